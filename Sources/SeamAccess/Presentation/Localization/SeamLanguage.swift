import Foundation

/// The languages SeamAccess ships copy for, and how a `Locale` picks one: every locale resolves
/// to exactly one (English when there is no copy in its language), so the views, the
/// announcements and the demo can never disagree about which table they read.
package enum SeamLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case spanish = "es"
    case french = "fr"
    case german = "de"
    case arabic = "ar"
    case hebrew = "he"
    case japanese = "ja"
    case korean = "ko"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"
    case italian = "it"
    case brazilianPortuguese = "pt-BR"
    case dutch = "nl"
    case polish = "pl"
    case turkish = "tr"
    case swedish = "sv"

    /// The language whose copy `locale` reads: its language code, refined by script or
    /// region for Chinese (`zh_TW`, `zh_HK`, `zh_MO` and `zh-Hant` read Traditional
    /// Chinese). All Portuguese reads the Brazilian copy and the legacy code `iw` reads
    /// Hebrew. Anything else unknown reads English.
    package init(locale: Locale) {
        self = Self.match(identifier: locale.identifier) ?? .english
    }

    /// The folder name of this language's table, e.g. `zh-Hans` for `zh-Hans.lproj`.
    package var resourceName: String { rawValue }

    /// Whether text in this language runs right to left (Arabic, Hebrew), so layouts mirror.
    package var isRightToLeft: Bool {
        self == .arabic || self == .hebrew
    }

    /// The identifier of a locale that reads this language, e.g. `pt_BR`.
    package var localeIdentifier: String {
        rawValue.replacingOccurrences(of: "-", with: "_")
    }

    static func match(identifier: String) -> SeamLanguage? {
        let parts = SeamLocaleIdentifier(identifier)
        switch parts.language {
        case "zh":
            if parts.script == "Hant" { return .traditionalChinese }
            if parts.script == "Hans" { return .simplifiedChinese }
            return ["TW", "HK", "MO"].contains(parts.region ?? "") ? .traditionalChinese : .simplifiedChinese
        case "pt": return .brazilianPortuguese
        case "iw": return .hebrew
        default: return allCases.first { $0.rawValue == parts.language }
        }
    }
}

/// The language, script and region of a locale identifier such as `zh-Hant_TW`,
/// `ar_EG@numbers=arab`, `en-US-u-nu-latn` or a POSIX `LANG` value like `zh_TW.UTF-8`, read
/// from the identifier itself so the result is the same on iOS 15 (no `Locale.Language`)
/// and on Linux.
struct SeamLocaleIdentifier: Equatable {
    let language: String
    let script: String?
    let region: String?

    init(_ identifier: String) {
        let base = identifier.split(whereSeparator: { $0 == "@" || $0 == "." }).first.map(String.init) ?? ""
        var parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        if let extensionStart = parts.firstIndex(where: { $0.count == 1 }) {
            parts.removeSubrange(extensionStart...)
        }
        language = parts.first?.lowercased() ?? ""
        let rest = parts.dropFirst()
        script = rest.first { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        region = rest.first { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }?
            .uppercased()
    }
}
