import Foundation

/// Where VoiceOver focus goes when the unlock card changes phase.
///
/// The element a VoiceOver user activated often disappears: Unlock turns into the progress
/// view, Cancel disappears when the attempt ends, Done and Try again go with their outcome.
/// Without a target, focus falls back to the top of the screen and the user loses their place.
/// Outcomes are announced as well; focus goes to the card's heading (the key's name), so
/// reading on continues into the outcome and its action right below it.
///
/// Focus only moves when it was in the card: a background change (a sync that gives the key
/// an error) must not pull a VoiceOver user away from what they are reading elsewhere.
///
/// ```swift
/// .onChange(of: viewModel.phase) { phase in
///     if let target = SeamUnlockFocus.target(for: phase, focusWasInCard: focus != nil) { focus = target }
/// }
/// ```
public enum SeamUnlockFocus: Hashable, Sendable {
    /// The unlock button.
    case unlockButton
    /// The Cancel button under the progress view.
    case cancelButton
    /// The card's heading (the key's name), above the outcome.
    case heading

    /// The element to focus once the card shows `phase`, or `nil` to leave focus alone.
    /// - Parameter focusWasInCard: Whether VoiceOver focus was on one of the card's elements
    ///   (or the user just activated one of its buttons) when the phase changed.
    public static func target(for phase: SeamUnlockPhase, focusWasInCard: Bool) -> SeamUnlockFocus? {
        guard focusWasInCard else { return nil }
        switch phase {
        case .idle: return .unlockButton
        case .unlocking: return .cancelButton
        case .granted, .timedOut, .connectionFailed, .blocked, .preflightFailed: return .heading
        }
    }
}
