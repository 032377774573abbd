import Foundation

/// One of the user's access credentials as the SDK keeps it: a hotel room key, an office
/// badge, a smart lock's key.
///
/// A value: every update of ``Seam/credentials`` is a new snapshot. ``errors`` is ordered by
/// severity, so `errors.first` is what to show; an empty list means the credential can unlock
/// (provided ``startsAt`` has come and ``expiry`` has not passed, see ``effectiveErrors(at:)``).
///
/// ```swift
/// let key = SeamCredential(
///     id: "room-1208", isManaged: true, name: "Room 1208", location: "Hotel Marina",
///     providerName: "salto_space", expiry: nil, cardNumber: nil, code: nil,
///     supportedUnlockProximities: [.touch], errors: [])
/// ```
///
/// The UI layer shows it as a `SeamAccessCredential` (SeamAccess's `SeamService` maps one to
/// the other).
public struct SeamCredential: Identifiable, Hashable, Sendable {
    /// The identifier ``Seam/unlock(using:proximity:timeout:)`` takes.
    public let id: String
    /// `true` when Seam created and manages the credential; `false` when it was discovered
    /// through a provider integration.
    public let isManaged: Bool
    /// What the credential opens, e.g. "Room 1208".
    public let name: String
    /// Where it is, e.g. "Hotel Marina". May be empty.
    public let location: String
    /// The lock provider (for example `salto_space`, `assa_abloy_credential_service`, or
    /// `seam_remote_unlock` for a lock opened over the internet): it picks the lock integration.
    public let providerName: String?
    /// When access begins; `nil` for credentials valid from the moment they are issued. Before
    /// it, ``effectiveErrors(at:)`` adds ``SeamCredentialError/awaitingLocalCredential`` and
    /// ``Seam/unlock(using:proximity:timeout:)`` refuses the credential.
    ///
    /// An addition to the reference's members, which are unchanged.
    public let startsAt: Date?
    /// When access ends; `nil` for credentials without an end date.
    public let expiry: Date?
    /// The card number, for credentials that also exist as a physical card.
    public let cardNumber: String?
    /// A PIN code, for credentials that also work on a keypad.
    public let code: String?
    /// How close the phone must be to unlock, most preferred first. Credentials for locks
    /// opened over the internet list ``SeamUnlockProximity/remote``; empty when the credential
    /// does not say (its lock integration then decides, and only a `nil` proximity unlocks it).
    public let supportedUnlockProximities: [SeamUnlockProximity]
    /// Problems that prevent unlocking, most severe first.
    public let errors: [SeamCredentialError]
    /// The doors the key opens, e.g. the room, the lift and the pool, in the access system's
    /// order; empty when it lists none (and for lock keys, which are one door themselves).
    ///
    /// An addition to the reference's members, which are unchanged.
    public let entrances: [SeamEntrance]
    /// What the lock last reported (locked, door open, battery, whether it can be locked
    /// remotely), for lock keys (``SeamRemoteUnlock/provider``); `nil` for other keys.
    ///
    /// An addition to the reference's members, which are unchanged.
    public let lockState: SeamLockState?
    /// What the lock maker's SDK needs to open the key's lock: the credential's provider
    /// metadata (`visionline_metadata`, `assa_abloy_vostio_metadata`, …) and the phone's
    /// registration with the provider, for a ``SeamLockIntegration`` to decode; `nil` when the
    /// backend gave none. Secret-bearing: never printed, and not in the widgets' key snapshot.
    ///
    /// An addition to the reference's members, which are unchanged.
    public let providerMetadata: SeamProviderMetadata?

