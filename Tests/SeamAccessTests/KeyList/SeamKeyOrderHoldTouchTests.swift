import Foundation
import SeamAccess
import Testing

/// The grid's hold counts from the finger's lift, and a finger held on a key holds the order
/// however long it stays.
@Suite struct SeamKeyOrderHoldTouchTests {
    let start = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func aFingerHeldDownLongerThanTheIdleTimeStillHoldsTheOrder() {
        var hold = SeamKeyOrderHold.grid
        _ = hold.order(["a", "b"], now: start)
        hold.touch(isDown: true, at: start)
        #expect(hold.order(["b", "a"], now: start.addingTimeInterval(5)) == ["a", "b"])
        #expect(hold.isReorderPending)
        #expect(hold.releaseDate == nil, "nothing is scheduled while the finger is down")
    }

    @Test func theIdleTimeCountsFromTheLift() {
        var hold = SeamKeyOrderHold.grid
        _ = hold.order(["a", "b"], now: start)
        hold.touch(isDown: true, at: start)
        _ = hold.order(["b", "a"], now: start.addingTimeInterval(1))
        let lift = start.addingTimeInterval(4)
        hold.touch(isDown: false, at: lift)
        #expect(hold.releaseDate == lift.addingTimeInterval(1.5))
        #expect(hold.order(["b", "a"], now: lift.addingTimeInterval(1.4)) == ["a", "b"])
        #expect(hold.order(["b", "a"], now: lift.addingTimeInterval(1.5)) == ["b", "a"])
        #expect(!hold.isReorderPending)
    }

    @Test func withNoTouchANewListIsShownSorted() {
        var hold = SeamKeyOrderHold.grid
        _ = hold.order(["a", "b"], now: start)
        #expect(hold.order(["b", "a"], now: start.addingTimeInterval(0.1)) == ["b", "a"])
    }
}
