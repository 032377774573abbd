import SeamDemoKit
import Testing

struct DemoNumberEntryTests {
    @Test func oneDigitPicksThatKey() {
        var entry = DemoNumberEntry()
        #expect(entry.type(3, count: 15) == 2)
    }

    @Test func twoDigitsReachKeysPastNine() {
        var entry = DemoNumberEntry()
        #expect(entry.type(1, count: 15) == 0)
        #expect(entry.type(2, count: 15) == 11)
        #expect(entry.typed == "12")
    }

    @Test func aDigitThatMakesNoKeyStartsANewNumber() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 15)
        #expect(entry.type(9, count: 15) == 8, "no key 19: key 9")
        #expect(entry.type(0, count: 15) == nil, "no key 90 and no key 0")
        #expect(entry.typed.isEmpty)
        var few = DemoNumberEntry()
        _ = few.type(1, count: 5)
        #expect(few.type(2, count: 5) == 1, "with five keys, 1 then 2 is key 2")
    }

    @Test func resetForgetsTheDigits() {
        var entry = DemoNumberEntry()
        _ = entry.type(1, count: 15)
        entry.reset()
        #expect(entry.type(2, count: 15) == 1)
    }
}
