import Foundation

/// Decides what a ``SeamUnlockRequest`` shows, given the key list's state, or that it must
/// wait for the list to load. Pure: the same inputs give the same answer.
public enum SeamUnlockRequestResolver {
    /// The answer for one request at one moment.
    public enum Resolution: Hashable, Sendable {
        /// Keys are still loading (cold launch, activation running): keep the request.
        case wait
        /// Deliver this outcome now; the request is done.
        case deliver(SeamUnlockRequestOutcome)
    }

    /// - Parameters:
    ///   - credentials: The keys the list shows.
    ///   - activation: The list's activation state.
    ///   - now: When expiry is judged.
    ///   - isSignedOut: The list was active and is now inactive: the user signed out, so an
    ///     inactive list is not a launch still loading and the key will not come.
    ///   - isFresh: The request is young enough to start unlocking by itself
    ///     (``SeamUnlockRouter/maximumAutoStartAge``); a stale one only shows the card.
    public static func resolve(
        _ request: SeamUnlockRequest,
        credentials: [SeamAccessCredential],
        activation: SeamActivationState,
        now: Date,
        locale: Locale = .current,
        isSignedOut: Bool = false,
        isFresh: Bool = true
    ) -> Resolution {
        if let credential = credentials.first(where: { $0.id == request.credentialId }) {
            if let error = credential.effectiveErrors(at: now).first,
               let status = SeamStatusPresentation(credential: credential, now: now, locale: locale) {
                return .deliver(.showBlockedCard(credentialId: credential.id, error: error, status: status))
            }
            let startsUnlock = request.startsUnlock && request.source.mayStartUnlock && isFresh
            return .deliver(.showCard(credentialId: credential.id, startsUnlock: startsUnlock))
        }
        switch activation {
        case .inactive where isSignedOut:
            let problem = SeamUnlockRequestOutcome.Problem.notActivated(.initializationRequired)
            return .deliver(.showMessage(problem, status: problem.status(locale: locale)))
        case .inactive, .activating:
            // An offline cache may list keys before activation ends; the key may still come.
            return .wait
        case .active:
            let problem = SeamUnlockRequestOutcome.Problem.unknownCredential(request.credentialId)
            return .deliver(.showMessage(problem, status: problem.status(locale: locale)))
        case .failed(let error):
            let problem = SeamUnlockRequestOutcome.Problem.notActivated(error)
            return .deliver(.showMessage(problem, status: problem.status(locale: locale)))
        }
    }
}
