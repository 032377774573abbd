import Foundation
import SeamAccess

/// The object `seam-demo list --json` prints for each credential: a stable contract with
/// keys `id`, `name`, `location`, `startsAt` and `expiry` (ISO 8601 or null), `isManaged`,
/// `cardNumber`, `code`, `provider`, `errors` (credential error codes as they apply when the
/// list is printed: a passed expiry counts as `expired` and a start still to come as
/// `awaitingLocalCredential`, as `unlock` would say) and `supportedUnlockProximities` (what
/// `unlock --proximity` accepts for the key, preferred first; `[]` when it lists none),
/// `favourite` (whether `f` pinned the key; favourites come first in the array), `entrances`
/// (the names of the doors a credential opens, `[]` when the API lists none; absent for a
/// lock key) and `lock` (for a lock key, `{"locked", "doorOpen", "batteryLevel", "canLock"}`
/// with `null` for what the lock did not report; `null` for a credential) and `unlockable`
/// (whether `unlock` would start now: the key has no error and the app has a lock integration
/// for its provider; `false` with `errors` empty means the app cannot open this kind of lock,
/// and `unlock` refuses it with exit status 2).
public struct CredentialJSON: Encodable, Equatable, Sendable {
    public let id: String
    public let name: String
    public let location: String
    public let startsAt: String?
    public let expiry: String?
    public let isManaged: Bool
    public let cardNumber: String?
    public let code: String?
    public let provider: String?
    public let errors: [String]
    public let supportedUnlockProximities: [String]
    public let favourite: Bool
    /// The door names; `nil` (the key left out) for a lock key.
    public let entrances: [String]?
    /// The lock's state; `nil` (written as `null`) for a credential.
    public let lock: SeamLockState?
    /// Whether `unlock` would start now: no error, and a lock integration for the key's provider.
    public let unlockable: Bool

    public init(_ credential: SeamAccessCredential, now: Date = Date(), isFavourite: Bool = false) {
        id = credential.id
        name = credential.name
        location = credential.location
        startsAt = credential.startsAt.map { ISO8601DateFormatter().string(from: $0) }
        expiry = credential.expiry.map { ISO8601DateFormatter().string(from: $0) }
        isManaged = credential.isManaged
        cardNumber = credential.cardNumber
        code = credential.code
        provider = credential.provider
        errors = credential.effectiveErrors(at: now).map(\.code)
        supportedUnlockProximities = credential.supportedUnlockProximities.map(\.rawValue)
        favourite = isFavourite
        // A lock key is one door itself; one cached before lock states existed reads as
        // reporting nothing until the next refresh.
        let isLock = credential.lockState != nil || credential.provider == SeamRemoteUnlock.provider
        entrances = isLock ? nil : credential.entrances.map(\.name)
        lock = isLock ? credential.lockState ?? SeamLockState() : nil
        unlockable = credential.isUsable(at: now)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, location, startsAt, expiry, isManaged, cardNumber, code, provider, errors
        case supportedUnlockProximities, favourite, entrances, lock, unlockable
    }

    /// Encodes every key, writing `null` for missing values rather than omitting them (but
    /// `entrances`, which a lock key has no place for).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(location, forKey: .location)
        try container.encode(startsAt, forKey: .startsAt)
        try container.encode(expiry, forKey: .expiry)
        try container.encode(isManaged, forKey: .isManaged)
        try container.encode(cardNumber, forKey: .cardNumber)
        try container.encode(code, forKey: .code)
        try container.encode(provider, forKey: .provider)
        try container.encode(errors, forKey: .errors)
        try container.encode(supportedUnlockProximities, forKey: .supportedUnlockProximities)
        try container.encode(favourite, forKey: .favourite)
        try container.encodeIfPresent(entrances, forKey: .entrances)
        try container.encode(lock, forKey: .lock)
        try container.encode(unlockable, forKey: .unlockable)
    }

    /// The whole list as pretty-printed JSON with sorted keys; `[]` when there are no keys.
    /// `favourites` holds the ids of the pinned keys.
    ///
    /// Printed to a terminal too, so what JSON allows raw in a string but a terminal obeys
    /// (DEL, C1 controls such as CSI, bidi overrides) is written as a JSON escape (`\u009b`),
    /// chosen by ``DemoQuoted/escaped(_:)``: the document reads back exactly as before.
    public static func document(for credentials: [SeamAccessCredential], now: Date = Date(),
                                favourites: Set<String> = []) throws -> String {
        guard !credentials.isEmpty else { return "[]" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(credentials.map { CredentialJSON($0, now: now, isFavourite: favourites.contains($0.id)) })
        return DemoQuoted.escaped(String(decoding: data, as: UTF8.self), writing: jsonEscape)
    }

    /// `scalar` as a JSON escape (a surrogate pair beyond U+FFFF). Below U+0020 it can only be
    /// the layout between values (JSONEncoder escapes those in strings), so it stays.
    static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
        guard scalar.value >= 0x20 else { return String(scalar) }
        return String(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }
}
