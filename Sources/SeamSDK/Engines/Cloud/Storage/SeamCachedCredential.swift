import Foundation

/// One credential as the cache stores it: a JSON array of fixed positions, not an object.
/// corelibs' JSONDecoder builds a dictionary for every object, so the array form halves the
/// cold start from cache (see BENCHMARKS.md).
///
/// `[id, isManaged, name, location, expiry|null, cardNumber|null, code|null, provider|null,
///   [error codes], otpUrl|null, startsAt|null, [proximities], [[entrance name, kind|null]],
///   [locked|null, doorOpen|null, batteryLevel|null, canLock]|null]`
///
/// `startsAt` came last and later: a file written without it reads as a key without a start,
/// and an older reader ignores it. The proximities came after it, the same way: a file without
/// them reads as a key that lists none, and a proximity this version does not know is skipped.
/// The entrances and the lock state came last, the same way again: a file without them reads
/// as a key with no doors listed and no lock state (until the next refresh), and an older
/// reader ignores them. The file's version is unchanged, so neither side discards the other's.
struct SeamCachedCredential: Codable, Equatable {
    let credential: SeamCredential

    init(_ credential: SeamCredential) {
        self.credential = credential
    }

    init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        let id = try fields.decode(String.self)
        let isManaged = try fields.decode(Bool.self)
        let name = try fields.decode(String.self)
        let location = try fields.decode(String.self)
        let expiry = try fields.decodeNil() ? nil : Date(timeIntervalSince1970: try fields.decode(Double.self))
        let cardNumber = try fields.decodeIfPresentOrNil(String.self)
        let code = try fields.decodeIfPresentOrNil(String.self)
        let provider = try fields.decodeIfPresentOrNil(String.self)
        let codes = try fields.decode([String].self)
        let otpUrl = try fields.decodeIfPresentOrNil(String.self).flatMap(URL.init(string:))
        let startsAt = fields.isAtEnd ? nil
            : try fields.decodeIfPresentOrNil(Double.self).map(Date.init(timeIntervalSince1970:))
        let proximities = fields.isAtEnd ? [] : try fields.decodeIfPresentOrNil([String].self) ?? []
        let entrances = fields.isAtEnd ? [] : try fields.decodeIfPresentOrNil([CachedEntrance].self)?.map(\.entrance) ?? []
        let lockState = fields.isAtEnd ? nil : try fields.decodeIfPresentOrNil(CachedLockState.self)?.state
        let errors = try codes.map { code in
            guard let error = SeamCredentialError(code: code, otpUrl: otpUrl) else {
                throw DecodingError.dataCorruptedError(in: fields, debugDescription: "unknown error code \(code)")
            }
            return error
        }
        credential = SeamCredential(
            id: id,
            isManaged: isManaged,
            name: name,
            location: location,
            providerName: provider,
            startsAt: startsAt,
            expiry: expiry,
            cardNumber: cardNumber,
            code: code,
            supportedUnlockProximities: proximities.compactMap(SeamUnlockProximity.init(rawValue:)),
            errors: errors,
            entrances: entrances,
            lockState: lockState
        )
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(credential.id)
        try fields.encode(credential.isManaged)
        try fields.encode(credential.name)
        try fields.encode(credential.location)
        try fields.encode(credential.expiry?.timeIntervalSince1970)
        try fields.encode(credential.cardNumber)
        try fields.encode(credential.code)
        try fields.encode(credential.providerName)
        try fields.encode(credential.errors.map(\.code))
        let otpUrl = credential.errors.lazy.compactMap { error -> URL? in
            if case .userInteractionRequired(.completeOtpAuthorization(let url)) = error { return url }
            return nil
        }.first
        try fields.encode(otpUrl?.absoluteString)
        try fields.encode(credential.startsAt?.timeIntervalSince1970)
        try fields.encode(credential.supportedUnlockProximities.map(\.rawValue))
        try fields.encode(credential.entrances.map(CachedEntrance.init))
        try fields.encode(credential.lockState.map(CachedLockState.init))
    }

    /// `[name, kind|null]`.
    private struct CachedEntrance: Codable {
        let entrance: SeamEntrance

        init(_ entrance: SeamEntrance) {
            self.entrance = entrance
        }

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            let name = try fields.decode(String.self)
            let kind = fields.isAtEnd ? nil : try fields.decodeIfPresentOrNil(String.self)
            entrance = SeamEntrance(name: name, kind: kind.map(SeamEntrance.Kind.init(rawValue:)))
        }

        func encode(to encoder: any Encoder) throws {
            var fields = encoder.unkeyedContainer()
            try fields.encode(entrance.name)
            try fields.encode(entrance.kind?.rawValue)
        }
    }

    /// `[locked|null, doorOpen|null, batteryLevel|null, canLock]`.
    private struct CachedLockState: Codable {
        let state: SeamLockState

        init(_ state: SeamLockState) {
            self.state = state
        }

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            let locked = try fields.decodeIfPresentOrNil(Bool.self)
            let doorOpen = try fields.decodeIfPresentOrNil(Bool.self)
            let batteryLevel = try fields.decodeIfPresentOrNil(Double.self)
            let canLock = try fields.decode(Bool.self)
            state = SeamLockState(locked: locked, doorOpen: doorOpen, batteryLevel: batteryLevel, canLock: canLock)
        }

        func encode(to encoder: any Encoder) throws {
            var fields = encoder.unkeyedContainer()
            try fields.encode(state.locked)
            try fields.encode(state.doorOpen)
            try fields.encode(state.batteryLevel)
            try fields.encode(state.canLock)
        }
    }
}

extension UnkeyedDecodingContainer {
    /// The next value, or `nil` when it is JSON null.
    mutating func decodeIfPresentOrNil<T: Decodable>(_ type: T.Type) throws -> T? {
        try decodeNil() ? nil : try decode(type)
    }
}
