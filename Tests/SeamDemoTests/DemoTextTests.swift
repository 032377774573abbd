import SeamDemoKit
import Testing

struct DemoTextTests {
    @Test func wrapsAtWordBoundaries() {
        #expect(DemoText.wrap("Hold your phone near the lock", width: 12) == ["Hold your", "phone near", "the lock"])
        #expect(DemoText.wrap("short", width: 40) == ["short"])
        #expect(DemoText.wrap("", width: 10) == [""])
    }

    @Test func splitsOnlyWordsLongerThanALine() {
        #expect(DemoText.wrap("a supercalifragilistic word", width: 8) == ["a", "supercal", "ifragili", "stic", "word"])
    }

    @Test func keepsLineBreaksAndCollapsesRunsOfSpaces() {
        #expect(DemoText.wrap("one two\nthree", width: 20) == ["one two", "three"])
        #expect(DemoText.wrap("one   two", width: 20) == ["one two"])
    }

    @Test func measuresColumnsNotCharacters() {
        #expect(DemoText.width("Room 101") == 8)
        #expect(DemoText.width("🔑 key") == 6, "an emoji takes two columns")
        #expect(DemoText.width("会議室") == 6, "CJK takes two columns")
        #expect(DemoText.width("e\u{301}") == 1, "a combining accent takes none")
        #expect(DemoText.wrap("会議室 会議室", width: 7) == ["会議室", "会議室"])
    }

    @Test(arguments: [20, 33, 40, 57])
    func noWrappedLineIsWiderThanTheWidth(_ width: Int) {
        let text = "Your phone talks to the lock over Bluetooth. Turn Bluetooth on in Control Center, then try "
            + "again. Verbindungsunterbrechungsbenachrichtigung 会議室の鍵 🔑🔑🔑"
        for line in DemoText.wrap(text, width: width) {
            #expect(DemoText.width(line) <= width, "\(line)")
        }
    }

    @Test func truncatesWithAnEllipsisAndPads() {
        #expect(DemoText.truncate("Conference Room", width: 8) == "Confere…")
        #expect(DemoText.truncate("Room", width: 8) == "Room")
        #expect(DemoText.pad("ab", to: 4) == "ab  ")
    }
}
