import Foundation

extension SeamUnlockRequest {
    /// How a request ended: what the key screen answered when it took it (a card, or a
    /// message saying why not, with the same copy the key list uses), and, for a request that
    /// asked to start unlocking, how that unlock ended. Whoever made the request hears it
    /// (``SeamUnlockRouter/requestAndWait(_:timeout:)``, an App Intent's dialog).
    public enum Outcome: Hashable, Sendable {
        /// The key's unlock card showed, ready to unlock; it starts at once when `startsUnlock`
        /// (and the request then ends in one of the cases below, never this one).
        case showCard(credentialId: String, startsUnlock: Bool)
        /// The key's unlock card showed in its blocked state: the key is listed but cannot
        /// unlock (expired, or an error). `status` is exactly what the key's card shows in the
        /// list, so no unlock is started even when one was asked for.
        case showBlockedCard(credentialId: String, error: SeamCredentialError, status: SeamStatusPresentation)
        /// The link was a Seam link but malformed (one of ``SeamLinkFormat/ParseResult``'s
        /// invalid cases); read like a key that is no longer available.
        case invalidLink(SeamLinkFormat.ParseResult, status: SeamStatusPresentation)
        /// No listed key has this id (removed, or another user's).
        case unknownCredential(String, status: SeamStatusPresentation)
        /// Activation failed or the user signed out; keys cannot be shown.
        case notActivated(SeamFailure, status: SeamStatusPresentation)
        /// The card ran the unlock and it ended in this phase (granted, timed out, failed, or
        /// blocked by an error that appeared meanwhile), or `.idle` when the person cancelled
        /// it on the card: ``status(locale:)`` then says "Unlock stopped", and that a request
        /// already sent may still open the door (never "Ready to unlock").
        case finished(SeamUnlockCardViewModel.Phase)
        /// The request was left for the app (in the shared container), which opens on the card
        /// and unlocks; this process cannot hear how it ends.
        case handedToApp
        /// Nothing was heard in time: the key screen was not shown, the card was closed before it
        /// finished, or whoever asked gave up. Worded "Couldn't open the key", not as a lock that
        /// did not respond.
        case noAnswer
        /// The key's card was already unlocking when the request reached it: the request started
        /// nothing (one attempt at a time; the running one goes on), and that attempt's outcome is
        /// not reported as the request's own. Worded as the card's "Unlocking…".
        case alreadyUnlocking

        /// The card the key screen selects for it, if any.
        public var credentialId: String? {
            switch self {
            case .showCard(let id, _), .showBlockedCard(let id, _, _): id
            case .invalidLink, .unknownCredential, .notActivated, .finished, .handedToApp, .noAnswer,
                 .alreadyUnlocking: nil
            }
        }

        /// What the key screen tells the user when it takes the request and shows no ready
        /// card: a blocked card's status, or the message shown instead of a card.
        public var screenStatus: SeamStatusPresentation? {
            switch self {
            case .showBlockedCard(_, _, let status), .invalidLink(_, let status), .unknownCredential(_, let status),
                 .notActivated(_, let status): status
            case .showCard, .finished, .handedToApp, .noAnswer, .alreadyUnlocking: nil
            }
        }

        /// What to tell whoever made the request, with the same copy the card uses.
        public func status(locale: Locale) -> SeamStatusPresentation {
            status(provider: nil, locale: locale)
        }

        /// ``status(locale:)`` for a key of `provider`: a lock opened over the internet has its
        /// own copy, as on its card (``SeamStatusPresentation/init(phase:provider:locale:)``).
        package func status(provider: String?, locale: Locale) -> SeamStatusPresentation {
            if let screenStatus { return screenStatus }
            switch self {
            case .finished(.idle):
                // The person cancelled it on the card.
                return SeamStatusPresentation(key: "unlock.stopped", systemImage: "xmark.circle", tone: .info,
                                              action: nil, locale: locale)
            case .finished(let phase):
                return SeamStatusPresentation(phase: phase, provider: provider, locale: locale)
            case .handedToApp, .alreadyUnlocking:
                return SeamStatusPresentation(phase: .unlocking, locale: locale)
            case .noAnswer:
                // Not the lock's "didn't respond": the card never showed or never finished.
                return SeamStatusPresentation(key: "unlock.noAnswer", systemImage: "exclamationmark.circle", tone: .warning,
                                              action: nil, locale: locale)
            case .showCard, .showBlockedCard, .invalidLink, .unknownCredential, .notActivated:
                return SeamStatusPresentation(phase: .idle, locale: locale)
            }
        }

        /// What an App Intent says: the status's title and message as one or two sentences.
        public func dialog(locale: Locale) -> String {
            dialog(provider: nil, locale: locale)
        }

        /// ``dialog(locale:)`` for a key of `provider` (``status(provider:locale:)``).
        package func dialog(provider: String?, locale: Locale) -> String {
            let status = status(provider: provider, locale: locale)
            guard let last = status.title.last, !last.isPunctuation else { return "\(status.title) \(status.message)" }
            return "\(status.title). \(status.message)"
        }

        /// The message for a malformed link or an unknown key: they read like a key that is no
        /// longer available.
        static func keyUnavailableStatus(locale: Locale) -> SeamStatusPresentation {
            SeamStatusPresentation(error: .invalidCredentialId, locale: locale)
        }
    }
}

extension SeamUnlockCardViewModel.Phase {
    /// Whether an unlock attempt that reached this phase has ended.
    var endsAttempt: Bool {
        switch self {
        case .idle, .unlocking, .authenticating: false
        case .granted, .timedOut, .connectionFailed, .blocked, .preflightFailed, .confirmationDeclined,
             .confirmationInterrupted, .confirmationFailed, .confirmationUnavailable: true
        }
    }
}
