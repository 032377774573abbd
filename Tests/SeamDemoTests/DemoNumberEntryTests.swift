import Foundation
import SeamDemoKit
import Testing

struct DemoNumberEntryTests {
    let start = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func oneDigitPicksThatKey() {
        var entry = DemoNumberEntry()
        #expect(entry.type(3, count: 15, at: start) == 2)
    }

    @Test func twoDigitsReachKeysPastNine() {
        var entry = DemoNumberEntry()
        #expect(entry.type(1, count: 15, at: start) == 0)
        #expect(entry.type(2, count: 15, at: start.addingTimeInterval(0.5)) == 11)
        #expect(entry.typed(at: start.addingTimeInterval(0.5)) == "12")
    }

    @Test func aDigitThatMakesNoKeyStartsANewNumber() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 15, at: start)
        #expect(entry.type(9, count: 15, at: start) == 8, "no key 19: key 9")
        #expect(entry.type(0, count: 15, at: start) == nil, "no key 90 and no key 0")
        #expect(entry.typed(at: start).isEmpty)
        var few = DemoNumberEntry()
        _ = few.type(1, count: 5, at: start)
        #expect(few.type(2, count: 5, at: start) == 1, "with five keys, 1 then 2 is key 2")
    }

    @Test func resetForgetsTheDigits() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 15, at: start)
        entry.reset()
        #expect(entry.type(2, count: 15, at: start) == 1)
    }

    @Test func aPauseEndsTheNumber() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 15, at: start)
        let later = start.addingTimeInterval(DemoNumberEntry.pause)
        #expect(entry.typed(at: later).isEmpty, "the hint goes with the pause")
        #expect(entry.type(3, count: 15, at: later) == 2, "1, a pause, then 3 is key 3, not key 13")
        #expect(entry.typed(at: later) == "3")
    }

    @Test func digitsInQuickSuccessionStillMakeOneNumber() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 15, at: start)
        #expect(entry.type(3, count: 15, at: start.addingTimeInterval(DemoNumberEntry.pause - 0.01)) == 12)
    }
}
