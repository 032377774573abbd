import Foundation

/// A user's access credential (a hotel room key, an office badge) as the UI shows it.
///
/// A credential is a value: every update from the service is a new snapshot. `errors` is
/// ordered by severity, so `errors.first` is what to show; an empty list means the key is
/// ready to unlock (provided ``expiry`` has not passed).
///
/// ```swift
/// let key = SeamAccessCredential(
///     id: "room-101", name: "Room 101", location: "Hotel Marina",
///     expiry: Date().addingTimeInterval(86_400), provider: "salto_space")
/// ```
public struct SeamAccessCredential: Identifiable, Equatable, Hashable, Sendable, Codable {
    /// Stable identifier, the one ``SeamServiceProtocol/unlock(using:timeout:)`` takes.
    public let id: String
    /// `true` when Seam created and manages the credential; `false` when it was discovered
    /// through a provider integration.
    public let isManaged: Bool
    /// What the key opens, e.g. "Room 101".
    public let name: String
    /// Where it is, e.g. "Hotel Marina". May be empty.
    public let location: String
    /// When access ends; `nil` for keys without an end date.
    public let expiry: Date?
    /// The card number, for credentials that also exist as a physical card.
    public let cardNumber: String?
    /// A PIN code, for credentials that also work on a keypad.
    public let code: String?
    /// Problems that prevent unlocking, most severe first.
    public let errors: [SeamCredentialError]
    /// The lock provider's key (for example `salto_space` or `assa_abloy_credential_service`),
    /// used to pick the lock integration and the brand shown on the card.
    public let provider: String?

    /// Creates a credential snapshot.
    public init(
        id: String,
        isManaged: Bool = true,
        name: String,
        location: String,
        expiry: Date? = nil,
        cardNumber: String? = nil,
        code: String? = nil,
        errors: [SeamCredentialError] = [],
        provider: String? = nil
    ) {
        self.id = id
        self.isManaged = isManaged
        self.name = name
        self.location = location
        self.expiry = expiry
        self.cardNumber = cardNumber
        self.code = code
        self.errors = errors
        self.provider = provider
    }
}

extension SeamAccessCredential {
    /// The errors that apply at `now`: ``errors``, plus ``SeamCredentialError/expired`` when
    /// ``expiry`` has passed but the backend has not reported it yet. Presentation, sorting
    /// and unlock preflight all use this, so a key never looks usable after it ends.
    public func effectiveErrors(at now: Date) -> [SeamCredentialError] {
        guard let expiry, expiry <= now, !errors.contains(.expired) else { return errors }
        return [.expired] + errors
    }

    /// Whether the key can be used to unlock at `now`.
    public func isUsable(at now: Date) -> Bool {
        effectiveErrors(at: now).isEmpty
    }
}
