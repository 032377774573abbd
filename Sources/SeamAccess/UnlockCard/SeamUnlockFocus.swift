import Foundation

/// Where VoiceOver focus goes when the unlock card changes phase, and whether the change is
/// announced instead: the element a VoiceOver user activated often disappears (Unlock turns
/// into progress), so focus goes to the new phase's title rather than the top of the screen.
/// ``SeamUnlockAnnouncementPlan`` adds the fallback for a move iOS drops.
/// Reasons: `SeamUnlockCardEndingTests`.
package enum SeamUnlockFocus: Hashable, Sendable {
    /// The unlock button.
    case unlockButton
    /// The progress title ("Unlocking…") above Cancel.
    case progressTitle
    /// The outcome's title ("Door unlocked", "Timed out"), above its message and action.
    case outcomeTitle

    /// The element to focus once the card shows `phase`, or `nil` to leave focus alone.
    /// - Parameter focusWasInCard: Whether VoiceOver focus was on one of the card's elements
    ///   (or the user just activated one of its buttons) when the phase changed.
    package static func target(for phase: SeamUnlockCardViewModel.Phase, focusWasInCard: Bool) -> SeamUnlockFocus? {
        guard focusWasInCard else { return nil }
        switch phase {
        case .idle: return .unlockButton
        case .unlocking: return .progressTitle
        // The system's Face ID or passcode question is on screen and speaks for itself.
        case .authenticating: return nil
        case .granted, .timedOut, .connectionFailed, .blocked, .preflightFailed, .confirmationDeclined,
             .confirmationInterrupted, .confirmationFailed, .confirmationUnavailable: return .outcomeTitle
        }
    }

    /// Whether to post an announcement the card's view model asked for
    /// (``SeamUnlockCardOutput/announcement(_:)``) while it shows `phase`: only when focus does
    /// not move to the phase's title, which would say the same and cut the announcement off.
    /// - Parameter currentFocus: Where focus is now. When it is already on the target (one
    ///   outcome replaced by another under a focused title), focus does not move, so nothing
    ///   would read the change: it is announced.
    package static func announces(_ phase: SeamUnlockCardViewModel.Phase, focusWasInCard: Bool,
                                 currentFocus: SeamUnlockFocus?) -> Bool {
        guard let target = target(for: phase, focusWasInCard: focusWasInCard) else { return true }
        return target == currentFocus
    }
}
