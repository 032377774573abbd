import SeamDemoKit
import Testing

struct DemoKeyTests {
    @Test func parsesArrowsDigitsEnterAndCtrlC() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x42, 0x33, 0x0D, 0x71, 0x03]
        #expect(DemoKey.parse(bytes) == [.up, .down, .digit(3), .enter, .character("q"), .interrupt])
    }

    @Test(arguments: [
        ("\u{1B}[H", DemoKey.home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
        ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ])
    func parsesHomeEndAndPaging(_ sequence: String, _ key: DemoKey) {
        #expect(DemoKey.parse(Array(sequence.utf8)) == [key])
    }

    @Test func otherEscapeSequencesAreDroppedWhole() {
        // F5, Ctrl-Up and Alt-x, then a real key.
        let input = "\u{1B}[15~\u{1B}[1;5A\u{1B}xj"
        #expect(DemoKey.parse(Array(input.utf8)) == [.character("j")])
        #expect(DemoKey.parse([0x1B, 0x5B]).isEmpty, "a sequence cut short reads as nothing")
    }

    @Test func aLoneEscapeTabAndBackspaceAreKeysThatDoNothingButEndANumber() {
        #expect(DemoKey.parse([0x1B]) == [.character("\u{1B}")])
        #expect(DemoKey.parse([0x09, 0x7F, 0x08]) == [.character("\t"), .character("\u{7F}"), .character("\u{08}")])
    }
}
