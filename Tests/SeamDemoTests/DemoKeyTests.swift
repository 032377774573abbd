import SeamDemoKit
import Testing

struct DemoKeyTests {
    @Test func parsesArrowsEnterDigitsAndControlC() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x4F, 0x42, 0x0D, 0x0A, 0x33, 0x03, 0x71]
        #expect(DemoKey.parse(bytes) == [.up, .down, .down, .enter, .enter, .digit(3), .interrupt, .character("q")])
    }

    @Test func dropsUnknownSequencesAndControlBytes() {
        #expect(DemoKey.parse([0x1B, 0x5B, 0x43, 0x01, 0x7F, 0xFF]) == [])
        #expect(DemoKey.parse([0x1B]) == [])
        #expect(DemoKey.parse([]) == [])
    }
}
