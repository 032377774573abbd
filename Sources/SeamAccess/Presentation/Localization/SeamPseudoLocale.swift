import Foundation

/// A pseudo-locale for previews and screenshots (`.environment(\.locale, SeamPseudoLocale.locale)`):
/// every SeamAccess string comes out accented, bracketed and about 40% longer ("Refresh" becomes
/// "⟦Ŕéƒŕéšĥ···⟧"). Plain English means a hard-coded string; a missing "⟧" means the view
/// truncated it. Dates and numbers still come from the formatters, so they read as English.
package enum SeamPseudoLocale {
    /// `en_XA`: English with the private-use region `XA`, as pseudo-locales are conventionally named.
    package static let identifier = "en_XA"

    /// The locale to put in the SwiftUI environment (or pass to any SeamAccess API).
    package static var locale: Locale { Locale(identifier: identifier) }

    /// Whether `locale` is the pseudo-locale.
    package static func matches(_ locale: Locale) -> Bool {
        let parts = SeamLocaleIdentifier(locale.identifier)
        return parts.language == "en" && parts.region == "XA"
    }

    /// `text` accented letter by letter, padded to about 140% of its length and bracketed.
    /// Format specifiers (`%@`, `%1$@`, `%d`, `%%`) are kept intact so formatting still works.
    package static func transform(_ text: String) -> String {
        var result = "⟦"
        var visible = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "%", let end = specifierEnd(in: text, from: index) {
                result += text[index..<end]
                index = end
                continue
            }
            let character = text[index]
            result.append(accents[character] ?? character)
            visible += 1
            index = text.index(after: index)
        }
        let padding = (visible * 2 + 4) / 5   // 40%, rounded up
        return result + String(repeating: "·", count: padding) + "⟧"
    }

    /// The end of the format specifier starting at `start` (a `%`), or `nil` if there is none.
    private static func specifierEnd(in text: String, from start: String.Index) -> String.Index? {
        var index = text.index(after: start)
        guard index < text.endIndex else { return nil }
        if text[index] == "%" { return text.index(after: index) }
        while index < text.endIndex, text[index].isNumber || text[index] == "$" || text[index] == "l" || text[index] == "h"
                || text[index] == "." || text[index] == "-" {
            index = text.index(after: index)
        }
        guard index < text.endIndex, "@dDiuUxXoOfFeEgGcCsSaAp".contains(text[index]) else { return nil }
        return text.index(after: index)
    }

    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}
