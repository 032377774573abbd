import Foundation

/// Where VoiceOver focus goes when the unlock card changes phase, and whether the change is
/// also announced.
///
/// The element a VoiceOver user activated often disappears: Unlock turns into the progress
/// view, Cancel disappears when the attempt ends, Done and Try again go with their outcome.
/// Without a target, focus falls back to the top of the screen and the user loses their place.
/// Focus goes to the new phase's own title ("Unlocking…", "Door unlocked", "Timed out"), so
/// VoiceOver reads what happened and reading on continues into its message and action.
///
/// Focus and an announcement cannot both be heard: moving focus makes VoiceOver read the newly
/// focused element, which interrupts an announcement posted in the same update. So a phase
/// change that moves focus is not announced (the focused title says it), and one that does not
/// (focus was elsewhere) is announced instead.
///
/// SeamComponents' card goes one step further with ``SeamUnlockAnnouncementPlan``: it moves
/// focus after the title is on screen and announces after all when focus did not land there
/// (iOS 15 and 16 often drop a move to an element inserted in the same update).
///
/// While the owner is asked (``SeamUnlockCardViewModel/Phase/authenticating``) focus stays where it is and
/// nothing is announced: the system's Face ID or passcode question is on screen and VoiceOver
/// reads it; the outcome that follows is announced.
///
/// Focus only moves when it was in the card: a background change (a sync that gives the key
/// an error) must not pull a VoiceOver user away from what they are reading elsewhere.
///
/// ```swift
/// .onChange(of: viewModel.phase) { phase in
///     if let target = SeamUnlockFocus.target(for: phase, focusWasInCard: focus != nil) { focus = target }
/// }
/// ```
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
