import Foundation

/// Whether an unlock must be confirmed by the device's owner (Face ID, Touch ID or the
/// passcode) before it is sent, and what happens when that cannot be asked.
///
/// Off by default, with one exception: an unlock that the widget's or a stay's Unlock link
/// starts by itself, of a lock opened over the internet, asks
/// (``confirmsLinkStartedRemoteUnlocks`` says why). Set it once, early, for the whole app:
/// every unlock card reads it when an attempt starts, so the card, links, widgets and App
/// Intents (which all unlock through the card) honour it without further wiring. Set it before the first scene is created (in the
/// `App`'s `init` or `application(_:didFinishLaunchingWithOptions:)`): a link or an intent
/// that launches the app can start an unlock as soon as its card appears.
///
/// ```swift
/// // Face ID / Touch ID before every unlock; the passcode when biometrics are unavailable.
/// SeamUnlockConfirmation.current = .always(fallback: .passcode)
/// // Only Salto keys, and refuse to unlock where biometrics cannot be used:
/// SeamUnlockConfirmation.current = .providers(["salto_space"], fallback: .refuse)
/// ```
///
/// Code that calls ``Seam/unlock(using:timeout:)`` itself bypasses the card and this policy:
/// call ``Seam/confirmAndUnlock(using:timeout:locale:confirmation:authenticator:)`` instead (see the "Custom integration"
/// article). Face ID needs `NSFaceIDUsageDescription` in the app's Info.plist: without it,
/// ``SeamUnlockConfirmation/DeviceOwnerAuthenticator`` does not ask on a Face ID device and the unlock is refused.
public struct SeamUnlockConfirmation: Hashable, Sendable {
    /// Which keys need confirmation.
    public enum Scope: Hashable, Sendable {
        /// None: unlocks are sent at once.
        case none
        /// Every key.
        case all
        /// Keys whose ``SeamAccessCredential/id`` is in `keyIds` or whose
        /// ``SeamAccessCredential/provider`` is in `providers`. When `providers` is not empty,
        /// a key whose provider is not known is confirmed too: it might be one of them.
        case matching(keyIds: Set<String>, providers: Set<String>)
    }

    /// What happens when biometrics cannot be used (none on the device, none enrolled).
    public enum Fallback: Hashable, Sendable {
        /// Ask for the device passcode instead (LocalAuthentication's device owner
        /// authentication). With no passcode set either, the unlock is refused.
        case passcode
        /// Refuse to unlock: only Face ID or Touch ID confirm.
        case refuse
    }

    /// Which unlocks ask the owner first.
    public var scope: Scope
    /// What the owner may use instead of Face ID or Touch ID.
    public var fallback: Fallback

    /// Confirmation for `scope`, with the passcode as the fallback unless given.
    public init(scope: Scope, fallback: Fallback = .passcode) {
        self.scope = scope
        self.fallback = fallback
    }

    /// No confirmation (the default).
    public static let never = SeamUnlockConfirmation(scope: .none)

    /// Confirmation before every unlock.
    public static func always(fallback: Fallback = .passcode) -> SeamUnlockConfirmation {
        SeamUnlockConfirmation(scope: .all, fallback: fallback)
    }

    /// Confirmation before unlocking keys of these providers (for example `"salto_space"`).
    public static func providers(_ providers: Set<String>, fallback: Fallback = .passcode) -> SeamUnlockConfirmation {
        SeamUnlockConfirmation(scope: .matching(keyIds: [], providers: providers), fallback: fallback)
    }

    /// Confirmation before unlocking these keys (by ``SeamAccessCredential/id``).
    public static func keys(_ keyIds: Set<String>, fallback: Fallback = .passcode) -> SeamUnlockConfirmation {
        SeamUnlockConfirmation(scope: .matching(keyIds: keyIds, providers: []), fallback: fallback)
    }

    /// How to confirm an unlock of `credentialId` (whose provider is `provider`), or `nil`
    /// when it needs no confirmation. A policy naming providers asks when `provider` is `nil`
    /// (not known), so an unknown key is never unlocked unasked.
    package func method(forKey credentialId: String, provider: String?) -> SeamUnlockConfirmation.AuthenticationMethod? {
        let required: Bool
        switch scope {
        case .none: required = false
        case .all: required = true
        case .matching(let keyIds, let providers):
            let providerMatches = provider.map(providers.contains) ?? !providers.isEmpty
            required = keyIds.contains(credentialId) || providerMatches
        }
        guard required else { return nil }
        return fallback == .passcode ? .biometricsOrPasscode : .biometrics
    }

    /// The strictest answer of several policies for one key: confirmation when any of them
    /// asks for it, biometrics only when any of them refuses the passcode. A card or a call
    /// given a policy of its own applies it together with ``current``, so it can ask for
    /// more than the app's policy, never less.
    ///
    /// ```swift
    /// SeamUnlockConfirmation.method(forKey: "k", provider: nil, policies: [.never, .always(fallback: .refuse)])
    /// // .biometrics
    /// ```
    package static func method(forKey credentialId: String, provider: String?,
                              policies: [SeamUnlockConfirmation]) -> SeamUnlockConfirmation.AuthenticationMethod? {
        let methods = policies.compactMap { $0.method(forKey: credentialId, provider: provider) }
        guard !methods.isEmpty else { return nil }
        return methods.contains(.biometrics) ? .biometrics : .biometricsOrPasscode
    }

    private static let storage = LockIsolated(SeamUnlockConfirmation.never)
    private static let authenticatorStorage = LockIsolated<any SeamOwnerAuthenticator>(SeamUnlockConfirmation.DeviceOwnerAuthenticator())

    /// The app's policy, read by every unlock card when an attempt starts; safe to read and
    /// write from any thread. ``never`` until set.
    public static var current: SeamUnlockConfirmation {
        get { storage.snapshot }
        set { storage.withLock { $0 = newValue } }
    }

    /// What asks the owner: ``SeamUnlockConfirmation/DeviceOwnerAuthenticator`` (LocalAuthentication) by default.
    /// Replace it only to change how the question is asked; safe from any thread.
    public static var authenticator: any SeamOwnerAuthenticator {
        get { authenticatorStorage.snapshot }
        set { authenticatorStorage.withLock { $0 = newValue } }
    }
}
