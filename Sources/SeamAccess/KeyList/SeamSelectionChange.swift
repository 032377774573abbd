import Foundation

/// What picking another key does while the selected key's unlock card shows `phase`.
///
/// An unlock that is running goes on: picking another key (an arrow key or a number in the
/// terminal demo, a tap on another key in the SwiftUI grid) does not cancel it, because a
/// door the person asked to open must not silently stay shut. The selection stays on the key
/// being unlocked and the person is told how to stop it (Cancel, or `c` in the demo); once the
/// attempt has ended, any key can be picked. This is the same rule as
/// ``SeamUnlockCardViewModel/Phase/allowsInteractiveDismiss``: no gesture ends an attempt without a word.
///
/// ```swift
/// SeamSelectionChange.decide(phase: .unlocking)   // .keepsUnlocking
/// SeamSelectionChange.decide(phase: .granted)     // .switches
/// ```
package enum SeamSelectionChange: Hashable, Sendable {
    /// Nothing is running: the other key is selected and gets its own card.
    case switches
    /// An attempt is running: the selection stays, the attempt goes on, and the screen says so.
    case keepsUnlocking

    package static func decide(phase: SeamUnlockCardViewModel.Phase) -> SeamSelectionChange {
        phase.isUnlocking ? .keepsUnlocking : .switches
    }
}
