import Foundation

/// How a key list's ``SeamCredentialsViewModel/Activation`` follows the service's ``Seam/SessionState``: the
/// session decides; the list's own ``SeamCredentialsViewModel/activate()`` call only fills in
/// what a service without a lifecycle of its own cannot say (its activation running or
/// failing).
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

    package init(session: SeamSessionState) {
        self.session = session
        sawActive = session == .active
    }

    /// The session moved on: what the list's own call found is superseded.
    package mutating func sessionChanged(_ newSession: SeamSessionState) {
        guard newSession != session else { return }
        session = newSession
        own = nil
        if newSession == .active { sawActive = true }
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
        // Only the app can sign in again: say so, with no retry.
        case .signedOut: return .failed(.initializationRequired)
        case .notSignedIn:
            switch own {
            case .running: return .activating
            case .failed(let error) where error != .initializationRequired: return .failed(error)
            // Before the app's first sign-in, the list waits quietly (the app's activation
            // reaches it through the session, failure included).
            case .failed, nil: return sawActive ? .failed(.initializationRequired) : .inactive
            }
        }
    }
}
