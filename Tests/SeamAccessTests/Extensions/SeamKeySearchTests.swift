import Foundation
import SeamTestSupport
@_spi(SeamInternal) import SeamAccess
import Testing

struct SeamKeySearchTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    func key(_ id: String, _ name: String, _ location: String, expiry: TimeInterval? = nil,
             errors: [SeamCredentialError] = []) -> SeamAccessCredential {
        SeamAccessCredential(id: id, name: name, location: location, expiry: expiry.map { now.addingTimeInterval($0) },
                             errors: errors)
    }

    var keys: [SeamAccessCredential] {
        [
            key("cafe", "Café Terrace", "Hôtel Mañana"),
            key("r101", "Room 101", "Hotel Marina", expiry: 7_200),
            key("r1", "Room 1", "Hotel Marina", expiry: 3_600),
            key("gym", "Gym", "Hotel Marina", errors: [.expired]),
            key("strasse", "Haupteingang", "Große Straße 5"),
        ]
    }

    func ids(_ text: String, locale: Locale = Locale(identifier: "en_US")) -> [String] {
        SeamKeySearch.keys(matching: text, in: keys, now: now, locale: locale).map(\.id)
    }

    @Test func matchingIgnoresCaseAccentsAndWidth() {
        #expect(ids("cafe") == ["cafe"])
        #expect(ids("CAFÉ terrace") == ["cafe"])
        #expect(ids("hotel manana") == ["cafe"])
        #expect(ids("ｒｏｏｍ １０１") == ["r101"]) // full-width, as some keyboards type
        #expect(ids("große straße") == ["strasse"])
        #expect(ids("GROSSE STRASSE", locale: Locale(identifier: "de_DE")) == ["strasse"])
        #expect(ids("istanbul", locale: Locale(identifier: "tr_TR")) == [])
    }

    @Test func everyWordMustStartAWordOfTheNameOrLocation() {
        #expect(ids("room marina") == ["r1", "r101"])
        #expect(ids("mari") == ["r1", "r101", "gym"])
        #expect(ids("oom") == [])
        #expect(ids("room hilton") == [])
    }

    @Test func numbersMatchWholeNumbersOnly() {
        #expect(ids("room 1") == ["r1"])
        #expect(ids("room 10") == [])
        #expect(ids("101") == ["r101"])
        #expect(ids("5") == ["strasse"])
    }

    @Test func resultsKeepTheListOrderAndIncludeUnusableKeys() {
        // Usable first, soonest expiry first; the expired gym key still answers "gym".
        let expected = SeamCredentialOrdering.sorted(keys, now: now, locale: .english).map(\.id).filter { ["r1", "r101", "gym"].contains($0) }
        #expect(ids("hotel marina") == expected)
        #expect(ids("gym") == ["gym"])
    }

    @Test func blankOrPunctuationOnlyTextMatchesNothing() {
        #expect(ids("") == [])
        #expect(ids("  - , ") == [])
        #expect(!SeamKeySearch.matches(" ", keys[0], locale: .english))
        #expect(SeamKeySearch.matches("terrace", keys[0], locale: .english))
    }

    @Test func suggestionsAreTheUsableKeysInListOrder() {
        let suggestions = SeamKeySearch.suggestions(keys, now: now, locale: .english).map(\.id)
        #expect(suggestions == SeamCredentialOrdering.sorted(keys, now: now, locale: .english).filter { $0.isUsable(at: now) }.map(\.id))
        #expect(!suggestions.contains("gym"))
        #expect(suggestions.first == "r1")
        // A key whose expiry has just passed is no longer suggested.
        #expect(!SeamKeySearch.suggestions(keys, now: now.addingTimeInterval(3_600), locale: .english).map(\.id).contains("r1"))
    }
}

struct SeamKeyDisplayTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let english = Locale(identifier: "en_US")
    let utc = TimeZone(identifier: "UTC") ?? .current

    @Test func aReadyKeyShowsLocationAndExpiryLikeTheList() {
        let key = SeamAccessCredential(id: "a", name: "Room 101", location: "Hotel Marina",
                                       expiry: now.addingTimeInterval(3_600), cardNumber: "4242", code: "1234")
        let display = SeamKeyDisplay(credential: key, now: now, locale: english, timeZone: utc)
        let list = SeamAccessCredential.Presentation(credential: key, now: now, locale: english, timeZone: utc)
        #expect(display.id == "a")
        #expect(display.title == "Room 101")
        #expect(display.expiryText == list.expiryText)
        #expect(display.subtitle == "Hotel Marina · \(list.expiryText ?? "")")
        #expect(display.isUsable)
        #expect(display.systemImage == "key.fill")
        #expect(display.statusBadge == "Ready")
        // Never a code or card number.
        #expect(!"\(display)".contains("1234"))
        #expect(!"\(display)".contains("4242"))
    }

    @Test func anUnusableKeyShowsItsStatusInsteadOfItsExpiry() {
        let key = SeamAccessCredential(id: "a", name: "Gym", location: "", expiry: now.addingTimeInterval(-60))
        let display = SeamKeyDisplay(credential: key, now: now, locale: english, timeZone: utc)
        #expect(!display.isUsable)
        #expect(display.status == SeamStatusPresentation(error: .expired, locale: english))
        #expect(display.subtitle == "Expired")
        #expect(display.systemImage == "calendar.badge.exclamationmark")
    }
}
