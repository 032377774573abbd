import Foundation
import SeamAccess
import Testing

/// Dates, times and numbers come from Foundation's locale-aware formatters; these pin the
/// behaviour of Foundation on Linux that the copy relies on.
struct SeamLocaleFormattingTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    // Wednesday 18 June 2025, 09:00 UTC; 22 Dhu al-Hijjah 1446 in the Umm al-Qura calendar.
    let now = Date(timeIntervalSince1970: 1_750_237_200)

    func expiry(_ seconds: TimeInterval, _ identifier: String) -> String? {
        SeamExpiryFormatter(locale: Locale(identifier: identifier), timeZone: utc)
            .string(for: now.addingTimeInterval(seconds), now: now)
    }

    static let arabicIndicDigits = CharacterSet(charactersIn: "٠١٢٣٤٥٦٧٨٩")

    @Test func egyptianArabicTimesUseArabicIndicDigits() throws {
        let text = try #require(expiry(6 * 3_600, "ar_EG"))
        #expect(text.hasPrefix("ينتهي اليوم الساعة "))
        #expect(text.unicodeScalars.contains { Self.arabicIndicDigits.contains($0) }, "\(text)")
        #expect(!text.contains { $0.isASCII && $0.isNumber }, "\(text)")
    }

    @Test func everyLanguageFormatsItsOwnDates() throws {
        #expect(try #require(expiry(6 * 3_600, "ja_JP")) == "今日15:00まで有効")
        #expect(try #require(expiry(26 * 3_600, "pl_PL")) == "Wygasa jutro o 11:00")
        #expect(try #require(expiry(6 * 3_600, "tr_TR")) == "Bitiş: bugün 15:00")
        #expect(try #require(expiry(-3 * 86_400, "sv_SE")).hasPrefix("Gick ut 15 juni 2025"))
        let hebrew = try #require(expiry(6 * 3_600, "he_IL"))
        #expect(hebrew.hasPrefix("בתוקף עד היום ב-") && hebrew.hasSuffix("15:00"), "\(hebrew)")
    }

    /// In Saudi Arabia dates are written in the Umm al-Qura calendar, so "same year" is
    /// decided in that calendar: 10 July 2025 is already 1447, so the year is shown.
    @Test func saudiDatesDecideTheYearInTheirOwnCalendar() throws {
        let text = try #require(expiry(22 * 86_400, "ar_SA"))
        #expect(text.contains("١٤٤٧"), "\(text)")
        let sameHijriYear = try #require(expiry(3 * 86_400, "ar_SA"))
        #expect(!sameHijriYear.contains("١٤٤٦"), "\(sameHijriYear)")
    }
}
