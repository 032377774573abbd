import Foundation

/// The snapshot's JSON form, version 1:
/// `{"version": 1, "savedAt": <seconds since 1970>, "keys": [{"id", "managed", "name",
/// "location", "startsAt"?, "expiry"?, "provider"?, "errors": [codes]}]}`. `startsAt` came
/// later: a file without it reads as keys without a start, and an older reader ignores it.
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

        init(_ credential: SeamCredential) {
            id = credential.id
            managed = credential.isManaged
            name = credential.name
            location = credential.location
            startsAt = credential.startsAt?.timeIntervalSince1970
            expiry = credential.expiry?.timeIntervalSince1970
            provider = credential.providerName
            errors = credential.errors.map(\.code)
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
                errors: errors.map { SeamCredentialError(code: $0) ?? .unknown }
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
        keys = snapshot.credentials.map(Key.init)
    }
}
