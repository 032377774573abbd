import Foundation
@_spi(SeamInternal) import SeamSDK

/// Everything an app sets up once for its keys, in one value applied in one call, early: in
/// the `App`'s `init` (or `application(_:didFinishLaunchingWithOptions:)`), before the first
/// scene, because a link, a widget or Siri can launch the app and start an unlock as soon as
/// a key's card appears.
///
/// Each part is optional: what you leave `nil` keeps what it was (its default, or what the
/// Info.plist says), and every part stays available on its own for code that sets one later
/// (``SeamExtensionConfiguration/current``, ``SeamUnlockConfirmation/current``,
/// ``SeamUnlockConfirmation/authenticator``, ``Seam/walletPresentationSuppressor``).
///
/// ```swift
/// SeamAppConfiguration(
///     extensions: SeamExtensionConfiguration(container: .appGroup("group.com.example.keys"),
///                                            linkFormat: SeamLinkFormat(scheme: "myapp")),
///     unlockConfirmation: .always(fallback: .passcode),
///     walletPresentationSuppressor: SeamPassKitPresentationSuppressor()
/// ).apply()
/// ```
@MainActor
public struct SeamAppConfiguration {
    /// The App Group the widgets and intents read, the app's link forms and what the widget
    /// shows when locked (``SeamExtensionConfiguration/current``).
    public var extensions: SeamExtensionConfiguration?
    /// Whether unlocks ask for Face ID, Touch ID or the passcode first (``SeamUnlockConfirmation/current``).
    public var unlockConfirmation: SeamUnlockConfirmation?
    /// What asks the owner (``SeamUnlockConfirmation/authenticator``); LocalAuthentication's unless set.
    public var ownerAuthenticator: (any SeamOwnerAuthenticator)?
    /// What keeps Apple Wallet away at NFC readers during unlocks (SeamComponents'
    /// `SeamPassKitPresentationSuppressor`), set on ``seam``.
    public var walletPresentationSuppressor: (any SeamWalletSuppressionHold.PassPresentationSuppressing)?
    /// The service SeamComponents' views use where none is injected (the `\.seamService`
    /// environment value's default), and where the default error style's "Try again" and the
    /// refresh after the verification page go when no key list routes them (an error style
    /// used outside the views that bind it). The live ``SeamService`` unless set.
    public var service: (any SeamServiceProtocol)?
    /// The SDK instance the Wallet suppressor is set on.
    public var seam: Seam

    /// A configuration of the parts given; apply it with ``apply()``.
    public init(
        extensions: SeamExtensionConfiguration? = nil,
        unlockConfirmation: SeamUnlockConfirmation? = nil,
        ownerAuthenticator: (any SeamOwnerAuthenticator)? = nil,
        walletPresentationSuppressor: (any SeamWalletSuppressionHold.PassPresentationSuppressing)? = nil,
        service: (any SeamServiceProtocol)? = nil,
        seam: Seam = .shared
    ) {
        self.extensions = extensions
        self.unlockConfirmation = unlockConfirmation
        self.ownerAuthenticator = ownerAuthenticator
        self.walletPresentationSuppressor = walletPresentationSuppressor
        self.service = service
        self.seam = seam
    }

    /// Sets every part given, each where it lives; parts left `nil` keep their value. Call it
    /// once, before the first scene. Links still reach the app through its scene (a URL is
    /// delivered to a window, not to the process): hand them to ``SeamUnlockRouter`` with
    /// `.onOpenURL { SeamUnlockRouter.shared.open($0) }` on the scene's root view.
    public func apply() {
        if let extensions { SeamExtensionConfiguration.current = extensions }
        if let unlockConfirmation { SeamUnlockConfirmation.current = unlockConfirmation }
        if let ownerAuthenticator { SeamUnlockConfirmation.authenticator = ownerAuthenticator }
        if let walletPresentationSuppressor { seam.walletPresentationSuppressor = walletPresentationSuppressor }
        if let service { Self.configuredService.withLock { $0 = SeamServiceReference(service: service) } }
    }

    /// The service ``apply()`` set, if any: what SeamComponents uses where no service is
    /// injected or routed. Readable from any thread (the environment's default is read there);
    /// use the service itself on the main actor, as every ``SeamServiceProtocol`` requires.
    package nonisolated static var appliedService: (any SeamServiceProtocol)? {
        configuredService.withLock { $0?.service }
    }

    /// Forgets the applied service (tests restore the process's state with it).
    package nonisolated static func forgetAppliedService() {
        configuredService.withLock { $0 = nil }
    }

    private nonisolated static let configuredService = LockIsolated<SeamServiceReference?>(nil)
}

/// A service held across threads by the configuration.
private struct SeamServiceReference: @unchecked Sendable {
    // Safe to share: the reference itself never changes, and `SeamServiceProtocol` is
    // `@MainActor`, so every conformer's state is isolated to the main actor: a thread that
    // reads this only hands the reference on, and the service is used on the main actor.
    let service: any SeamServiceProtocol
}
