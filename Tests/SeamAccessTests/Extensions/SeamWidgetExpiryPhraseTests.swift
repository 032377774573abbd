import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// The widget writes the expiry in the zone the device is in when it draws (L2).
struct SeamWidgetExpiryPhraseTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func thePhraseComesInPiecesWithTheDateAndTimesPlaces() {
        let english = SeamWidgetExpiryPhrase(expiry: now.addingTimeInterval(3_600), now: now, locale: Locale(identifier: "en_US"))
        #expect(english.parts == [.text("Expires "), .date, .text(" at "), .time])
        #expect(!english.includesYear)
        let japanese = SeamWidgetExpiryPhrase(expiry: now.addingTimeInterval(3_600), now: now, locale: Locale(identifier: "ja_JP"))
        #expect(japanese.parts == [.date, .text(" "), .time, .text("まで有効")])
        let nextYear = SeamWidgetExpiryPhrase(expiry: now.addingTimeInterval(400 * 86_400), now: now, locale: .english)
        #expect(nextYear.includesYear)
    }

    @Test func aReadyKeysEntryCarriesItsExpiryForTheView() {
        let expiry = now.addingTimeInterval(3_600)
        let entry = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "", expiry: expiry)],
                                    date: now, locale: Locale(identifier: "en_US"))
        #expect(entry.expiry == expiry)
        #expect(entry.expiryText?.parts.contains(.date) == true)
        let blocked = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "",
                                                                         expiry: expiry, errors: [.unknown])], date: now, locale: .english)
        #expect(blocked.expiry == nil && blocked.expiryText == nil)
    }
}
