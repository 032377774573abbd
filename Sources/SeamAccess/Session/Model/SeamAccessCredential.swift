import Foundation

/// A user's access credential (a hotel room key, an office badge) as the UI shows it.
///
/// A credential is a value: every update from the service is a new snapshot. `errors` is
/// ordered by severity, so `errors.first` is what to show; an empty list means the key is
/// ready to unlock (provided ``startsAt`` has come and ``expiry`` has not passed; see
/// ``effectiveErrors(at:)``).
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
    /// When access begins; `nil` for keys valid from the moment they are issued. A hotel key
    /// issued before check-in has a start in the future: until then it is listed, after the
    /// usable keys, as "Valid from …", and `unlock(using:)` refuses it (see
    /// ``effectiveErrors(at:)``). It becomes usable at its start by itself, with no refresh.
    ///
    /// An addition to the spec's members, which are unchanged.
    public let startsAt: Date?
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
    /// How close the phone must be to unlock with this key, most preferred first (see
    /// ``SeamUnlockProximity``). Empty when the key does not say: its lock integration then
    /// decides, and ``Seam/unlock(using:proximity:timeout:)`` accepts only `nil`. Keys opened
    /// over the internet (``SeamRemoteUnlock/provider``) list ``SeamUnlockProximity/remote``.
    ///
    /// An addition to the spec's members, which are unchanged.
    public let supportedUnlockProximities: [SeamUnlockProximity]
    /// The doors the key opens (the room, the lift, the pool), in the access system's order;
    /// empty when it lists none, and for lock keys. The card says "Opens Room 1208, Lift and
    /// Pool" (``Presentation/entrancesText``).
    ///
    /// An addition to the spec's members, which are unchanged.
    public let entrances: [SeamEntrance]
    /// What the lock last reported, for keys that are a smart lock (``SeamRemoteUnlock/provider``):
    /// locked or not, the door open or closed, the battery, and whether it can be locked
    /// remotely; `nil` for other keys. The card shows it (``Presentation/lockState``); a low
    /// battery is a warning, never a reason to refuse an unlock.
    ///
    /// An addition to the spec's members, which are unchanged.
    public let lockState: SeamLockState?
    /// Whether this app can open the key's lock: it has a lock integration for ``provider``
    /// (registered with ``Seam/register(_:)-swift.method``, or provided by the backend; see
    /// ``Seam/hasIntegration(for:)``). ``SeamService`` fills it in. A key without one is not
    /// usable (``isUsable(at:)``) though it has no error: the list shows it as not supported
    /// by the app, its card offers no Unlock, and it never opens by itself. `true` by default,
    /// so keys an app builds itself stay as they were.
    ///
    /// An addition to the spec's members, which are unchanged.
    public let hasLockIntegration: Bool

    /// Creates a credential snapshot.
    ///
    /// - Parameters:
    ///   - id: ``id``.
    ///   - isManaged: ``isManaged``.
    ///   - name: ``name``.
    ///   - location: ``location``.
    ///   - startsAt: ``startsAt``; `nil` when access has no start.
    ///   - expiry: ``expiry``; `nil` when the key does not expire.
    ///   - cardNumber: ``cardNumber``.
    ///   - code: ``code``.
    ///   - errors: ``errors``, most severe first.
    ///   - provider: ``provider``.
    ///   - supportedUnlockProximities: Most preferred first; a repeated value is kept
    ///     only where it first appears.
    ///   - entrances: ``entrances``; none by default.
    ///   - lockState: ``lockState``; `nil` (not a lock) by default.
    ///   - hasLockIntegration: ``hasLockIntegration``; `true` by default.
    public init(
        id: String,
        isManaged: Bool = true,
        name: String,
        location: String,
        startsAt: Date? = nil,
        expiry: Date? = nil,
        cardNumber: String? = nil,
        code: String? = nil,
        errors: [SeamCredentialError] = [],
        provider: String? = nil,
        supportedUnlockProximities: [SeamUnlockProximity] = [],
        entrances: [SeamEntrance] = [],
        lockState: SeamLockState? = nil,
        hasLockIntegration: Bool = true
    ) {
        self.id = id
        self.isManaged = isManaged
        self.name = name
        self.location = location
        self.startsAt = startsAt
        self.expiry = expiry
        self.cardNumber = cardNumber
        self.code = code
        self.errors = errors
        self.provider = provider
        self.supportedUnlockProximities = SeamUnlockProximity.firstOccurrences(supportedUnlockProximities)
        self.entrances = entrances
        self.lockState = lockState
        self.hasLockIntegration = hasLockIntegration
    }
}

extension SeamAccessCredential {
    /// The UI's snapshot of the SDK's `credential` (``SeamCredential/providerName`` becomes
    /// ``provider``): what ``SeamService`` publishes for each of ``Seam/credentials``.
    public init(_ credential: SeamCredential) {
        self.init(credential, hasLockIntegration: true)
    }

    /// The UI's snapshot of the SDK's `credential`, saying whether the app has a lock
    /// integration for it (``hasLockIntegration``); ``SeamService`` asks its ``Seam``
    /// (``Seam/hasIntegration(for:)``).
    ///
    /// ```swift
    /// let key = SeamAccessCredential(credential, hasLockIntegration: seam.hasIntegration(for: credential))
    /// ```
    public init(_ credential: SeamCredential, hasLockIntegration: Bool) {
        self.init(id: credential.id, isManaged: credential.isManaged, name: credential.name,
                  location: credential.location, startsAt: credential.startsAt, expiry: credential.expiry,
                  cardNumber: credential.cardNumber, code: credential.code, errors: credential.errors,
                  provider: credential.providerName,
                  supportedUnlockProximities: credential.supportedUnlockProximities,
                  entrances: credential.entrances, lockState: credential.lockState,
                  hasLockIntegration: hasLockIntegration)
    }

    /// The SDK's form of this credential, e.g. for a lock integration or the key snapshot.
    package var sdkCredential: SeamCredential {
        SeamCredential(id: id, isManaged: isManaged, name: name, location: location, providerName: provider,
                       startsAt: startsAt, expiry: expiry, cardNumber: cardNumber, code: code,
                       supportedUnlockProximities: supportedUnlockProximities, errors: errors,
                       entrances: entrances, lockState: lockState)
    }

    /// The errors that apply at `now`: ``errors``, plus ``SeamCredentialError/expired`` when
    /// ``expiry`` has passed but the backend has not reported it yet, and
    /// ``SeamCredentialError/awaitingLocalCredential`` (in its place by severity) while
    /// ``startsAt`` is still to come. Presentation, sorting and unlock preflight all use this,
    /// so a key never looks usable before it starts or after it ends, and `unlock(using:)`
    /// refuses a key before its start with
    /// `SeamError.credentialErrors([.awaitingLocalCredential])`: the spec's case for a key
    /// that is not available yet and will be without the user doing anything.
    public func effectiveErrors(at now: Date) -> [SeamCredentialError] {
        SeamCredentialError.effective(errors, startsAt: startsAt, expiry: expiry, at: now)
    }

    /// Whether access has not begun at `now` (``startsAt`` is later).
    public func isNotYetValid(at now: Date) -> Bool {
        SeamCredentialError.isNotYetValid(startsAt: startsAt, at: now)
    }

    /// Whether the key can be used to unlock at `now`: it has no error then, and the app can
    /// open its lock (``hasLockIntegration``).
    public func isUsable(at now: Date) -> Bool {
        hasLockIntegration && effectiveErrors(at: now).isEmpty
    }
}
