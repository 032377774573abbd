import Foundation
import SeamAccess
import Testing

/// The order a key list shows stays put while someone is choosing from it.
struct SeamKeyOrderHoldTests {
    let start = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func theFirstListIsShownAsSorted() {
        var hold = SeamKeyOrderHold.numbered
        #expect(hold.order(["a", "b", "c"], now: start) == ["a", "b", "c"])
        #expect(!hold.isReorderPending)
    }

    /// The terminal demo's keys carry numbers a person reads, then types: they stay put until
    /// the person presses `r`, and the screen says a new order is waiting.
    @Test func aNumberedListKeepsItsNumbersUntilAsked() {
        var hold = SeamKeyOrderHold.numbered
        _ = hold.order(["a", "b", "c"], now: start)
        #expect(hold.order(["c", "a", "b"], now: start.addingTimeInterval(3_600)) == ["a", "b", "c"])
        #expect(hold.isReorderPending)
        hold.requestRelease()
        #expect(hold.order(["c", "a", "b"], now: start) == ["c", "a", "b"])
        #expect(!hold.isReorderPending)
        #expect(hold.order(["a", "c", "b"], now: start) == ["c", "a", "b"], "a request is used once")
    }

    @Test func newKeysGoAtTheEndAndGoneKeysLeave() {
        var hold = SeamKeyOrderHold.numbered
        _ = hold.order(["a", "b", "c"], now: start)
        #expect(hold.order(["d", "c", "a"], now: start) == ["a", "c", "d"])
        #expect(hold.isReorderPending)
        #expect(hold.order(["a", "c", "d"], now: start) == ["a", "c", "d"])
        #expect(!hold.isReorderPending, "nothing waits once the sorted order is the one shown")
    }

    /// The SwiftUI grid keeps its order while a finger is down and for 1.5 s after it lifts, then
    /// moves keys to their sorted places, animated, while nobody is aiming at them.
    @Test func theGridHoldsWhileTouchedAndLetsGoAfterAnIdlePause() {
        var hold = SeamKeyOrderHold.grid
        _ = hold.order(["a", "b"], now: start)
        hold.interacted(at: start)
        #expect(hold.order(["b", "a"], now: start.addingTimeInterval(1)) == ["a", "b"], "a key never moves under a finger")
        #expect(hold.releaseDate == start.addingTimeInterval(1.5))
        #expect(hold.order(["b", "a"], now: start.addingTimeInterval(1.5)) == ["b", "a"])
        #expect(hold.releaseDate == nil)
    }

    @Test func anUntouchedGridFollowsTheSortedOrderAtOnce() {
        var hold = SeamKeyOrderHold.grid
        _ = hold.order(["a", "b"], now: start)
        #expect(hold.order(["b", "a"], now: start) == ["b", "a"])
    }

    /// An arrow key or number in the demo, or a tap on another key in the grid, must not cancel
    /// an unlock: the selection stays and the person is told to use Cancel (`c` in the demo).
    @Test func pickingAnotherKeyNeverCancelsARunningUnlock() {
        #expect(SeamSelectionChange.decide(phase: .unlocking) == .keepsUnlocking)
        for phase: SeamUnlockCardViewModel.Phase in [.idle, .granted, .timedOut, .connectionFailed(debugDescription: ""),
                                       .blocked(.expired), .preflightFailed(.integrationNotFound)] {
            #expect(SeamSelectionChange.decide(phase: phase) == .switches, "\(phase)")
        }
    }
}
