import Foundation
import SeamAccess
import Testing

/// Room numbers in Chinese, Japanese and Korean key names: Siri must not open room 101 when
/// the person asked for room 1, while the list's search still filters as a number is typed.
struct SeamKeySearchUnspacedNumberTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let japanese = Locale(identifier: "ja_JP")

    var keys: [SeamAccessCredential] {
        [
            SeamAccessCredential(id: "ja101", name: "101号室", location: "東京"),
            SeamAccessCredential(id: "ja11", name: "十一号室", location: "京都"),
            SeamAccessCredential(id: "ko101", name: "101호", location: "서울"),
            SeamAccessCredential(id: "zh101", name: "房间101", location: "上海"),
        ]
    }

    func spoken(_ text: String) -> [String] {
        SeamKeySearch.keys(matching: text, in: keys, now: now, locale: japanese).map(\.id)
    }

    func typed(_ text: String) -> [String] {
        SeamKeySearch.filter(keys, query: text, locale: japanese).map(\.id)
    }

    @Test func aSpokenNumberMustBeTheWholeNumberInsideAWord() {
        #expect(spoken("1号室").isEmpty, "room 1 is not room 101")
        #expect(spoken("1호").isEmpty)
        #expect(spoken("房间1").isEmpty)
        #expect(spoken("一号室").isEmpty, "一 (1) is not 十一 (11)")
        // What Siri's entity query answers (SeamKeyEntityQuery asks this).
        let answers = SeamExtensionConfiguration.KeyQueryAnswers(credentials: keys, now: now, locale: japanese)
        #expect(answers.keys(matching: "1号室を開けて").isEmpty)
        #expect(answers.keys(matching: "1号室").isEmpty)
    }

    @Test func aSpokenWholeNumberStillFindsItsRoom() {
        #expect(spoken("101号室") == ["ja101"])
        #expect(spoken("101호") == ["ko101"])
        #expect(spoken("房间101") == ["zh101"])
        #expect(Set(spoken("101")) == ["ja101", "ko101", "zh101"])
        #expect(spoken("十一号室") == ["ja11"])
        #expect(spoken("号室").sorted() == ["ja101", "ja11"], "words without numbers still match inside a word")
        #expect(spoken("房间") == ["zh101"])
    }

    @Test func theListSearchFiltersWhileTheNumberIsTyped() {
        #expect(typed("1号室") == ["ja101"])
        #expect(typed("10호") == ["ko101"])
        #expect(typed("房间1") == ["zh101"])
        #expect(typed("号").sorted() == ["ja101", "ja11"])
    }
}
