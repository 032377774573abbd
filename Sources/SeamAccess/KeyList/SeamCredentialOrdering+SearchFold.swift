import Foundation

extension SeamCredentialOrdering {
    /// Text folded for search, with the ordering's fold (``FoldCache``): case, accents and
    /// letter width removed in `locale`'s rules, "ß" spelled "ss".
    ///
    /// Letters a language files separately (Spanish ñ, Swedish ö) match their base letter
    /// here, as a search box should ("malmo" finds "Malmö"); only the Turkish dotless ı keeps
    /// its own place, because in Turkish it is another letter and not an accent: "I" is the
    /// capital of ı and "İ" the capital of i, so with a Turkish locale "ılık" finds "ILIK" and
    /// "istanbul" finds "İSTANBUL", and "ılık" does not find "ilik". The mapping is done here,
    /// not left to the platform's case folding, so it is the same on Apple platforms and Linux.
    static func searchFold(_ text: String, locale: Locale) -> String {
        var text = text.precomposedStringWithCanonicalMapping
        if Tailoring.forLocale(locale.identifier)?.asciiCapitalI != nil {
            text = text.replacingOccurrences(of: "\u{130}", with: "i").replacingOccurrences(of: "I", with: "\u{131}")
        }
        return String(decoding: FoldCache.foundationFold(text, locale: locale), as: UTF8.self)
            .replacingOccurrences(of: "ß", with: "ss")
    }
}
