import Foundation

/// How the unlock card makes sure VoiceOver hears each outcome: it announces it, or moves
/// focus to the new title on the next run-loop turn (``Step/moveFocus(_:id:)``, which VoiceOver
/// then reads) and, when focus did not land there (``focusSettled(id:currentFocus:)``),
/// announces after all. iOS 15 and 16 often drop a focus move to a title inserted in the same
/// update; why each step is so: `SeamUnlockAnnouncementPlanTests`.
package struct SeamUnlockAnnouncementPlan: Hashable, Sendable {
    /// What the card does.
    package enum Step: Hashable, Sendable {
        /// Post this announcement now.
        case announce(String)
        /// Move VoiceOver focus here on the next run-loop turn, then call
        /// ``SeamUnlockAnnouncementPlan/focusSettled(id:currentFocus:)`` with `id`.
        case moveFocus(SeamUnlockFocus, id: Int)
    }

    /// The announcement waiting to see whether focus lands, and where it should land.
    private var pending: Pending?
    private var moves = 0

    private struct Pending: Hashable, Sendable {
        let text: String
        let target: SeamUnlockFocus
        let id: Int
    }

    package init() {}

    /// The card's view model asked to announce `text` while the card shows `phase`.
    /// - Parameters:
    ///   - focusWasInCard: VoiceOver focus was on the card, or the user just used one of its
    ///     buttons (see ``SeamUnlockFocus/target(for:focusWasInCard:)``).
    ///   - currentFocus: Where focus is now.
    package mutating func announcement(_ text: String, phase: SeamUnlockCardViewModel.Phase, focusWasInCard: Bool,
                                      currentFocus: SeamUnlockFocus?) -> [Step] {
        // A newer outcome replaces one still waiting: only the latest is worth hearing.
        pending = nil
        guard let target = SeamUnlockFocus.target(for: phase, focusWasInCard: focusWasInCard),
              target != currentFocus else {
            // Focus stays where it is (elsewhere, or already on the title): nothing reads the change.
            return [.announce(text)]
        }
        moves += 1
        pending = Pending(text: text, target: target, id: moves)
        return [.moveFocus(target, id: moves)]
    }

    /// Where focus is a moment after the move `id` (``Step/moveFocus(_:id:)``): the waiting
    /// announcement is posted unless focus landed on its target. A report for an older move
    /// does nothing: the newer outcome waits for its own.
    package mutating func focusSettled(id: Int, currentFocus: SeamUnlockFocus?) -> [Step] {
        guard let waiting = pending, waiting.id == id else { return [] }
        pending = nil
        return currentFocus == waiting.target ? [] : [.announce(waiting.text)]
    }
}
