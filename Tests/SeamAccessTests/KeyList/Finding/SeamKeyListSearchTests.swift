import Foundation
import SeamAccess
import Testing

/// The key list's search field: which keys a query shows, and in what order.
struct SeamKeyListSearchTests {
    let english = Locale(identifier: "en_US")
    let turkish = Locale(identifier: "tr_TR")

    func key(_ id: String, _ name: String, _ location: String = "") -> SeamAccessCredential {
        SeamAccessCredential(id: id, name: name, location: location)
    }

    var keys: [SeamAccessCredential] {
        [
            key("cafe", "Café Terrace", "Hôtel Mañana"),
            key("r101", "Room 101", "Hotel Marina"),
            key("r1", "Room 1", "Hotel Marina"),
            key("malmo", "Lobby", "Malmö Centralstation"),
            key("ilik", "ILIK SPA", "Bursa"),
            key("istanbul", "Kapı", "İSTANBUL Ofis"),
            key("tower", "東京タワー", "展望台"),
            key("seoul", "회의실", "서울 본사"),
            key("strasse", "Haupteingang", "Große Straße 5"),
        ]
    }

    func ids(_ query: String, locale: Locale? = nil) -> [String] {
        SeamKeySearch.filter(keys, query: query, locale: locale ?? english).map(\.id)
    }

    @Test func ignoresCaseAccentsAndWidthInNamesAndPlaces() {
        #expect(ids("cafe") == ["cafe"])
        #expect(ids("CAFÉ") == ["cafe"])
        #expect(ids("manana") == ["cafe"], "the place matches too")
        #expect(ids("malmo") == ["malmo"], "a Swedish letter matches its base letter in a search")
        #expect(ids("MALMÖ central") == ["malmo"])
        #expect(ids("grosse strasse") == ["strasse"])
        #expect(ids("ｌｏｂｂｙ") == ["malmo"], "full-width letters, as some keyboards type")
    }

    @Test func showsEveryKeyInTheGivenOrderForABlankQuery() {
        let all = keys.map(\.id)
        #expect(ids("") == all)
        #expect(ids("   ") == all)
        #expect(ids(" \t, - ") == all)
        #expect(SeamKeySearch.isBlank("  ", locale: english))
        #expect(!SeamKeySearch.isBlank(" a ", locale: english))
    }

    /// Issue #30 item 11: a search for an emoji matched every key (an emoji is neither a
    /// letter nor a digit, so the query read as blank).
    @Test func anEmojiOrSymbolIsSearchedForNotIgnored() {
        let marked = keys + [key("beach", "Beach House 🌊", "Costa ☀︎"), key("star", "★ Suite")]
        func found(_ query: String) -> [String] { SeamKeySearch.filter(marked, query: query, locale: english).map(\.id) }
        #expect(found("🔑") == [], "no key carries it: none is shown")
        #expect(found("🌊") == ["beach"])
        #expect(found("☀️") == ["beach"], "emoji or text style, the same sun")
        #expect(found("beach 🌊") == ["beach"])
        #expect(found("★") == ["star"])
        #expect(!SeamKeySearch.isBlank("🔑", locale: english))
        #expect(SeamKeySearch.isBlank(" - , ", locale: english), "punctuation alone still shows every key")
        #expect(SeamKeySearch.keys(matching: "🌊", in: marked, now: Date(), locale: english).map(\.id) == ["beach"])
    }

    @Test func keepsTheOrderItIsGiven() {
        let reversed = Array(keys.reversed())
        #expect(SeamKeySearch.filter(reversed, query: "hotel", locale: english).map(\.id) == ["r1", "r101", "cafe"])
    }

    @Test func everyWordMustStartAWordAndNumbersMatchWhileTyped() {
        #expect(ids("room marina") == ["r101", "r1"])
        #expect(ids("room 10") == ["r101"], "a number still being typed")
        #expect(ids("room 1") == ["r101", "r1"])
        #expect(ids("oom") == [])
        #expect(ids("room hilton") == [])
    }

    @Test func turkishDotlessIIsItsOwnLetterOnlyInTurkish() {
        #expect(ids("ılık", locale: turkish) == ["ilik"], "I is the capital of ı in Turkish")
        #expect(ids("ilik", locale: turkish) == [], "and not of i")
        #expect(ids("istanbul", locale: turkish) == ["istanbul"], "İ is the capital of i")
        #expect(ids("kapı", locale: turkish) == ["istanbul"])
        #expect(ids("ilik", locale: english) == ["ilik"], "elsewhere I is the capital of i")
        #expect(ids("ılık", locale: english) == [])
    }

    @Test func chineseJapaneseAndKoreanMatchInsideWords() {
        #expect(ids("タワー") == ["tower"])
        #expect(ids("東京") == ["tower"])
        #expect(ids("展望") == ["tower"])
        #expect(ids("의실") == ["seoul"])
        #expect(ids("서울") == ["seoul"])
        #expect(ids("大阪") == [])
    }

    @Test func spokenRequestsStillNeedWholeNumbers() {
        // The App Intent query keeps its rule: "room 1" is Room 1, not Room 101.
        #expect(SeamKeySearch.keys(matching: "room 10", in: keys, now: Date(), locale: english).isEmpty)
        #expect(SeamKeySearch.keys(matching: "ılık", in: keys, now: Date(), locale: turkish).map(\.id) == ["ilik"])
    }
}
