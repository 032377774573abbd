import Foundation

/// What picking another key does while the selected key's unlock card shows `phase`: a running
/// unlock goes on and keeps the selection, because a door the person asked to open must not
/// silently stay shut; the person is told how to stop it. The same rule as
/// ``SeamUnlockCardViewModel/Phase/allowsInteractiveDismiss``: no gesture ends an attempt without a word.
package enum SeamSelectionChange: Hashable, Sendable {
    /// Nothing is running: the other key is selected and gets its own card.
    case switches
    /// An attempt is running: the selection stays, the attempt goes on, and the screen says so.
    case keepsUnlocking

    package static func decide(phase: SeamUnlockCardViewModel.Phase) -> SeamSelectionChange {
        phase.isUnlocking ? .keepsUnlocking : .switches
    }
}
