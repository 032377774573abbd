import Foundation
import SeamAccess
import SeamTestSupport
import Testing

struct SeamExpiryFormatterTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    // Wednesday 18 June 2025, 09:00 UTC.
    let now = Date(timeIntervalSince1970: 1_750_237_200)

    func text(_ offset: TimeInterval?, _ locale: String = "en_US") -> String? {
        SeamExpiryFormatter(locale: Locale(identifier: locale), timeZone: utc)
            .string(for: offset.map { now.addingTimeInterval($0) }, now: now)
    }

    @Test func noExpiryShowsNothing() {
        #expect(text(nil) == nil)
    }

    @Test func relativeDaysInEnglish() throws {
        let today = try #require(text(6 * 3_600))
        #expect(today.hasPrefix("Expires today at 3:00"))
        let tomorrow = try #require(text(26 * 3_600))
        #expect(tomorrow.hasPrefix("Expires tomorrow at 11:00"))
        let later = try #require(text(3 * 86_400))
        #expect(later.hasPrefix("Expires Sat, Jun 21 at 9:00"))
        let nextYear = try #require(text(400 * 86_400))
        #expect(nextYear.contains("2026"))
    }

    @Test func pastExpiryReadsAsExpired() throws {
        #expect(try #require(text(-3_600)).hasPrefix("Expired today at 8:00"))
        #expect(try #require(text(-3 * 86_400)) == "Expired Jun 15, 2025")
    }

    @Test func otherLanguagesUseTheirOwnPhrasingAndFormats() throws {
        #expect(try #require(text(6 * 3_600, "de_DE")) == "Läuft heute um 15:00 ab")
        #expect(try #require(text(26 * 3_600, "fr_FR")) == "Expire demain à 11:00")
        #expect(try #require(text(6 * 3_600, "es_ES")) == "Caduca hoy a las 15:00")
    }

    @Test func credentialPresentationComposesTheAccessibilityLabel() {
        let en = Locale(identifier: "en_US")
        let ready = SeamAccessCredential(id: "r", name: "Room 101", location: "Hotel Marina",
                                         expiry: now.addingTimeInterval(3_600), provider: "salto_space")
        let row = SeamAccessCredential.Presentation(credential: ready, now: now, locale: en, timeZone: utc)
        #expect(row.isUsable)
        #expect(row.statusBadge == "Ready")
        #expect(row.accessibilityLabel.hasPrefix("Room 101, Hotel Marina, Expires today at 10:00"))
        #expect(row.accessibilityLabel.hasSuffix(", Ready"))

        let lapsed = SeamAccessCredential(id: "x", name: "Pool", location: "", expiry: now.addingTimeInterval(-60))
        let lapsedRow = SeamAccessCredential.Presentation(credential: lapsed, now: now, locale: en, timeZone: utc)
        #expect(!lapsedRow.isUsable)
        #expect(lapsedRow.statusBadge == "Expired")
        #expect(lapsedRow.status?.tone == .error)
        #expect(lapsedRow.primaryError == .expired)
        #expect(row.primaryError == nil)
        #expect(!lapsedRow.accessibilityLabel.contains(", ,"), "empty location is skipped")

        let open = SeamAccessCredential(id: "o", name: "Office", location: "HQ")
        #expect(SeamAccessCredential.Presentation(credential: open, now: now, locale: en).accessibilityLabel == "Office, HQ, Ready")
    }
}
