import Foundation
import SeamAccess

/// The terminal demo's own copy (title, key help, notices), in the language SeamAccess picks
/// for the locale (`SeamLanguage`), read from SeamDemoKit's `Localizable.strings` tables.
///
/// Key names in the help line (Enter, q, PgUp…) stay as printed on keyboards; only the words
/// that say what they do are translated. Command-line errors and `--help` stay English.
public enum DemoStrings {
    private static let tables = DemoLock([SeamLanguage: [String: String]]())

    /// The copy for `key` in `locale`'s language, with `%@` (or `%1$@`…) filled in order;
    /// English when the language lacks the key, the key itself when English does too.
    public static func text(_ key: String, locale: Locale, _ arguments: String...) -> String {
        text(key, locale: locale, arguments: arguments)
    }

    /// ``text(_:locale:_:)`` with the arguments as an array.
    public static func text(_ key: String, locale: Locale, arguments: [String]) -> String {
        let language = SeamLanguage(locale: locale)
        let template = table(for: language)[key] ?? table(for: .english)[key] ?? key
        guard !arguments.isEmpty else { return template }
        return String(format: template, locale: locale, arguments: arguments.map { $0 as NSString as CVarArg })
    }

    /// `count` written with `locale`'s digits and grouping, as SeamAccess writes counts.
    public static func number(_ count: Int, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }

    /// Every key and its template in `language`'s table (empty when the table is missing).
    package static func table(for language: SeamLanguage) -> [String: String] {
        tables.withLock { cache in
            if let table = cache[language] { return table }
            let table = language.stringsTable(in: Bundle.module)
            cache[language] = table
            return table
        }
    }
}

/// A value guarded by a lock, for the tables' cache.
final class DemoLock<Value>: @unchecked Sendable {
    // Safe: `value` is only read or written inside `lock.withLock`, so no two threads touch it at once.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
