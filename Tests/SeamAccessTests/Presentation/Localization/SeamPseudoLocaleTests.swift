import Foundation
import SeamAccess
import Testing

struct SeamPseudoLocaleTests {
    let pseudo = SeamPseudoLocale.locale

    @Test func pseudoCopyIsAccentedBracketedAndPadded() {
        #expect(SeamStatusPresentation.Copy.refresh.text(locale: pseudo) == "⟦Ŕéƒŕéšĥ···⟧")
        #expect(SeamPseudoLocale.matches(pseudo))
        #expect(!SeamPseudoLocale.matches(Locale(identifier: "en_US")))
        #expect(SeamLanguage(locale: pseudo) == .english)
    }

    /// About 40% longer than English, so a layout that fits it fits German and Finnish-length copy.
    @Test func everyPseudoStringIsAtLeastFortyPercentLonger() {
        let english = Locale(identifier: "en")
        for copy in SeamStatusPresentation.Copy.allCases {
            let base = copy.text(locale: english).count
            let long = copy.text(locale: pseudo).count - 2   // the brackets
            #expect(Double(long) >= Double(base) * 1.4, "\(copy): \(copy.text(locale: pseudo))")
            #expect(Double(long) <= Double(base) * 1.4 + 1)
        }
    }

    /// No plain ASCII letter survives, so any plain English on a pseudo-locale screen is a
    /// string that did not go through SeamAccess's copy.
    @Test func noPlainLetterSurvivesInAnyStatus() {
        let statuses = [SeamStatusPresentation(error: SeamCredentialError.expired, locale: pseudo),
                        SeamStatusPresentation(phase: .timedOut, locale: pseudo),
                        SeamStatusPresentation(error: SeamError.internetConnectionRequired, locale: pseudo)]
        for status in statuses {
            for text in [status.badge, status.title, status.message] + [status.action?.title].compactMap({ $0 }) {
                #expect(text.hasPrefix("⟦") && text.hasSuffix("⟧"))
                #expect(!text.contains { $0.isASCII && $0.isLetter }, "\(text)")
            }
        }
    }

    @Test func formatSpecifiersSurviveSoArgumentsStillFill() {
        #expect(SeamPseudoLocale.transform("Expires %1$@ at %2$@").contains("%1$@"))
        #expect(SeamPseudoLocale.transform("Expires %1$@ at %2$@").contains("%2$@"))
        #expect(SeamPseudoLocale.transform("100%% of %d").contains("%%"))
        #expect(SeamPseudoLocale.transform("100%% of %d").contains("%d"))
        #expect(SeamStatusPresentation.Copy.cardNumber("1234", locale: pseudo).contains("1234"))
        let count = SeamStatusPresentation.Copy.keyCount(3, locale: pseudo)
        #expect(count.hasPrefix("⟦3 ķéýš"), "\(count)")
        let expiry = SeamExpiryFormatter(locale: pseudo, timeZone: TimeZone(identifier: "UTC") ?? .current)
            .string(for: Date(timeIntervalSince1970: 1_750_237_200 + 3_600), now: Date(timeIntervalSince1970: 1_750_237_200))
        #expect(expiry?.hasPrefix("⟦Éẋþîŕéš ţöðáý áţ 10:00") == true, "\(expiry ?? "nil")")
    }
}
