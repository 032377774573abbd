import Foundation

extension Seam {
    /// Where the session stands, published once by ``Seam`` (``Seam/sessionStatePublisher``) and
    /// every `SeamServiceProtocol` (`SeamServiceProtocol/sessionStatePublisher`), so every
    /// key list derives what it shows from the same value: an activation that fails, whoever
    /// started it, reaches every list with its error.
    ///
    /// ```swift
    /// seam.sessionStatePublisher.sink { state in
    ///     if case .failed(let error) = state { showSignInProblem(error) }
    /// }
    /// ```
    public enum SessionState: Hashable, Sendable {
        /// No session yet: the app has not signed in (`initialize` then `activate`) since launch.
        case notSignedIn
        /// An activation is running.
        case activating
        /// Active: keys are published and kept current.
        case active
        /// The last activation failed this way; the session stays initialized, so activating
        /// again retries.
        case failed(SeamFailure)
        /// Signed out: a deactivation ended the session. Only the app can sign in again.
        case signedOut
    }
}

/// The package's name for ``Seam/SessionState``.
package typealias SeamSessionState = Seam.SessionState
