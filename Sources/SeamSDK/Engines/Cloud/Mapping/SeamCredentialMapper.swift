import Foundation

/// Turns a phone session from the Seam API into the UI's credentials.
///
/// | API | `SeamCredential` |
/// |---|---|
/// | `acs_credential_id` (null: a stable synthetic id) | `id` |
/// | `display_name` | `name` |
/// | `acs_entrances` (display name; kind from Visionline, Vostio or Hotek metadata) | `entrances` |
/// | — (the phone session names no place) | `location` = "" |
/// | `starts_at` | `startsAt` (a key before it is refused and shown "Valid from …") |
/// | `ends_at` | `expiry` |
/// | `card_number`, `code`, `is_managed` | `cardNumber`, `code`, `isManaged` |
/// | `phone_registration.provider_name` | `provider` |
/// | `*_metadata` objects, `phone_registration` | `providerMetadata` (for lock integrations) |
///
/// Errors, most severe first: `ends_at` in the past → expired; API `errors` → contact
/// support; waiting/reissue warnings, `is_issued == false` or a registration still being
/// activated → awaiting; `unknown_issue_with_acs_credential` → unknown. Credentials with a
/// `being_deleted` warning are left out; other warnings are informational.
enum SeamCredentialMapper {
    struct Result {
        var credentials: [SeamCredential]
        var userIdentityId: String?
        /// Elements the decoder could not read (logged, never fatal).
        var droppedCount: Int
    }

    static let awaitingWarnings: Set<String> = ["waiting_to_be_issued", "needs_to_be_reissued"]
    static let severity: [String] = [
        "expired", "unsupportedDevice", "contactSeamSupport", "userInteractionRequired", "awaitingLocalCredential",
        "unknown",
    ]

    static func map(_ session: SeamPhoneSessionDTO, now: Date) -> Result {
        var credentials: [SeamCredential] = []
        var dropped = session.providerSessions?.droppedCount ?? 0
        var seenIds = Set<String>()
        for providerSession in session.providerSessions?.elements ?? [] {
            let registration = providerSession.phoneRegistration
            dropped += providerSession.acsCredentials?.droppedCount ?? 0
            for dto in providerSession.acsCredentials?.elements ?? [] {
                guard let credential = map(dto, registration: registration, now: now),
                      seenIds.insert(credential.id).inserted else { continue }
                credentials.append(credential)
            }
        }
        return Result(credentials: credentials, userIdentityId: session.userIdentity?.userIdentityId, droppedCount: dropped)
    }

    static func map(_ dto: SeamCredentialDTO, registration: SeamProviderSessionDTO.PhoneRegistration?,
                    now: Date) -> SeamCredential? {
        let warnings = Set((dto.warnings?.elements ?? []).compactMap(\.warningCode))
        guard !warnings.contains("being_deleted") else { return nil }
        let name = dto.displayName.map(trimmed) ?? ""
        let expiry = dto.endsAt.flatMap(SeamTimestamp.parse)
        var errors: [SeamCredentialError] = []
        if let expiry, expiry <= now { errors.append(.expired) }
        if dto.hasErrors { errors.append(.contactSeamSupport) }
        if !warnings.isDisjoint(with: awaitingWarnings) || dto.isIssued == false
            || registration?.isBeingActivated == true {
            errors.append(.awaitingLocalCredential)
        }
        if warnings.contains("unknown_issue_with_acs_credential") { errors.append(.unknown) }
        return SeamCredential(
            id: dto.acsCredentialId ?? syntheticId(for: dto, provider: registration?.providerName),
            isManaged: dto.isManaged ?? true,
            name: name.isEmpty ? (dto.externalType ?? "Key") : name,
            location: "",
            providerName: registration?.providerName,
            startsAt: dto.startsAt.flatMap(SeamTimestamp.parse),
            expiry: expiry,
            cardNumber: dto.cardNumber,
            code: dto.code,
            errors: errors.sorted { rank($0) < rank($1) },
            entrances: entrances(of: dto),
            providerMetadata: providerMetadata(of: dto, registration: registration)
        )
    }

    /// The credential's `*_metadata` objects and the phone's registration; `nil` when there is neither.
    static func providerMetadata(of dto: SeamCredentialDTO,
                                 registration: SeamProviderSessionDTO.PhoneRegistration?) -> SeamProviderMetadata? {
        guard !dto.providerMetadata.isEmpty || registration != nil else { return nil }
        return SeamProviderMetadata(objects: dto.providerMetadata, phoneRegistration: registration?.metadata)
    }

    /// The credential's doors in the API's order, each name once; a door without a name is left out.
    static func entrances(of dto: SeamCredentialDTO) -> [SeamEntrance] {
        var seen = Set<String>()
        return (dto.acsEntrances?.elements ?? []).compactMap { entrance in
            let name = entrance.displayName.map(trimmed) ?? ""
            guard !name.isEmpty, seen.insert(name).inserted else { return nil }
            return SeamEntrance(name: name, kind: kind(of: entrance))
        }
    }

    /// The kind the provider's metadata states; `nil` when it states none (never guessed from the name).
    static func kind(of entrance: SeamCredentialDTO.Entrance) -> SeamEntrance.Kind? {
        switch entrance.visionlineCategory {
        case "guest": return .guestRoom
        case "elevator reader": return .elevator
        case "common", "common (PMS)", "entrance": return .commonArea
        default: break
        }
        switch entrance.vostioDoorType {
        case "GuestDoor": return .guestRoom
        case "Elevator": return .elevator
        case "CommonDoor", "EntranceDoor": return .commonArea
        default: break
        }
        if entrance.hotekRoom { return .guestRoom }
        if entrance.hotekCommonArea { return .commonArea }
        return nil
    }

    /// An id for a credential the API has not numbered yet, built only from fields that do not
    /// change while it is being issued, so it is the same on every refresh.
    static func syntheticId(for dto: SeamCredentialDTO, provider: String?) -> String {
        let parts = [provider, dto.acsSystemId, dto.connectedAccountId, dto.acsUserId, dto.externalType, dto.displayName]
        return "pending-" + SeamFingerprint.hex(parts.map { $0 ?? "" }.joined(separator: "\u{1F}"))
    }

    /// Trims surrounding white space; names almost never have any, so that case costs two
    /// character checks instead of a Foundation call (slow on Linux).
    static func trimmed(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              first.properties.isWhitespace || last.properties.isWhitespace else { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func rank(_ error: SeamCredentialError) -> Int {
        let key = error.code.split(separator: ".").first.map(String.init) ?? error.code
        return severity.firstIndex(of: key) ?? severity.count
    }
}

/// A stable, non-cryptographic 64-bit fingerprint (FNV-1a), for ids and for matching a cache
/// to a session without storing the token.
enum SeamFingerprint {
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
