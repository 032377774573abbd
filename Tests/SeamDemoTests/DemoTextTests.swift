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

struct DemoTextWideScriptTests {
    @Test func measuresJapaneseKoreanChineseAndMixedText() {
        #expect(DemoText.width("キーを読み込んでいます") == 22)
        #expect(DemoText.width("잠금 해제") == 9)
        #expect(DemoText.width("數位鑰匙") == 8)
        #expect(DemoText.width("Seam モバイルキー") == 17)
        #expect(DemoText.width("（１）") == 6, "fullwidth forms take two columns")
        #expect(DemoText.width("\u{1100}\u{1161}") == 2, "a decomposed Hangul syllable is one wide cell")
        #expect(DemoText.width("a\u{200B}b\u{200D}c\u{200F}") == 3, "zero-width space, joiner and bidi marks take none")
        #expect(DemoText.width("مفتاح") == 5)
    }

    @Test func chineseAndJapaneseWrapBetweenCharacters() {
        let lines = DemoText.wrap("鑰匙通常會在啟用後自動出現。", width: 10)
        #expect(lines == ["鑰匙通常會", "在啟用後自", "動出現。"])
        #expect(lines.joined() == "鑰匙通常會在啟用後自動出現。", "nothing added or lost")
        // Mixed with spaces: a Latin word stays whole, the Japanese around it breaks anywhere.
        let mixed = DemoText.wrap("Enter キーを押すと解錠します。", width: 12)
        #expect(mixed == ["Enter キーを", "押すと解錠し", "ます。"])
    }

    @Test func closingPunctuationNeverStartsALine() {
        // "。" would start the second line if breaking were allowed before it.
        #expect(DemoText.wrap("更新しています。", width: 14) == ["更新していま", "す。"])
        // …and opening brackets never end one: "「" moves down with the character it opens.
        #expect(DemoText.wrap("設定「更新」", width: 6) == ["設定", "「更", "新」"])
    }

    @Test func koreanWrapsAtSpaces() {
        #expect(DemoText.wrap("키는 보통 활성화 후 자동으로 나타나요", width: 12)
            == ["키는 보통", "활성화 후", "자동으로", "나타나요"])
    }

    @Test(arguments: [7, 10, 21, 40])
    func wrappedWideTextFits(_ width: Int) {
        let text = "沙盒演示：此钥匙未安装门锁集成，因此开锁会被拒绝。 Room 101 会議室 잠금 해제 e\u{301}e\u{301} مفتاح"
        for line in DemoText.wrap(text, width: width) {
            #expect(DemoText.width(line) <= width, "\(line)")
        }
    }

    @Test func truncatesAndPadsInColumns() {
        #expect(DemoText.truncate("会議室の鍵", width: 6) == "会議…")
        #expect(DemoText.width(DemoText.pad("会議室", to: 10)) == 10)
    }

    @Test func alignsRightIgnoringColourCodes() {
        #expect(DemoText.alignTrailing("مفتاح", width: 8) == "   مفتاح")
        let coloured = "\u{1B}[1mمفتاح\u{1B}[0m"
        #expect(DemoText.visibleWidth(coloured) == 5)
        #expect(DemoText.alignTrailing(coloured, width: 8) == "   " + coloured)
        #expect(DemoText.alignTrailing("", width: 8) == "", "blank lines stay blank")
        #expect(DemoText.alignTrailing("abcdefghij", width: 8) == "abcdefghij", "never cut")
    }
}
