import Foundation

/// How a key list's ``SeamCredentialsViewModel/Activation`` follows the service's ``Seam/SessionState``: the
/// session decides; the list's own ``SeamCredentialsViewModel/activate()`` call only fills in
/// what a service without a lifecycle of its own cannot say (its activation running or
/// failing), why a session ended (the backend ended it: ``sessionEnded(_:)``) and that the
/// app has not signed in for too long (``signInWaitElapsed()``).
package struct SeamListActivation: Hashable, Sendable {
    /// The list's own activation call.
    enum Own: Hashable, Sendable {
        case running
        case failed(SeamFailure)
    }

    package private(set) var session: SeamSessionState
    private var own: Own?
    /// The session has been active while the list followed it: going back to
    /// ``Seam/SessionState/notSignedIn`` (all a service without a lifecycle can say) is then a
    /// sign-out.
    private var sawActive: Bool
    /// Why the backend ended the session (its client session expired or was revoked), until
    /// the app signs in again: what the list says instead of "not set up yet".
    package private(set) var ended: SeamFailure?
    /// The list waited ``SeamKeyListMachine/signInWait`` for the app's first sign-in in vain.
    package private(set) var signInWaitElapsed = false

    package init(session: SeamSessionState) {
        self.session = session
        sawActive = session == .active
    }

    /// The session moved on: what the list's own call found is superseded, and a new sign-in
    /// forgets how the last session ended.
    package mutating func sessionChanged(_ newSession: SeamSessionState) {
        guard newSession != session else { return }
        session = newSession
        own = nil
        switch newSession {
        case .active:
            sawActive = true
            ended = nil
        case .activating, .failed:
            ended = nil
        case .notSignedIn, .signedOut:
            break
        }
        if newSession != .notSignedIn { signInWaitElapsed = false }
    }

    /// The backend ended the session (``SeamServiceProtocol/sessionEndedPublisher``, or a
    /// refresh that failed with ``SeamError/invalidClientSessionToken``): once the session is
    /// over, the list says so rather than that mobile keys are not set up.
    package mutating func sessionEnded(_ reason: SeamFailure) {
        ended = reason
    }

    /// Whether the list is waiting, quietly, for the app's first sign-in: nothing has signed in
    /// since launch, the list's own activation found no session, and the wait has not run out.
    package var isWaitingForSignIn: Bool {
        guard session == .notSignedIn, !sawActive, ended == nil, !signInWaitElapsed else { return false }
        guard case .failed(let error) = own else { return false }
        return error == .initializationRequired
    }

    /// The wait for the app's first sign-in ran out with nobody signed in: the list says that
    /// sign-in is required, with "Try again".
    package mutating func signInWaitEnded() {
        if isWaitingForSignIn { signInWaitElapsed = true }
    }

    /// Whether "Try again" can help: any failure retrying may fix, and a sign-in the app has not
    /// made in time (it may have by now). Not a sign-out or an ended session: only the app's
    /// sign-in fixes those, and the list follows it by itself.
    package var offersRetry: Bool {
        guard case .failed(let error) = state else { return false }
        if error == .initializationRequired { return signInWaitElapsed && !sawActive }
        return error.isRetryable
    }

    package mutating func ownActivationStarted() {
        own = .running
    }

    /// `nil` for success: the session (read afresh by the caller) says what it led to.
    package mutating func ownActivationFinished(_ failure: SeamFailure?) {
        own = failure.map(Own.failed)
    }

    /// What the list shows.
    package var state: SeamCredentialsViewModel.Activation {
        switch session {
        case .active: return .active
        case .activating: return .activating
        case .failed(let error): return .failed(error)
        // Only the app can sign in again: say so (why, when the backend ended the session),
        // with no retry.
        case .signedOut: return .failed(ended ?? .initializationRequired)
        case .notSignedIn:
            switch own {
            case .running: return .activating
            case .failed(let error) where error != .initializationRequired: return .failed(error)
            // Before the app's first sign-in, the list waits quietly (the app's activation
            // reaches it through the session, failure included), for a while.
            case .failed, nil:
                if let ended { return .failed(ended) }
                return sawActive || signInWaitElapsed ? .failed(.initializationRequired) : .inactive
            }
        }
    }
}
