import Foundation

/// How a ``SeamUnlockRequest`` ended, for whoever made it (an App Intent's dialog).
public enum SeamUnlockReport: Hashable, Sendable {
    /// The request showed no ready card: a message or a blocked card.
    case notStarted(SeamUnlockRequestOutcome)
    /// The card ran the unlock and it ended in this phase (granted, timed out, failed, or
    /// blocked by an error that appeared meanwhile).
    case finished(SeamUnlockPhase)
    /// The card showed but unlocking was not asked for.
    case shown
    /// The request was left for the app (``SeamUnlockHandOff``), which opens on the card and
    /// unlocks; this process cannot hear how it ends.
    case handedToApp
    /// Nothing was heard in time: the key screen was not shown, the card was closed before it
    /// finished, or whoever asked gave up. Worded "Couldn't open the key", not as a lock that
    /// did not respond.
    case noAnswer
    /// The key's card was already unlocking when the request reached it: the request started
    /// nothing (one attempt at a time; the running one goes on), and that attempt's outcome is
    /// not reported as the request's own. Worded as the card's "Unlocking…".
    case alreadyUnlocking

    /// What to say about it, with the same copy the card uses.
    public func status(locale: Locale = .current) -> SeamStatusPresentation {
        switch self {
        case .notStarted(let outcome):
            outcome.status ?? SeamStatusPresentation(phase: .idle, locale: locale)
        case .finished(let phase):
            SeamStatusPresentation(phase: phase, locale: locale)
        case .shown:
            SeamStatusPresentation(phase: .idle, locale: locale)
        case .handedToApp, .alreadyUnlocking:
            SeamStatusPresentation(phase: .unlocking, locale: locale)
        case .noAnswer:
            // Not the lock's "didn't respond": the card never showed or never finished.
            SeamStatusPresentation(key: "unlock.noAnswer", systemImage: "exclamationmark.circle", tone: .warning, action: nil,
                                   locale: locale)
        }
    }
}

extension SeamUnlockReport {
    /// What an App Intent says: the status's title and message as one or two sentences.
    public func dialog(locale: Locale = .current) -> String {
        let status = status(locale: locale)
        guard let last = status.title.last, !last.isPunctuation else { return "\(status.title) \(status.message)" }
        return "\(status.title). \(status.message)"
    }
}

extension SeamUnlockPhase {
    /// Whether an unlock attempt that reached this phase has ended.
    var endsAttempt: Bool {
        switch self {
        case .idle, .unlocking, .authenticating: false
        case .granted, .timedOut, .connectionFailed, .blocked, .preflightFailed, .confirmationDeclined,
             .confirmationInterrupted, .confirmationFailed, .confirmationUnavailable: true
        }
    }
}
