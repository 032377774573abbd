import Foundation
import SeamAccess
import Testing

/// Counts and countdowns pick the form the language's plural rules ask for, and write the
/// number with the locale's digits.
struct SeamPluralCopyTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    // Wednesday 18 June 2025, 09:00 UTC.
    let now = Date(timeIntervalSince1970: 1_750_237_200)

    func keys(_ count: Int, _ identifier: String) -> String {
        SeamStatusPresentation.Copy.keyCount(count, locale: Locale(identifier: identifier))
    }

    func countdown(_ seconds: TimeInterval, _ identifier: String) -> String? {
        SeamExpiryFormatter(locale: Locale(identifier: identifier), timeZone: utc)
            .countdown(to: now.addingTimeInterval(seconds), now: now)
    }

    @Test func englishCountsSayOneKeyAndManyKeys() {
        #expect(keys(1, "en_US") == "1 key")
        #expect(keys(0, "en_US") == "0 keys")
        #expect(keys(3, "en_US") == "3 keys")
        #expect(keys(1_200, "en_US") == "1,200 keys")
        #expect(SeamStatusPresentation.Copy.keysNeedingAttention(2, locale: Locale(identifier: "en_US")) == "2 keys need attention")
        #expect(SeamStatusPresentation.Copy.keysNeedingAttention(1, locale: Locale(identifier: "en_US")) == "1 key needs attention")
    }

    @Test func polishPicksOneFewAndMany() {
        #expect(keys(1, "pl_PL") == "1 klucz")
        #expect(keys(2, "pl_PL") == "2 klucze")
        #expect(keys(5, "pl_PL") == "5 kluczy")
        #expect(keys(12, "pl_PL") == "12 kluczy")
        #expect(keys(22, "pl_PL") == "22 klucze")
        #expect(keys(25, "pl_PL") == "25 kluczy")
    }

    @Test func arabicSpellsOutOneAndTwoAndCountsTheRest() {
        #expect(keys(0, "ar") == "لا مفاتيح")
        #expect(keys(1, "ar") == "مفتاح واحد")
        #expect(keys(2, "ar") == "مفتاحان")
        #expect(keys(3, "ar") == "3 مفاتيح")
        #expect(keys(11, "ar") == "11 مفتاحًا")
        #expect(keys(100, "ar") == "100 مفتاح")
    }

    /// Measured on Linux: `ar_EG` and `ar_SA` number with Arabic-Indic digits, bare `ar`
    /// with Latin digits (CLDR's default since it made Latin digits Arabic's default).
    @Test func egyptianArabicWritesArabicIndicDigits() {
        #expect(keys(3, "ar_EG") == "٣ مفاتيح")
        #expect(keys(25, "ar_SA") == "٢٥ مفتاحًا")
    }

    @Test func hebrewUsesItsDual() {
        #expect(keys(1, "he") == "מפתח אחד")
        #expect(keys(2, "he") == "שני מפתחות")
        #expect(keys(7, "he") == "7 מפתחות")
    }

    @Test func frenchCountsZeroAsSingularAndMillionsWithDe() {
        #expect(keys(0, "fr_FR") == "0 clé")
        #expect(keys(2, "fr_FR") == "2 clés")
        let millions = keys(1_000_000, "fr_FR")
        #expect(millions.hasPrefix("1") && millions.hasSuffix("000 de clés"), "\(millions)")
    }

    @Test func eastAsianCountsHaveOneForm() {
        #expect(keys(1, "ja_JP") == "1件のキー")
        #expect(keys(3, "ko_KR") == "키 3개")
        #expect(keys(2, "zh_CN") == "2 把钥匙")
    }

    @Test func countdownPicksDaysHoursOrMinutes() {
        #expect(countdown(3 * 86_400, "en_US") == "Expires in 3 days")
        #expect(countdown(26 * 3_600, "en_US") == "Expires in 1 day")
        #expect(countdown(5 * 3_600 + 59 * 60, "en_US") == "Expires in 5 hours")
        #expect(countdown(3_600, "en_US") == "Expires in 1 hour")
        #expect(countdown(30, "en_US") == "Expires in 1 minute", "under a minute rounds up, never 0")
        #expect(countdown(59 * 60 + 1, "en_US") == "Expires in 60 minutes")
    }

    @Test func countdownFollowsEachLanguagesPlurals() {
        #expect(countdown(5 * 86_400, "pl_PL") == "Wygasa za 5 dni")
        #expect(countdown(2 * 3_600, "pl_PL") == "Wygasa za 2 godziny")
        #expect(countdown(5 * 3_600, "pl_PL") == "Wygasa za 5 godzin")
        #expect(countdown(2 * 86_400, "ar") == "ينتهي خلال يومين")
        #expect(countdown(3 * 86_400, "ar_EG") == "ينتهي خلال ٣ أيام")
        #expect(countdown(2 * 3_600, "he") == "התוקף יפוג בעוד שעתיים")
        #expect(countdown(10 * 60, "ja_JP") == "あと10分で期限切れ")
    }

    @Test func countdownIsNilWithoutAFutureExpiry() {
        #expect(countdown(-60, "en_US") == nil)
        #expect(countdown(0, "en_US") == nil)
        #expect(SeamExpiryFormatter(locale: Locale(identifier: "en_US")).countdown(to: nil, now: now) == nil)
    }

    @Test(arguments: SeamLanguage.allCases)
    func everyLanguageHasAFormForEveryCount(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.localeIdentifier)
        for count in [0, 1, 2, 3, 5, 11, 22, 25, 100, 101, 1_000_000] {
            for text in [SeamStatusPresentation.Copy.keyCount(count, locale: locale), SeamStatusPresentation.Copy.keysNeedingAttention(count, locale: locale)] {
                #expect(!text.isEmpty && !text.hasPrefix("count."), "\(language.resourceName) \(count): \(text)")
            }
        }
    }
}
