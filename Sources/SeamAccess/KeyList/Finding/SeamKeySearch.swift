import Foundation

/// Finds keys by what a person says or types ("unlock room one-oh-one" reaches Shortcuts as
/// "room 101"), for an App Intents entity query.
///
/// Text matches the way people read a key: by words of its name, location and the doors it
/// opens (``SeamAccessCredential/entrances``: "pool" finds the room key that opens the pool), ignoring case,
/// accents and letter width, in the locale's rules ("cafe" finds "Café", "MARINA" finds
/// "Marina"). Every word typed must start a word of the name, location or doors (in Chinese,
/// Japanese and Korean it may match inside one); a number must be a whole number on the key
/// in every script ("room 1" does not find "Room 101", nor "1号室" "101号室"). Results keep the
/// key list's order.
///
/// ```swift
/// let matches = SeamKeySearch.keys(matching: "marina 101", in: credentials, now: Date(), locale: locale)
/// let suggested = SeamKeySearch.suggestions(credentials, now: Date(), locale: locale)
/// ```
public enum SeamKeySearch {
    /// The usable keys, in the key list's order: what Siri and Shortcuts offer first.
    public static func suggestions(_ credentials: [SeamAccessCredential], now: Date, locale: Locale) -> [SeamAccessCredential] {
        SeamCredentialOrdering.sorted(credentials, now: now, locale: locale).filter { $0.isUsable(at: now) }
    }

    /// Every key (usable or not, so asking for an expired key can say it has expired) whose
    /// name, location or doors match `text`, in the key list's order. Blank text matches nothing.
    public static func keys(
        matching text: String,
        in credentials: [SeamAccessCredential],
        now: Date,
        locale: Locale
    ) -> [SeamAccessCredential] {
        let query = words(text, locale: locale)
        guard !query.isEmpty else { return [] }
        return SeamCredentialOrdering.sorted(credentials, now: now, locale: locale).filter { credential in
            matches(query, words(searchedText(of: credential), locale: locale))
        }
    }

    /// Whether `text` matches the key's name, location or doors.
    public static func matches(_ text: String, _ credential: SeamAccessCredential, locale: Locale) -> Bool {
        let query = words(text, locale: locale)
        return !query.isEmpty && matches(query, words(searchedText(of: credential), locale: locale))
    }

    /// What a search reads of a key: its name, its location and the names of its doors.
    static func searchedText(of credential: SeamAccessCredential) -> String {
        guard !credential.entrances.isEmpty else { return "\(credential.name) \(credential.location)" }
        return ([credential.name, credential.location] + credential.entrances.map(\.name)).joined(separator: " ")
    }

    /// How a number typed matches a number on a key.
    enum NumberMatch {
        /// "room 1" does not find "Room 101": what a person says names the whole number.
        case whole
        /// "room 10" finds "Room 101": a search box filters while the number is still typed.
        case prefix
    }

    /// Whether every query word starts a word of the candidate (numbers per `numbers`). A
    /// query word in a script written without spaces (Chinese, Japanese, Korean) may match
    /// anywhere inside a word: "タワー" finds "東京タワー". A number is checked first, as a
    /// number, in every script (``words(_:locale:)`` sets it apart there): "1号室" does not
    /// find "101号室" when spoken.
    static func matches(_ query: [String], _ candidate: [String], numbers: NumberMatch = .whole) -> Bool {
        query.allSatisfy { word in
            if word.allSatisfy(\.isNumber) {
                return candidate.contains { numbers == .whole ? $0 == word : $0.hasPrefix(word) }
            }
            if word.unicodeScalars.contains(where: isUnspacedScript) {
                return candidate.contains { $0.contains(word) }
            }
            return candidate.contains { $0.hasPrefix(word) }
        }
    }

    /// Han, kana and Hangul: text where a word is not set off by spaces.
    private static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF,
             0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x2FA1F: true
        default: false
        }
    }

    /// Folded words: case, accents and width removed in `locale`'s rules with the key
    /// list's fold (Turkish dotless ı kept apart), split at spaces, punctuation and anything
    /// else that is not a letter or a digit. "ß" is spelled "ss" either way, as German readers
    /// type it. In a script written without spaces a number is a word of its own ("101号室" is
    /// "101" and "号室", "十一号室" is "十一" and "号室"), so it is matched as a whole number, not
    /// inside a word. A symbol or emoji ("🌊", "★", "+") is a word of its own too (its emoji or
    /// text style ignored), so searching for one finds the keys that carry it, not every key.
    static func words(_ text: String, locale: Locale) -> [String] {
        var words: [String] = []
        var word = ""
        func endWord() {
            if !word.isEmpty { words += splittingNumbers(word) }
            word = ""
        }
        for character in SeamCredentialOrdering.searchFold(text, locale: locale) {
            guard let first = character.unicodeScalars.first else { continue }
            if isSymbol(first) {
                endWord()
                let symbol = String(String.UnicodeScalarView(character.unicodeScalars.filter { !isStyleSelector($0) }))
                if !symbol.isEmpty { words.append(symbol) }
            } else if CharacterSet.alphanumerics.contains(first) {
                word.append(character)
            } else {
                endWord()
            }
        }
        endWord()
        return words
    }

    /// Math, currency, modifier and other symbols: emoji, ★, ♥, €, +.
    private static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: true
        default: false
        }
    }

    /// The variation selectors that ask for an emoji's text or emoji style (U+FE0E, U+FE0F).
    private static func isStyleSelector(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0E || scalar.value == 0xFE0F
    }

    /// A word with unspaced script split into its runs of numbers and of other letters.
    private static func splittingNumbers(_ word: String) -> [String] {
        guard word.unicodeScalars.contains(where: isUnspacedScript), word.contains(where: \.isNumber),
              !word.allSatisfy(\.isNumber) else { return [word] }
        var runs: [String] = []
        var run = ""
        for character in word {
            if let last = run.last, last.isNumber != character.isNumber {
                runs.append(run)
                run = ""
            }
            run.append(character)
        }
        runs.append(run)
        return runs
    }
}
