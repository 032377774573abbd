import Foundation

/// An SDK-level error: a command was called when its preconditions were not met.
///
/// Exactly the eight cases of Seam's reference, so an exhaustive `switch` written from it
/// compiles. Two failures the SDK can also report have error types of their own, which such a
/// switch never has to name: ``SeamServiceUnavailableError`` (Seam's service answered, but not
/// usefully) and ``SeamUnsupportedUnlockProximityError`` (a proximity the credential does not
/// list). ``SeamFailure`` holds any of the three as one value. No case ever carries a client
/// session token.
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
}

extension SeamError {
    /// Whether trying the same call again later can succeed without the user changing
    /// anything in the app (the network returns, a deactivation finishes, activation
    /// completes).
    public var isRetryable: Bool {
        switch self {
        case .internetConnectionRequired, .deactivationInProgress, .initializationRequired: true
        case .invalidClientSessionToken, .alreadyInitialized, .invalidCredentialId, .integrationNotFound,
             .credentialErrors: false
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
        case .credentialErrors(let errors):
            "credentialErrors [\(errors.map(\.code).joined(separator: ", "))]"
        }
    }
}
