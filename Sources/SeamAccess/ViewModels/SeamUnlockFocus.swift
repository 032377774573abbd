import Foundation

/// Where VoiceOver focus goes when the unlock card changes phase.
///
/// The element a VoiceOver user activated often disappears: Unlock turns into the progress
/// view, Cancel disappears when the attempt ends. Without a target, focus falls back to the
/// top of the screen and the user loses their place. Outcomes are also announced; focus goes
/// to the card's heading (the key's name) so reading continues into the outcome below it.
///
/// ```swift
/// .onChange(of: viewModel.phase) { focus = SeamUnlockFocus.target(for: $0) }
/// ```
public enum SeamUnlockFocus: Hashable, Sendable {
    /// The unlock button.
    case unlockButton
    /// The Cancel button under the progress view.
    case cancelButton
    /// The card's heading (the key's name), above the outcome.
    case heading

    /// The element to focus once the card shows `phase`.
    public static func target(for phase: SeamUnlockPhase) -> SeamUnlockFocus {
        switch phase {
        case .idle: .unlockButton
        case .unlocking: .cancelButton
        case .granted, .timedOut, .connectionFailed, .blocked, .preflightFailed: .heading
        }
    }
}
