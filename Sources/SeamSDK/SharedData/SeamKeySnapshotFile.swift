import Foundation

/// The snapshot's JSON form: `{"version": 3, "savedAt": <seconds since 1970>, "keys":
/// [SeamCredentialRecord, redacted for extensions], "noIntegration"?: [ids]}`, the ids (written
/// only when there are some) of the keys the app has no lock integration for. A key that cannot
/// be read is skipped, not the whole file. Version 1 (keyed objects, ``KeyV1``) still reads.
package struct SeamKeySnapshotFile: Encodable {
    var version = SeamCredentialRecord.currentVersion
    var savedAt: Double
    var keys: [SeamCredentialRecord]
    var noIntegration: [String]?

    init(_ snapshot: SeamKeySnapshot) {
        savedAt = snapshot.savedAt.timeIntervalSince1970
        keys = snapshot.credentials.map { SeamCredentialRecord($0, redaction: .forExtensions) }
        let ids = snapshot.credentials.map(\.id).filter(snapshot.keysWithoutIntegration.contains)
        noIntegration = ids.isEmpty ? nil : ids
    }

    struct Header: Decodable {
        let version: Int?
    }

    struct Body<Key: Decodable>: Decodable {
        let savedAt: Double
        let keys: [Tolerant<Key>]
        let noIntegration: [String]?
    }

    /// Decodes a key or remembers that it could not.
    struct Tolerant<Key: Decodable>: Decodable {
        let key: Key?

        init(from decoder: any Decoder) throws {
            key = try? Key(from: decoder)
        }
    }

    /// A key as version 1 wrote it, read so that an upgrade keeps the widget's keys:
    /// `{"id", "managed", "name", "location", "startsAt"?, "expiry"?, "provider"?, "errors": [codes],
    /// "entrances"?: [{"name", "kind"?}], "lock"?: {"locked", "doorOpen", "batteryLevel", "canLock"},
    /// "noIntegration"?: true}`. Doors or a lock state that cannot be read are left out, and an
    /// unknown error code reads as ``SeamCredentialError/unknown``.
    struct KeyV1: Decodable {
        let credential: SeamCredential
        let noIntegration: Bool

        private enum CodingKeys: String, CodingKey {
            case id, managed, name, location, startsAt, expiry, provider, errors, entrances, lock, noIntegration
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            credential = SeamCredential(
                id: try fields.decode(String.self, forKey: .id),
                isManaged: try fields.decode(Bool.self, forKey: .managed),
                name: try fields.decode(String.self, forKey: .name),
                location: try fields.decode(String.self, forKey: .location),
                providerName: try fields.decodeIfPresent(String.self, forKey: .provider),
                startsAt: try fields.decodeIfPresent(Double.self, forKey: .startsAt).map(Date.init(timeIntervalSince1970:)),
                expiry: try fields.decodeIfPresent(Double.self, forKey: .expiry).map(Date.init(timeIntervalSince1970:)),
                errors: try fields.decode([String].self, forKey: .errors).map { SeamCredentialError(code: $0) ?? .unknown },
                entrances: (try? fields.decodeIfPresent([SeamEntrance].self, forKey: .entrances)) ?? [],
                lockState: try? fields.decodeIfPresent(SeamLockState.self, forKey: .lock)
            )
            noIntegration = (try? fields.decodeIfPresent(Bool.self, forKey: .noIntegration)) == true
        }
    }
}
