import Foundation
import SeamDemoKit
import Testing

struct DemoNumberEntryTests {
    let start = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func oneDigitPicksThatKey() {
        var entry = DemoNumberEntry()
        #expect(entry.type(3, count: 15, at: start) == .key(2))
    }

    @Test func twoDigitsReachKeysPastNine() {
        var entry = DemoNumberEntry()
        #expect(entry.type(1, count: 15, at: start) == .key(0))
        #expect(entry.type(2, count: 15, at: start.addingTimeInterval(0.5)) == .key(11))
        #expect(entry.typed(at: start.addingTimeInterval(0.5)) == "12")
    }

    /// Issue #30 item 10: with 16 keys, 1 then 7 selected key 7 and 2 then 5 key 5, so Enter
    /// unlocked a door nobody chose.
    @Test func aNumberThatNamesNoKeySelectsNothing() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 16, at: start)
        #expect(entry.type(7, count: 16, at: start) == .noSuchKey("17"), "no key 17: not key 7")
        #expect(entry.typed(at: start).isEmpty, "the number has ended")
        _ = entry.type(2, count: 16, at: start)
        #expect(entry.type(5, count: 16, at: start) == .noSuchKey("25"), "no key 25: not key 5")
        #expect(entry.type(0, count: 16, at: start) == .noSuchKey("0"))
        var few = DemoNumberEntry()
        _ = few.type(1, count: 5, at: start)
        #expect(few.type(2, count: 5, at: start) == .noSuchKey("12"), "with five keys, 1 then 2 is no key, not key 2")
        #expect(few.type(9, count: 5, at: start) == .noSuchKey("9"))
        var none = DemoNumberEntry()
        #expect(none.type(1, count: 0, at: start) == .noSuchKey("1"))
    }

    @Test func afterANumberThatNamesNoKeyTheNextDigitStartsANewOne() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 16, at: start)
        _ = entry.type(7, count: 16, at: start)
        #expect(entry.startsNumber(at: start))
        #expect(entry.type(3, count: 16, at: start) == .key(2))
    }

    @Test func resetForgetsTheDigits() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 15, at: start)
        entry.reset()
        #expect(entry.type(2, count: 15, at: start) == .key(1))
    }

    @Test func aPauseEndsTheNumber() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 15, at: start)
        let later = start.addingTimeInterval(DemoNumberEntry.pause)
        #expect(entry.typed(at: later).isEmpty, "the hint goes with the pause")
        #expect(entry.startsNumber(at: later))
        #expect(entry.type(3, count: 15, at: later) == .key(2), "1, a pause, then 3 is key 3, not key 13")
        #expect(entry.typed(at: later) == "3")
    }

    @Test func digitsInQuickSuccessionStillMakeOneNumber() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 15, at: start)
        #expect(entry.type(3, count: 15, at: start.addingTimeInterval(DemoNumberEntry.pause - 0.01)) == .key(12))
    }
}
