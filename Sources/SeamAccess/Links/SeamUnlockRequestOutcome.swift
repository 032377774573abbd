import Foundation

/// What the key screen does with a ``SeamUnlockRequest``: show the card, or say why not, with
/// the same copy the key list uses for that situation.
public enum SeamUnlockRequestOutcome: Hashable, Sendable {
    /// Why a request cannot show a card.
    public enum Problem: Hashable, Sendable {
        /// The link was a Seam link but malformed.
        case invalidLink(SeamLinkError)
        /// No listed key has this id (removed, or another user's).
        case unknownCredential(String)
        /// Activation failed or the user signed out; keys cannot be shown.
        case notActivated(SeamError)
    }

    /// Show the key's unlock card, ready to unlock; start at once when `startsUnlock`.
    case showCard(credentialId: String, startsUnlock: Bool)
    /// Show the key's unlock card in its blocked state: the key is listed but cannot unlock
    /// (expired, or an error). `status` is exactly what the key's card shows in the list, so
    /// no unlock is started even when one was asked for.
    case showBlockedCard(credentialId: String, error: SeamCredentialError, status: SeamStatusPresentation)
    /// Show a message instead of a card (an alert or banner over the key list).
    case showMessage(Problem, status: SeamStatusPresentation)

    /// The card to select, if any.
    public var credentialId: String? {
        switch self {
        case .showCard(let id, _), .showBlockedCard(let id, _, _): id
        case .showMessage: nil
        }
    }

    /// What to tell the user, when the outcome is not a ready card.
    public var status: SeamStatusPresentation? {
        switch self {
        case .showCard: nil
        case .showBlockedCard(_, _, let status), .showMessage(_, let status): status
        }
    }
}

extension SeamUnlockRequestOutcome.Problem {
    /// The message the key screen shows for this problem: an unknown key and a malformed link
    /// read like a key that is no longer available; activation problems read as they do on
    /// the list.
    public func status(locale: Locale = .current) -> SeamStatusPresentation {
        switch self {
        case .invalidLink: SeamStatusPresentation(error: .invalidCredentialId, locale: locale)
        case .unknownCredential: SeamStatusPresentation(error: .invalidCredentialId, locale: locale)
        case .notActivated(let error): SeamStatusPresentation(error: error, locale: locale)
        }
    }
}
