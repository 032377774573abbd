import Foundation

/// A credential as SeamSDK keeps it in a file: the cloud engine's cache writes it whole, the
/// App Group's key snapshot ``Redaction/forExtensions``. Each file writes the version of its
/// own layout and refuses one it does not know (a newer SeamSDK's), as if absent.
///
/// A JSON array of fixed positions (corelibs' JSONDecoder builds a dictionary for every object;
/// the array halves a cold start from cache, see BENCHMARKS.md):
/// `[id, isManaged, name, location, expiry|null, cardNumber|null, code|null, provider|null,
///   [error codes], otpUrl|null, startsAt|null, [proximities], [entrance names],
///   [entrance kinds, "" for none]|null, [locked|null, doorOpen|null, batteryLevel|null, canLock]|null,
///   [[metadata key, base64 JSON, …], [registrationId|null, provider|null, activating|null, base64 state|null]|null]|null]`
///
/// Positions from `startsAt` on came later and may be missing: such a record reads as a key
/// without them. The doors, lock state and metadata are left out together when a key has none.
/// `SeamCredentialRecordTests` holds the bytes earlier versions wrote.
package struct SeamCredentialRecord: Codable, Equatable, Sendable {
    /// The key snapshot's version: 3, this record (its 1 was keyed objects,
    /// `SeamKeySnapshotFile.KeyV1`). The cache keeps writing 2, its version of the same layout.
    package static let currentVersion = 3

    /// What a record leaves out.
    package enum Redaction: Sendable {
        /// Nothing: the app's own cache, protected and kept out of backups.
        case none
        /// For the App Group, which extensions read: no code, card number, provider metadata
        /// or verification link (a `completeOtpAuthorization` error reads as
        /// ``SeamCredentialError/unknown``), and no proximities, which it never carried.
        case forExtensions
    }

    package let credential: SeamCredential

    package init(_ credential: SeamCredential, redaction: Redaction = .none) {
        switch redaction {
        case .none: self.credential = credential
        case .forExtensions: self.credential = Self.forExtensions(credential)
        }
    }

    package init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        let id = try fields.decode(String.self)
        let isManaged = try fields.decode(Bool.self)
        let name = try fields.decode(String.self)
        let location = try fields.decode(String.self)
        let expiry = try fields.decodeNil() ? nil : Date(timeIntervalSince1970: try fields.decode(Double.self))
        let cardNumber = try fields.decodeIfPresentOrNil(String.self)
        let code = try fields.decodeIfPresentOrNil(String.self)
        let provider = try fields.decodeIfPresentOrNil(String.self)
        let codes = try fields.decodeStrings()
        let otpUrl = try fields.decodeIfPresentOrNil(String.self).flatMap(URL.init(string:))
        let startsAt = fields.isAtEnd ? nil
            : try fields.decodeIfPresentOrNil(Double.self).map(Date.init(timeIntervalSince1970:))
        let proximities = fields.isAtEnd ? [] : try fields.decodeStringsIfPresentOrNil() ?? []
        let entranceNames = fields.isAtEnd ? [] : try fields.decodeStringsIfPresentOrNil() ?? []
        let entranceKinds = fields.isAtEnd ? nil : try fields.decodeStringsIfPresentOrNil()
        let lockState = fields.isAtEnd ? nil : try fields.decodeIfPresentOrNil(RecordLockState.self)?.value
        // Lenient: the next refresh brings it again, and a field a later version put here is not a reason to drop the key.
        let metadata = fields.isAtEnd ? nil : (try? fields.decodeIfPresentOrNil(RecordProviderMetadata.self))??.value
        // An error code this build does not know (another SeamSDK's) still makes the key not
        // usable, rather than hiding it.
        let errors = codes.map { SeamCredentialError(code: $0, otpUrl: otpUrl) ?? .unknown }
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
            entrances: Self.entrances(entranceNames, kinds: entranceKinds ?? []),
            lockState: lockState,
            providerMetadata: metadata
        )
    }

    package func encode(to encoder: any Encoder) throws {
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
        guard !credential.entrances.isEmpty || credential.lockState != nil || credential.providerMetadata != nil else {
            return
        }
        try fields.encode(credential.entrances.map(\.name))
        let kinds = credential.entrances.map { $0.kind?.rawValue ?? "" }
        try fields.encode(kinds.allSatisfy(\.isEmpty) ? nil : kinds)
        try fields.encode(credential.lockState.map(RecordLockState.init))
        guard let metadata = credential.providerMetadata else { return }
        try fields.encode(RecordProviderMetadata(metadata))
    }

    private static func forExtensions(_ credential: SeamCredential) -> SeamCredential {
        let errors = credential.errors.map { error -> SeamCredentialError in
            if case .userInteractionRequired(.completeOtpAuthorization) = error { return .unknown }
            return error
        }
        return SeamCredential(id: credential.id, isManaged: credential.isManaged, name: credential.name,
                              location: credential.location, providerName: credential.providerName,
                              startsAt: credential.startsAt, expiry: credential.expiry, errors: errors,
                              entrances: credential.entrances, lockState: credential.lockState)
    }

    /// The doors named `names`, each of the kind at its place in `kinds` ("" or none: no kind).
    private static func entrances(_ names: [String], kinds: [String]) -> [SeamEntrance] {
        names.indices.map { index in
            let kind = index < kinds.count ? kinds[index] : ""
            return SeamEntrance(name: names[index], kind: kind.isEmpty ? nil : SeamEntrance.Kind(rawValue: kind))
        }
    }
}

