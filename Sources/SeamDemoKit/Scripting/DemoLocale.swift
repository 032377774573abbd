import Foundation
import SeamAccess

/// The language the demo speaks: `--locale` when given, else the POSIX environment
/// (`LC_ALL`, then `LC_MESSAGES`, then `LANG`), else English. One rule for both sources: a
/// language the demo has no copy for is replaced by English as a whole (dates and times too,
/// never English words with Finnish times), with
/// ``unshippedWarning(option:environment:)`` saying so once.
public enum DemoLocale {
    public static func resolve(option: String?, environment: [String: String]) -> Locale {
        if let option, let identifier = identifier(option) {
            return isShipped(identifier) ? Locale(identifier: identifier) : Locale(identifier: "en")
        }
        guard let (_, value) = environmentSetting(environment), let identifier = identifier(value) else {
            return Locale(identifier: "en")
        }
        return isShipped(identifier) ? Locale(identifier: identifier) : Locale(identifier: "en")
    }

    /// The first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty: it decides,
    /// even when it says "C".
    static func environmentSetting(_ environment: [String: String]) -> (name: String, value: String)? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return (name, value) }
        }
        return nil
    }

    /// `fr_FR.UTF-8@euro` → `fr_FR`; `nil` for `C`, `POSIX` and text that is no locale.
    static func identifier(_ value: String) -> String? {
        let base = value.split(separator: ".").first.flatMap { $0.split(separator: "@").first }.map(String.init) ?? ""
        guard !base.isEmpty, base != "C", base != "POSIX",
              base.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "-") }) else { return nil }
        return base.replacingOccurrences(of: "-", with: "_")
    }

    /// Whether `value` names a locale `--locale` accepts, e.g. `fr`, `de_DE`, `es-ES`.
    public static func isValid(_ value: String) -> Bool {
        identifier(value) != nil
    }

    /// The warning for a `--locale` whose language SeamAccess has no copy for, else `nil`.
    public static func unshippedWarning(option: String?) -> String? {
        unshippedWarning(option: option, environment: [:])
    }

    /// The warning for a language the demo has no copy for, from `--locale` or (without it)
    /// from the environment, else `nil`.
    public static func unshippedWarning(option: String?, environment: [String: String]) -> String? {
        if let option {
            guard let identifier = identifier(option), !isShipped(identifier) else { return nil }
            return "warning: the demo has no \"\(option)\" language; using English."
        }
        guard let (name, value) = environmentSetting(environment), let identifier = identifier(value),
              !isShipped(identifier) else { return nil }
        return "warning: the demo has no \"\(identifier)\" language (from \(name)); using English."
    }

    /// Whether SeamAccess has copy in `identifier`'s language (English falls back to nothing).
    static func isShipped(_ identifier: String) -> Bool {
        let language = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
        return language == "en" || SeamLanguage(locale: Locale(identifier: identifier)) != .english
    }
}
