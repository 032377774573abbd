import Foundation

/// Written out so that a credential saved before a member existed still reads:
/// ``SeamAccessCredential/supportedUnlockProximities`` missing reads as none, and a proximity
/// a newer version wrote that this one does not know is skipped rather than failing the key;
/// ``SeamAccessCredential/entrances`` missing (or unreadable) reads as none, and
/// ``SeamAccessCredential/lockState`` missing (or unreadable) as `nil`, and
/// ``SeamAccessCredential/hasLockIntegration`` missing as `true` (it is written only when `false`).
extension SeamAccessCredential {
    private enum CodingKeys: String, CodingKey {
        case id, isManaged, name, location, startsAt, expiry, cardNumber, code, errors, provider
        case supportedUnlockProximities, entrances, lockState, hasLockIntegration
    }

    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        let proximities = try fields.decodeIfPresent([String].self, forKey: .supportedUnlockProximities) ?? []
        self.init(
            id: try fields.decode(String.self, forKey: .id),
            isManaged: try fields.decode(Bool.self, forKey: .isManaged),
            name: try fields.decode(String.self, forKey: .name),
            location: try fields.decode(String.self, forKey: .location),
            startsAt: try fields.decodeIfPresent(Date.self, forKey: .startsAt),
            expiry: try fields.decodeIfPresent(Date.self, forKey: .expiry),
            cardNumber: try fields.decodeIfPresent(String.self, forKey: .cardNumber),
            code: try fields.decodeIfPresent(String.self, forKey: .code),
            errors: try fields.decode([SeamCredentialError].self, forKey: .errors),
            provider: try fields.decodeIfPresent(String.self, forKey: .provider),
            supportedUnlockProximities: proximities.compactMap(SeamUnlockProximity.init(rawValue:)),
            entrances: (try? fields.decodeIfPresent([SeamEntrance].self, forKey: .entrances)) ?? [],
            lockState: try? fields.decodeIfPresent(SeamLockState.self, forKey: .lockState),
            hasLockIntegration: (try? fields.decodeIfPresent(Bool.self, forKey: .hasLockIntegration)) ?? true
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(id, forKey: .id)
        try fields.encode(isManaged, forKey: .isManaged)
        try fields.encode(name, forKey: .name)
        try fields.encode(location, forKey: .location)
        try fields.encodeIfPresent(startsAt, forKey: .startsAt)
        try fields.encodeIfPresent(expiry, forKey: .expiry)
        try fields.encodeIfPresent(cardNumber, forKey: .cardNumber)
        try fields.encodeIfPresent(code, forKey: .code)
        try fields.encode(errors, forKey: .errors)
        try fields.encodeIfPresent(provider, forKey: .provider)
        try fields.encode(supportedUnlockProximities, forKey: .supportedUnlockProximities)
        if !entrances.isEmpty { try fields.encode(entrances, forKey: .entrances) }
        try fields.encodeIfPresent(lockState, forKey: .lockState)
        if !hasLockIntegration { try fields.encode(false, forKey: .hasLockIntegration) }
    }
}