/// A value written as a JSON array of fields, in a fixed order.
private protocol RecordPositionalFields {
    associatedtype Value
    static func decode(_ fields: inout any UnkeyedDecodingContainer) throws -> Value
    static func encode(_ value: Value, to fields: inout any UnkeyedEncodingContainer) throws
}

/// Codes `Fields.Value` as its array of fields.
private struct RecordPositional<Fields: RecordPositionalFields>: Codable {
    let value: Fields.Value

    init(_ value: Fields.Value) { self.value = value }

    init(from decoder: any Decoder) throws {
        var fields: any UnkeyedDecodingContainer = try decoder.unkeyedContainer()
        value = try Fields.decode(&fields)
    }

    func encode(to encoder: any Encoder) throws {
        var fields: any UnkeyedEncodingContainer = encoder.unkeyedContainer()
        try Fields.encode(value, to: &fields)
    }
}

/// `[locked|null, doorOpen|null, batteryLevel|null, canLock]`.
private enum RecordLockStateFields: RecordPositionalFields {
    static func decode(_ fields: inout any UnkeyedDecodingContainer) throws -> SeamLockState {
        SeamLockState(locked: try fields.decodeIfPresentOrNil(Bool.self), doorOpen: try fields.decodeIfPresentOrNil(Bool.self),
                      batteryLevel: try fields.decodeIfPresentOrNil(Double.self), canLock: try fields.decode(Bool.self))
    }

    static func encode(_ state: SeamLockState, to fields: inout any UnkeyedEncodingContainer) throws {
        try fields.encode(state.locked)
        try fields.encode(state.doorOpen)
        try fields.encode(state.batteryLevel)
        try fields.encode(state.canLock)
    }
}

/// `[[key, base64 JSON, …], [registrationId|null, provider|null, activating|null, base64 state|null]|null]`.
private enum RecordProviderMetadataFields: RecordPositionalFields {
    static func decode(_ fields: inout any UnkeyedDecodingContainer) throws -> SeamProviderMetadata {
        let pairs = try fields.decodeStrings()
        var objects: [String: Data] = [:]
        var index = 0
        while index + 1 < pairs.count {
            if let json = Data(base64Encoded: pairs[index + 1]) { objects[pairs[index]] = json }
            index += 2
        }
        var registration: SeamProviderMetadata.PhoneRegistration?
        if try !fields.decodeNil() {
            var parts = try fields.nestedUnkeyedContainer()
            let id = try parts.decodeIfPresentOrNil(String.self)
            let provider = try parts.decodeIfPresentOrNil(String.self)
            let activating = try parts.decodeIfPresentOrNil(Bool.self)
            let state = try parts.decodeIfPresentOrNil(String.self).flatMap { Data(base64Encoded: $0) }
            registration = SeamProviderMetadata.PhoneRegistration(id: id, providerName: provider,
                                                                  isBeingActivated: activating, providerStateJSON: state)
        }
        return SeamProviderMetadata(objects: objects, phoneRegistration: registration)
    }

    static func encode(_ metadata: SeamProviderMetadata, to fields: inout any UnkeyedEncodingContainer) throws {
        try fields.encode(metadata.keys.flatMap { [$0, metadata.json(forKey: $0)?.base64EncodedString() ?? ""] })
        guard let registration = metadata.phoneRegistration else {
            try fields.encodeNil()
            return
        }
        var parts = fields.nestedUnkeyedContainer()
        try parts.encode(registration.id)
        try parts.encode(registration.providerName)
        try parts.encode(registration.isBeingActivated)
        try parts.encode(registration.providerStateJSON?.base64EncodedString())
    }
}

private typealias RecordLockState = RecordPositional<RecordLockStateFields>
private typealias RecordProviderMetadata = RecordPositional<RecordProviderMetadataFields>

extension UnkeyedDecodingContainer {
    /// The next value, or `nil` when it is JSON null.
    mutating func decodeIfPresentOrNil<T: Decodable>(_ type: T.Type) throws -> T? {
        try decodeNil() ? nil : try decode(type)
    }

    /// The next value as an array of strings, or `nil` when it is JSON null.
    mutating func decodeStringsIfPresentOrNil() throws -> [String]? {
        try decodeNil() ? nil : try decodeStrings()
    }

    /// The next value as an array of strings, read through a nested container: decoding
    /// `[String]` as a value makes a new decoder for every array, which cost a 1,000-key cold
    /// start about 0.5 ms per array of each entry.
    mutating func decodeStrings() throws -> [String] {
        var container = try nestedUnkeyedContainer()
        var strings: [String] = []
        strings.reserveCapacity(container.count ?? 0)
        while !container.isAtEnd { strings.append(try container.decode(String.self)) }
        return strings
    }
}
