import Foundation

/// Looks up SeamAccess's own copy in `Bundle.module`, for an explicit locale.
///
/// Reading the table of the locale's language ourselves (instead of `Bundle.localizedString`,
/// which follows the host app's declared localizations) means the copy
/// follows the locale we are given, even when the host app declares no localizations, and
/// lets tests check every language deterministically.
enum SeamLocalization {
    /// The languages SeamAccess ships copy for; English is the fallback.
    static let languages = ["en", "es", "fr", "de"]
    private static let tables = LockIsolated([String: [String: String]]())

    static func string(_ key: String, locale: Locale) -> String {
        let language = language(for: locale)
        if let value = lookUp(key, language: language) { return value }
        if language != "en", let value = lookUp(key, language: "en") { return value }
        return key
    }

    /// `string(key, locale:)` with `%@` placeholders filled in order.
    static func format(_ key: String, locale: Locale, _ arguments: String...) -> String {
        String(format: string(key, locale: locale), locale: locale, arguments: arguments.map { $0 as NSString as CVarArg })
    }

    static func language(for locale: Locale) -> String {
        let code = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? "en"
        return languages.contains(code.lowercased()) ? code.lowercased() : "en"
    }

    private static func lookUp(_ key: String, language: String) -> String? {
        table(for: language)[key]
    }

    /// The parsed `Localizable.strings` of `language`, read once. A table that is missing or
    /// unreadable is empty, so lookups fall back to English and then to the key.
    private static func table(for language: String) -> [String: String] {
        tables.withLock { cache in
            if let table = cache[language] { return table }
            let url = Bundle.module.url(forResource: "Localizable", withExtension: "strings", subdirectory: nil,
                                        localization: language)
            let table = url
                .flatMap { try? Data(contentsOf: $0) }
                .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] }
            cache[language] = table ?? [:]
            return table ?? [:]
        }
    }
}