    /// Creates a credential.
    ///
    /// - Parameters:
    ///   - id: ``id``.
    ///   - isManaged: ``isManaged``.
    ///   - name: ``name``.
    ///   - location: ``location``.
    ///   - providerName: ``providerName``.
    ///   - startsAt: ``startsAt``; `nil` when access has no start.
    ///   - expiry: ``expiry``; `nil` when the credential does not expire.
    ///   - cardNumber: ``cardNumber``.
    ///   - code: ``code``.
    ///   - supportedUnlockProximities: Most preferred first; a repeated value is kept only where
    ///     it first appears.
    ///   - errors: ``errors``, most severe first.
    ///   - entrances: ``entrances``; none by default.
    ///   - lockState: ``lockState``; `nil` (not a lock key) by default.
    ///   - providerMetadata: ``providerMetadata``; none by default.
    public init(
        id: String,
        isManaged: Bool = true,
        name: String,
        location: String,
        providerName: String? = nil,
        startsAt: Date? = nil,
        expiry: Date? = nil,
        cardNumber: String? = nil,
        code: String? = nil,
        supportedUnlockProximities: [SeamUnlockProximity] = [],
        errors: [SeamCredentialError] = [],
        entrances: [SeamEntrance] = [],
        lockState: SeamLockState? = nil,
        providerMetadata: SeamProviderMetadata? = nil
    ) {
        self.id = id
        self.isManaged = isManaged
        self.name = name
        self.location = location
        self.providerName = providerName
        self.startsAt = startsAt
        self.expiry = expiry
        self.cardNumber = cardNumber
        self.code = code
        self.supportedUnlockProximities = SeamUnlockProximity.firstOccurrences(supportedUnlockProximities)
        self.errors = errors
        self.entrances = entrances
        self.lockState = lockState
        self.providerMetadata = providerMetadata
    }

    /// The credential's ``name``: the spelling one of Seam's guides uses.
    public var displayName: String { name }
}

extension SeamCredential {
    /// The errors that apply at `now`: ``errors``, plus ``SeamCredentialError/expired`` once
    /// ``expiry`` has passed but the backend has not reported it yet, and
    /// ``SeamCredentialError/awaitingLocalCredential`` (in its place by severity) while
    /// ``startsAt`` is still to come. ``Seam/unlock(using:proximity:timeout:)`` checks these.
    public func effectiveErrors(at now: Date) -> [SeamCredentialError] {
        SeamCredentialError.effective(errors, startsAt: startsAt, expiry: expiry, at: now)
    }

    /// Whether access has not begun at `now` (``startsAt`` is later).
    public func isNotYetValid(at now: Date) -> Bool {
        SeamCredentialError.isNotYetValid(startsAt: startsAt, at: now)
    }

    /// Whether the credential can unlock at `now`.
    public func isUsable(at now: Date) -> Bool {
        effectiveErrors(at: now).isEmpty
    }

    /// A copy with `errors` in place of ``errors``, every other member kept.
    package func replacingErrors(with errors: [SeamCredentialError]) -> SeamCredential {
        SeamCredential(id: id, isManaged: isManaged, name: name, location: location, providerName: providerName,
                       startsAt: startsAt, expiry: expiry, cardNumber: cardNumber, code: code,
                       supportedUnlockProximities: supportedUnlockProximities, errors: errors, entrances: entrances,
                       lockState: lockState, providerMetadata: providerMetadata)
    }

    /// A copy with `lockState` in place of ``lockState``, every other member kept.
    package func replacingLockState(with lockState: SeamLockState?) -> SeamCredential {
        SeamCredential(id: id, isManaged: isManaged, name: name, location: location, providerName: providerName,
                       startsAt: startsAt, expiry: expiry, cardNumber: cardNumber, code: code,
                       supportedUnlockProximities: supportedUnlockProximities, errors: errors, entrances: entrances,
                       lockState: lockState, providerMetadata: providerMetadata)
    }
}

extension SeamCredentialError {
    /// The rule behind ``SeamCredential/effectiveErrors(at:)`` (and the UI model's), written once.
    package static func effective(_ errors: [SeamCredentialError], startsAt: Date?, expiry: Date?,
                                  at now: Date) -> [SeamCredentialError] {
        var effective = errors
        if let expiry, expiry <= now, !effective.contains(.expired) { effective.insert(.expired, at: 0) }
        if isNotYetValid(startsAt: startsAt, at: now), !effective.contains(.awaitingLocalCredential) {
            effective.insert(.awaitingLocalCredential, at: effective.firstIndex(of: .unknown) ?? effective.endIndex)
        }
        return effective
    }

    package static func isNotYetValid(startsAt: Date?, at now: Date) -> Bool {
        guard let startsAt else { return false }
        return startsAt > now
    }
}
