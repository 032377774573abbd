import Foundation

/// The snapshot's JSON form, version 1:
/// `{"version": 1, "savedAt": <seconds since 1970>, "keys": [{"id", "managed", "name",
/// "location", "startsAt"?, "expiry"?, "provider"?, "errors": [codes], "entrances"?: [{"name",
/// "kind"?}], "lock"?: {"locked", "doorOpen", "batteryLevel", "canLock"}, "noIntegration"?: true}]}`.
/// `startsAt`, `entrances`, `lock` and `noIntegration` (written only when the app has no lock
/// integration for the key) came later: a file without them reads as keys without a start, doors
/// or lock state, an older reader ignores them, and one of them that cannot be read is left
/// out rather than the key.
/// Keys that cannot be read are skipped one by one, not the whole file. A verification link
/// (`completeOtpAuthorization`'s URL) is never written: it is a secret for the app alone, and
/// the key reads back as not usable (``SeamCredentialError/unknown``), which is what a
/// widget needs to know.
package struct SeamKeySnapshotFile: Codable {
    struct Key: Codable {
        var id: String
        var managed: Bool
        var name: String
        var location: String
        var startsAt: Double?
        var expiry: Double?
        var provider: String?
        var errors: [String]
        var entrances: [SeamEntrance]?
        var lock: SeamLockState?
        /// `true` when the app has no lock integration for the key; absent otherwise.
        var noIntegration: Bool?

        private enum CodingKeys: String, CodingKey {
            case id, managed, name, location, startsAt, expiry, provider, errors, entrances, lock, noIntegration
        }

        init(_ credential: SeamCredential, hasIntegration: Bool = true) {
            noIntegration = hasIntegration ? nil : true
            id = credential.id
            managed = credential.isManaged
            name = credential.name
            location = credential.location
            startsAt = credential.startsAt?.timeIntervalSince1970
            expiry = credential.expiry?.timeIntervalSince1970
            provider = credential.providerName
            errors = credential.errors.map(\.code)
            entrances = credential.entrances.isEmpty ? nil : credential.entrances
            lock = credential.lockState
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            id = try fields.decode(String.self, forKey: .id)
            managed = try fields.decode(Bool.self, forKey: .managed)
            name = try fields.decode(String.self, forKey: .name)
            location = try fields.decode(String.self, forKey: .location)
            startsAt = try fields.decodeIfPresent(Double.self, forKey: .startsAt)
            expiry = try fields.decodeIfPresent(Double.self, forKey: .expiry)
            provider = try fields.decodeIfPresent(String.self, forKey: .provider)
            errors = try fields.decode([String].self, forKey: .errors)
            // Shown, never relied on: unreadable reads as absent.
            entrances = try? fields.decodeIfPresent([SeamEntrance].self, forKey: .entrances)
            lock = try? fields.decodeIfPresent(SeamLockState.self, forKey: .lock)
            noIntegration = try? fields.decodeIfPresent(Bool.self, forKey: .noIntegration)
        }

        func encode(to encoder: any Encoder) throws {
            var fields = encoder.container(keyedBy: CodingKeys.self)
            try fields.encode(id, forKey: .id)
            try fields.encode(managed, forKey: .managed)
            try fields.encode(name, forKey: .name)
            try fields.encode(location, forKey: .location)
            try fields.encodeIfPresent(startsAt, forKey: .startsAt)
            try fields.encodeIfPresent(expiry, forKey: .expiry)
            try fields.encodeIfPresent(provider, forKey: .provider)
            try fields.encode(errors, forKey: .errors)
            try fields.encodeIfPresent(entrances, forKey: .entrances)
            try fields.encodeIfPresent(lock, forKey: .lock)
            try fields.encodeIfPresent(noIntegration, forKey: .noIntegration)
        }

        /// An unknown error code (from a newer SeamAccess) reads as `unknown`: still not usable.
        var credential: SeamCredential {
            SeamCredential(
                id: id,
                isManaged: managed,
                name: name,
                location: location,
                providerName: provider,
                startsAt: startsAt.map(Date.init(timeIntervalSince1970:)),
                expiry: expiry.map(Date.init(timeIntervalSince1970:)),
                errors: errors.map { SeamCredentialError(code: $0) ?? .unknown },
                entrances: entrances ?? [],
                lockState: lock
            )
        }
    }

    /// Decodes a key or remembers that it could not.
    struct TolerantKey: Decodable {
        let key: Key?

        init(from decoder: any Decoder) throws {
            key = try? Key(from: decoder)
        }
    }

    struct Header: Decodable {
        let version: Int?
    }

    struct Body: Decodable {
        let savedAt: Double
        let keys: [TolerantKey]
    }

    var version = SeamKeySnapshot.currentVersion
    var savedAt: Double
    var keys: [Key]

    init(_ snapshot: SeamKeySnapshot) {
        savedAt = snapshot.savedAt.timeIntervalSince1970
        keys = snapshot.credentials.map { Key($0, hasIntegration: !snapshot.keysWithoutIntegration.contains($0.id)) }
    }
}
