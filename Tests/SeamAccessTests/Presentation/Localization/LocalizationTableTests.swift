import Foundation
import SeamAccess
import Testing

/// The committed tables: every language has every key, the same placeholders as English,
/// the plural forms its CLDR categories need, and no English left behind.
struct LocalizationTableTests {
    static let translated = SeamLanguage.allCases.filter { $0 != .english }

    /// Values a language may share with English: words it has borrowed, and "OK".
    static let sameAsEnglish: [String: Set<SeamLanguage>] = [
        "ui.ok": [.spanish, .french, .german, .japanese, .italian, .brazilianPortuguese, .dutch, .polish, .swedish],
        "interaction.internet.badge": [.german, .italian, .dutch, .polish, .swedish],
        "sdk.internet.badge": [.german, .italian, .dutch, .polish, .swedish],
        "credential.lockOffline.badge": [.german, .italian, .dutch, .polish, .swedish],
        "credential.unknown.badge": [.german, .polish, .swedish],
        "ui.code": [.french, .german, .dutch],
    ]

    /// Words of the English copy that no other shipped language uses: one of them in a
    /// translation means a sentence or a fragment was left in English. (International words
    /// such as "internet", "server", "app" or "link" are correct in many languages and are
    /// not listed; brand names such as Bluetooth and Wi-Fi never are.)
    static let englishOnlyWords: Set<String> = [
        "the", "your", "you", "this", "and", "from", "key", "keys", "unlock", "unlocked", "unlocking",
        "lock", "phone", "near", "try", "again", "tap", "tapping", "hold", "expires", "expired", "today",
        "tomorrow", "ready", "refresh", "refreshing", "settings", "cancel", "done", "dismiss", "loading",
        "turn", "allow", "sign", "something", "went", "wrong", "couldn’t", "can’t", "aren’t", "yet", "need",
        "needs", "attention", "property", "verify", "restart", "swipe", "screen", "card", "way", "moment",
        "permission", "available", "already", "ended", "more", "time", "help", "ask", "kind", "fixing",
    ]

    @Test func everyShippedLanguageHasATableAndNoTableIsUnshipped() throws {
        #expect(try LocalizationTables.folders() == Set(SeamLanguage.allCases.map(\.resourceName)))
        #expect(SeamLanguage.allCases.count >= 16)
    }

    @Test(arguments: translated)
    func everyLanguageHasEveryKeyOfEnglish(_ language: SeamLanguage) throws {
        let english = try LocalizationTables.table(.english)
        let table = try LocalizationTables.table(language)
        let base = Set(english.keys.filter { LocalizationTables.pluralBase($0) == nil })
        let keys = Set(table.keys.filter { LocalizationTables.pluralBase($0) == nil })
        #expect(base.subtracting(keys).sorted() == [], "\(language.resourceName) is missing keys")
        #expect(keys.subtracting(base).sorted() == [], "\(language.resourceName) has keys English lacks")
        for (key, value) in table { #expect(!value.trimmingCharacters(in: .whitespaces).isEmpty, "\(key) is empty") }
    }

    @Test(arguments: translated)
    func formatSpecifiersMatchEnglish(_ language: SeamLanguage) throws {
        let english = try LocalizationTables.table(.english)
        for (key, value) in try LocalizationTables.table(language) {
            if LocalizationTables.pluralBase(key) != nil { continue }
            let expected = LocalizationTables.specifiers(english[key] ?? "")
            #expect(LocalizationTables.specifiers(value) == expected, "\(language.resourceName) \(key): \(value)")
        }
    }

    @Test(arguments: SeamLanguage.allCases)
    func pluralFormsCoverExactlyTheLanguagesCategories(_ language: SeamLanguage) throws {
        let english = try LocalizationTables.table(.english)
        let bases = Set(english.keys.compactMap(LocalizationTables.pluralBase))
        #expect(bases.count >= 5)
        let table = try LocalizationTables.table(language)
        let expected = Set(language.pluralCategories.map(\.rawValue))
        for base in bases {
            let present = Set(table.keys.filter { LocalizationTables.pluralBase($0) == base }
                .map { String($0.dropFirst(base.count + 1)) })
            #expect(present == expected, "\(language.resourceName) \(base) has \(present.sorted()), needs \(expected.sorted())")
        }
        #expect(Set(table.keys.compactMap(LocalizationTables.pluralBase)) == bases)
    }

    /// A form may spell a small number out ("مفتاحان", "שני מפתחות") but never has another
    /// placeholder; `other` always shows the number.
    @Test(arguments: SeamLanguage.allCases)
    func pluralFormsShowOnlyTheCount(_ language: SeamLanguage) throws {
        for (key, value) in try LocalizationTables.table(language) where LocalizationTables.pluralBase(key) != nil {
            let specifiers = LocalizationTables.specifiers(value)
            #expect(specifiers == ["1@"] || (specifiers.isEmpty && !key.hasSuffix(".other")), "\(language.resourceName) \(key)")
        }
    }

    @Test(arguments: translated)
    func nothingIsLeftInEnglish(_ language: SeamLanguage) throws {
        let english = try LocalizationTables.table(.english)
        for (key, value) in try LocalizationTables.table(language) {
            if value == english[key] {
                #expect(Self.sameAsEnglish[key]?.contains(language) == true,
                        "\(language.resourceName) \(key) is still English: \(value)")
            }
            let leftovers = Set(Self.words(value)).intersection(Self.englishOnlyWords)
            #expect(leftovers.isEmpty, "\(language.resourceName) \(key) has English words \(leftovers.sorted()): \(value)")
        }
    }

    /// The guard itself: the English table is full of the words it looks for.
    @Test func englishOnlyWordsAreWordsOfTheEnglishCopy() throws {
        let words = Set(try LocalizationTables.table(.english).values.flatMap(Self.words))
        #expect(Self.englishOnlyWords.subtracting(words).sorted() == [])
    }

    /// Lower-cased words of three letters or more (letters of any script, hyphens inside words).
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0 == "-" || $0 == "’") })
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "-’")).lowercased() }
            .filter { $0.count >= 3 }
    }
}
