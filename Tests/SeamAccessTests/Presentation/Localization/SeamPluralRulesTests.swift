import SeamAccess
import Testing

/// The plural selector against the examples CLDR publishes with each rule
/// (cross-checked against ICU's `uplrules_select` in this toolchain for 0…10 000).
struct SeamPluralRulesTests {
    typealias Case = (count: Int, category: SeamPluralCategory)

    static func check(_ language: SeamLanguage, _ cases: [Case]) {
        for (count, category) in cases {
            #expect(language.pluralCategory(for: count) == category, "\(language.resourceName) \(count)")
        }
    }

    @Test func arabicUsesAllSixCategories() {
        Self.check(.arabic, [(0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many),
                             (100, .other), (102, .other), (103, .few), (111, .many), (1_000, .other), (1_003, .few)])
    }

    @Test func polishSplitsFewFromManyByTheLastDigits() {
        Self.check(.polish, [(0, .many), (1, .one), (2, .few), (4, .few), (5, .many), (11, .many), (12, .many),
                             (14, .many), (21, .many), (22, .few), (24, .few), (25, .many), (112, .many), (122, .few),
                             (1_001, .many)])
    }

    @Test func hebrewHasADualAndNoMany() {
        Self.check(.hebrew, [(0, .other), (1, .one), (2, .two), (3, .other), (10, .other), (20, .other), (100, .other)])
    }

    @Test func frenchAndPortugueseCountZeroAsOneAndMillionsAsMany() {
        for language in [SeamLanguage.french, .brazilianPortuguese] {
            Self.check(language, [(0, .one), (1, .one), (2, .other), (1_000, .other), (1_000_000, .many),
                                  (3_000_000, .many), (1_000_001, .other)])
        }
    }

    @Test func spanishAndItalianCountOnlyOneAsOneAndMillionsAsMany() {
        for language in [SeamLanguage.spanish, .italian] {
            Self.check(language, [(0, .other), (1, .one), (2, .other), (1_000_000, .many), (1_000_001, .other)])
        }
    }

    @Test func germanicLanguagesAndTurkishHaveOneAndOther() {
        for language in [SeamLanguage.english, .german, .dutch, .swedish, .turkish] {
            Self.check(language, [(0, .other), (1, .one), (2, .other), (11, .other), (21, .other), (101, .other),
                                  (1_000_000, .other)])
        }
    }

    @Test func eastAsianLanguagesHaveOnlyOther() {
        for language in [SeamLanguage.japanese, .korean, .simplifiedChinese, .traditionalChinese] {
            Self.check(language, [(0, .other), (1, .other), (2, .other), (1_000_000, .other)])
        }
    }

    @Test func negativeCountsUseTheirMagnitude() {
        #expect(SeamLanguage.english.pluralCategory(for: -1) == .one)
        #expect(SeamLanguage.hebrew.pluralCategory(for: -2) == .two)
        #expect(SeamLanguage.polish.pluralCategory(for: -22) == .few)
    }

    @Test(arguments: SeamLanguage.allCases)
    func everySelectedCategoryIsOneTheLanguageDeclares(_ language: SeamLanguage) {
        let declared = Set(language.pluralCategories)
        var seen = Set<SeamPluralCategory>()
        for count in Array(0...1_200) + [1_000_000, 2_000_000, 1_000_100] {
            seen.insert(language.pluralCategory(for: count))
        }
        #expect(seen.isSubset(of: declared))
        // Polish `other` is for fractions only, which a count never is.
        #expect(declared.subtracting(seen) == (language == .polish ? [.other] : []))
    }
}
