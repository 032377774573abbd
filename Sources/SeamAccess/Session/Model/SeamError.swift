import Foundation

/// An SDK-level error: a command was called when its preconditions were not met.
///
/// Every case says what to do next; ``localizedDescription`` gives a short localized
/// explanation. No case ever carries a client session token.
///
/// ```swift
/// do {
///     try Seam.initialize(clientSessionToken: token)
/// } catch SeamError.invalidClientSessionToken {
///     // ask your backend for a fresh token
/// }
/// ```
public enum SeamError: Error, Hashable, Sendable {
    /// The operation needs the internet and none is available.
    case internetConnectionRequired
    /// Call `initialize(clientSessionToken:)` (and `activate()`) first.
    case initializationRequired
    /// The client session token is empty, malformed, expired or revoked.
    case invalidClientSessionToken
    /// A deactivation is running; try again when it has finished.
    case deactivationInProgress
    /// Already initialized: call `deactivate(deintegrate:)` before initializing again.
    case alreadyInitialized
    /// No credential has that identifier.
    case invalidCredentialId
    /// No lock integration is installed for the credential's provider.
    case integrationNotFound
    /// The credential has errors that must be resolved before it can unlock.
    case credentialErrors([SeamCredentialError])
    /// The Seam service was reached but did not give a usable answer: a server error that
    /// outlasted the retries, a rate limit (HTTP 429), or a reply that could not be read.
    /// Not a problem with the phone's connection; trying again later can succeed.
    ///
    /// An addition to the spec's cases, so an app can tell "you are offline" from "the
    /// service is having trouble" (``internetConnectionRequired`` is only the former).
    case serviceUnavailable
    /// The credential does not list this proximity in its
    /// ``SeamAccessCredential/supportedUnlockProximities``: pass one it lists, or `nil` for
    /// its preferred one (a key that lists none leaves the distance to its lock integration,
    /// and only `nil` unlocks it). Thrown by ``Seam/unlock(using:proximity:timeout:)`` before
    /// anything is sent to the lock, after the key's own errors.
    ///
    /// An addition to the spec's cases.
    case unsupportedUnlockProximity(SeamUnlockProximity)
}

extension SeamError {
    /// Whether trying the same call again later can succeed without the user changing
    /// anything in the app (the network returns, a deactivation finishes, activation
    /// completes).
    public var isRetryable: Bool {
        switch self {
        case .internetConnectionRequired, .deactivationInProgress, .initializationRequired, .serviceUnavailable: true
        case .invalidClientSessionToken, .alreadyInitialized, .invalidCredentialId, .integrationNotFound,
             .credentialErrors, .unsupportedUnlockProximity: false
        }
    }
}

extension SeamError: CustomStringConvertible {
    /// The case name, with the credential error codes for ``credentialErrors(_:)``, e.g.
    /// `credentialErrors [expired]`. Stable, not localized.
    public var description: String {
        switch self {
        case .internetConnectionRequired: "internetConnectionRequired"
        case .initializationRequired: "initializationRequired"
        case .invalidClientSessionToken: "invalidClientSessionToken"
        case .deactivationInProgress: "deactivationInProgress"
        case .alreadyInitialized: "alreadyInitialized"
        case .invalidCredentialId: "invalidCredentialId"
        case .integrationNotFound: "integrationNotFound"
        case .serviceUnavailable: "serviceUnavailable"
        case .unsupportedUnlockProximity(let proximity): "unsupportedUnlockProximity [\(proximity.rawValue)]"
        case .credentialErrors(let errors):
            "credentialErrors [\(errors.map(\.code).joined(separator: ", "))]"
        }
    }
}

/// `LocalizedError` has no locale to ask for, so it speaks the app's language
/// (``SeamExtensionConfiguration/AppProcess/preferredLocale()``);
/// a view shows ``SeamStatusPresentation/init(error:locale:)`` in its own `\.locale` instead.
extension SeamError: LocalizedError {
    public var errorDescription: String? {
        SeamStatusPresentation(error: self, locale: SeamAppProcess.preferredLocale()).message
    }

    public var recoverySuggestion: String? {
        SeamStatusPresentation(error: self, locale: SeamAppProcess.preferredLocale()).action?.title
    }
}
