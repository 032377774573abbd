import Foundation
import SeamAccess
import Testing

struct SeamLanguageTests {
    @Test(arguments: [
        ("en_US", SeamLanguage.english), ("es-MX", .spanish), ("fr_CA", .french), ("de_AT", .german),
        ("ar", .arabic), ("ar_EG@numbers=arab", .arabic), ("he_IL", .hebrew), ("iw_IL", .hebrew),
        ("ja_JP", .japanese), ("ko_KR", .korean),
        ("zh", .simplifiedChinese), ("zh_CN", .simplifiedChinese), ("zh-Hans_SG", .simplifiedChinese),
        ("zh_TW", .traditionalChinese), ("zh_HK", .traditionalChinese), ("zh-Hant", .traditionalChinese),
        ("zh-Hant_TW", .traditionalChinese), ("zh_Hans_HK", .simplifiedChinese),
        ("it_IT", .italian), ("pt_BR", .brazilianPortuguese), ("pt_PT", .brazilianPortuguese),
        ("nl_BE", .dutch), ("pl_PL", .polish), ("tr_TR", .turkish), ("sv_FI", .swedish),
        ("en-GB-u-nu-latn", .english), ("fi_FI", .english), ("nb_NO", .english), ("", .english),
        // POSIX LANG values, as a terminal passes them.
        ("zh_TW.UTF-8", .traditionalChinese), ("pt_BR.utf8", .brazilianPortuguese), ("he_IL.UTF-8@euro", .hebrew),
        ("C", .english), ("POSIX", .english),
    ])
    func everyLocaleResolvesToOneShippedLanguage(_ identifier: String, _ language: SeamLanguage) {
        #expect(SeamLanguage(locale: Locale(identifier: identifier)) == language)
    }

    @Test func onlyArabicAndHebrewRunRightToLeft() {
        #expect(SeamLanguage.allCases.filter(\.isRightToLeft) == [.arabic, .hebrew])
    }

    @Test func eachLanguageReadsItsOwnLocaleBack() {
        for language in SeamLanguage.allCases {
            #expect(SeamLanguage(locale: Locale(identifier: language.localeIdentifier)) == language)
        }
    }

    /// Every table is in the bundle, on Linux as on iOS: each language's "Unlock" is its own.
    @Test func everyLanguageShipsInTheBundle() {
        let english = SeamStatusPresentation.Copy.unlock.text(locale: Locale(identifier: "en"))
        var seen = Set<String>()
        for language in SeamLanguage.allCases where language != .english {
            let text = SeamStatusPresentation.Copy.unlock.text(locale: Locale(identifier: language.localeIdentifier))
            #expect(text != english, "\(language.resourceName) falls back to English")
            seen.insert(text)
        }
        #expect(SeamStatusPresentation.Copy.unlock.text(locale: Locale(identifier: "zh_TW")) == "開鎖")
        #expect(SeamStatusPresentation.Copy.unlock.text(locale: Locale(identifier: "zh_CN")) == "开锁")
        #expect(SeamStatusPresentation.Copy.unlock.text(locale: Locale(identifier: "pt_BR")) == "Destrancar")
    }

    @Test func statusesReadTheLocalesLanguage() {
        #expect(SeamStatusPresentation(error: SeamCredentialError.expired, locale: Locale(identifier: "ar_SA")).title
                == "انتهت صلاحية هذا المفتاح")
        #expect(SeamStatusPresentation(phase: .granted, locale: Locale(identifier: "he_IL")).title == "המנעול נפתח")
        #expect(SeamStatusPresentation(phase: .timedOut, locale: Locale(identifier: "ja_JP")).title == "ロックが応答しませんでした")
        #expect(SeamStatusPresentation(error: SeamCredentialError.expired, locale: Locale(identifier: "de_DE")).message
            .contains("Wenden Sie sich"), "German addresses guests with Sie")
    }
}
