import Foundation
import SeamAccess
import Testing

/// A view shows its keys (with their latest values) in the order the hold decided.
struct SeamKeyOrderHoldKeysTests {
    struct Key: Identifiable, Equatable {
        let id: String
        var status = "waiting"
    }

    let start = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func aHeldGridShowsTheLatestKeysInTheOrderItShowed() {
        var hold = SeamKeyOrderHold.grid
        hold.order([Key(id: "a"), Key(id: "b"), Key(id: "c")], now: start)
        hold.interacted(at: start)
        // "c" became ready and sorts first; a finger is on the grid.
        let sorted = [Key(id: "c", status: "ready"), Key(id: "a"), Key(id: "b")]
        let shown = hold.order(sorted, now: start.addingTimeInterval(1))
        #expect(shown == [Key(id: "a"), Key(id: "b"), Key(id: "c", status: "ready")])
        #expect(hold.releaseDate == start.addingTimeInterval(1.5))
        #expect(hold.order(sorted, now: start.addingTimeInterval(1.5)) == sorted)
        #expect(hold.releaseDate == nil)
    }

    @Test func arrangingPutsUnshownKeysLastAndLeavesGoneKeysOut() {
        var hold = SeamKeyOrderHold.grid
        hold.order([Key(id: "a"), Key(id: "b"), Key(id: "c")], now: start)
        #expect(hold.arranged([Key(id: "d"), Key(id: "c"), Key(id: "e"), Key(id: "a")])
                    .map(\.id) == ["a", "c", "d", "e"])
        #expect(SeamKeyOrderHold.grid.arranged([Key(id: "b"), Key(id: "a")]).map(\.id) == ["b", "a"],
                "a hold that has shown nothing keeps the order given")
    }
}
