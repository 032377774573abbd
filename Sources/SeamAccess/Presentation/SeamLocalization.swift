import Foundation

/// Looks up SeamAccess's own copy in `Bundle.module`, for an explicit locale.
///
/// Reading the table of the locale's language ourselves (instead of `Bundle.localizedString`,
/// which follows the host app's declared localizations) means the copy
/// follows the locale we are given, even when the host app declares no localizations, and
/// lets tests check every language deterministically. The same code reads plural forms
/// (`<key>.<category>`, see ``SeamLanguage/pluralCategory(for:)``), on iOS and on Linux.
enum SeamLocalization {
    private static let tables = LockIsolated([SeamLanguage: [String: String]]())
    /// Keyed by the locale itself, as ``SeamDateTemplate``'s: `Locale.current` carries the
    /// person's number format, which a locale with the same identifier lacks.
    private static let numberFormatters = LockIsolated([Locale: NumberFormatter]())
    private static let percentFormatters = LockIsolated([Locale: NumberFormatter]())

    static func string(_ key: String, locale: Locale) -> String {
        if SeamPseudoLocale.matches(locale) {
            return SeamPseudoLocale.transform(string(key, language: .english))
        }
        return string(key, language: SeamLanguage(locale: locale))
    }

    /// `string(key, locale:)` with `%@` placeholders filled in order.
    static func format(_ key: String, locale: Locale, _ arguments: String...) -> String {
        fill(string(key, locale: locale), locale: locale, arguments)
    }

    /// The form of `key` for `count` in `locale`'s language, with `%@` replaced by the
    /// count as the locale writes numbers (Arabic-Indic digits in `ar_EG`, "1 000 000" in `pl`).
    /// Forms live under `<key>.<category>`; a missing form falls back to `<key>.other`,
    /// then to English.
    static func plural(_ key: String, count: Int, locale: Locale) -> String {
        let pseudo = SeamPseudoLocale.matches(locale)
        let language = pseudo ? .english : SeamLanguage(locale: locale)
        let category = language.pluralCategory(for: count)
        var template = lookUp("\(key).\(category.rawValue)", language: language)
            ?? lookUp("\(key).other", language: language)
            ?? lookUp("\(key).\(SeamLanguage.english.pluralCategory(for: count).rawValue)", language: .english)
            ?? key
        if pseudo { template = SeamPseudoLocale.transform(template) }
        return fill(template, locale: locale, [number(count, locale: locale)])
    }

    /// `count` written with `locale`'s digits and grouping.
    static func number(_ count: Int, locale: Locale) -> String {
        numberFormatters.withLock { cache in
            let formatter = cache[locale] ?? {
                let formatter = NumberFormatter()
                formatter.locale = locale
                formatter.numberStyle = .decimal
                cache[locale] = formatter
                return formatter
            }()
            return formatter.string(from: NSNumber(value: count)) ?? String(count)
        }
    }

    /// `fraction` (0...1) as a whole percentage the way `locale` writes it: "15%", "15 %", "%15".
    static func percent(_ fraction: Double, locale: Locale) -> String {
        percentFormatters.withLock { cache in
            let formatter = cache[locale] ?? {
                let formatter = NumberFormatter()
                formatter.locale = locale
                formatter.numberStyle = .percent
                formatter.maximumFractionDigits = 0
                cache[locale] = formatter
                return formatter
            }()
            return formatter.string(from: NSNumber(value: fraction)) ?? "\(Int((fraction * 100).rounded()))%"
        }
    }

    /// `items` joined as `locale`'s language joins a list ("A, B and C", "A、B和C", "A, B ve C"),
    /// in English when SeamAccess ships no copy in that language, so the list and the sentence
    /// around it are in one language. Each item stays whole (a bidi isolate around it in
    /// Arabic and Hebrew).
    static func list(_ items: [String], locale: Locale) -> String {
        let listLocale = SeamPseudoLocale.matches(locale) || SeamLanguage.match(identifier: locale.identifier) == nil
            ? Locale(identifier: SeamLanguage.english.localeIdentifier) : locale
        return items.formatted(.list(type: .and).locale(listLocale))
    }

    private static func string(_ key: String, language: SeamLanguage) -> String {
        if let value = lookUp(key, language: language) { return value }
        if language != .english, let value = lookUp(key, language: .english) { return value }
        return key
    }

    private static func fill(_ template: String, locale: Locale, _ arguments: [String]) -> String {
        String(format: template, locale: locale, arguments: arguments.map { $0 as NSString as CVarArg })
    }

    private static func lookUp(_ key: String, language: SeamLanguage) -> String? {
        table(for: language)[key]
    }

    /// The parsed `Localizable.strings` of `language`, read once. A table that is missing or
    /// unreadable is empty, so lookups fall back to English and then to the key.
    private static func table(for language: SeamLanguage) -> [String: String] {
        tables.withLock { cache in
            if let table = cache[language] { return table }
            let table = language.stringsTable(in: Bundle.module)
            cache[language] = table
            return table
        }
    }
}
