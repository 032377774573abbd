import Foundation

/// Finds keys by what a person says or types ("unlock room one-oh-one" reaches Shortcuts as
/// "room 101"), for an App Intents entity query.
///
/// Text matches the way people read a key: by words of its name and location, ignoring case,
/// accents and letter width, in the locale's rules ("cafe" finds "Café", "MARINA" finds
/// "Marina"). Every word typed must start a word of the name or location; a number must be a
/// whole number on the key ("room 1" does not find "Room 101"). Results keep the key list's
/// order.
///
/// ```swift
/// let matches = SeamKeySearch.keys(matching: "marina 101", in: credentials, now: Date())
/// let suggested = SeamKeySearch.suggestions(credentials, now: Date())
/// ```
public enum SeamKeySearch {
    /// The usable keys, in the key list's order: what Siri and Shortcuts offer first.
    public static func suggestions(_ credentials: [SeamAccessCredential], now: Date) -> [SeamAccessCredential] {
        SeamCredentialOrdering.sorted(credentials, now: now).filter { $0.isUsable(at: now) }
    }

    /// Every key (usable or not, so asking for an expired key can say it has expired) whose
    /// name or location matches `text`, in the key list's order. Blank text matches nothing.
    public static func keys(
        matching text: String,
        in credentials: [SeamAccessCredential],
        now: Date,
        locale: Locale = .current
    ) -> [SeamAccessCredential] {
        let query = words(text, locale: locale)
        guard !query.isEmpty else { return [] }
        return SeamCredentialOrdering.sorted(credentials, now: now).filter { credential in
            matches(query, words("\(credential.name) \(credential.location)", locale: locale))
        }
    }

    /// Whether `text` matches the key's name or location.
    public static func matches(_ text: String, _ credential: SeamAccessCredential, locale: Locale = .current) -> Bool {
        let query = words(text, locale: locale)
        return !query.isEmpty && matches(query, words("\(credential.name) \(credential.location)", locale: locale))
    }

    private static func matches(_ query: [String], _ candidate: [String]) -> Bool {
        query.allSatisfy { word in
            let isNumber = word.allSatisfy(\.isNumber)
            return candidate.contains { isNumber ? $0 == word : $0.hasPrefix(word) }
        }
    }

    /// Folded words: case, accents and width removed in `locale`'s rules, split at anything
    /// that is not a letter or a digit. "ß" is spelled "ss" either way, as German readers
    /// type it, whichever case folding the platform's Foundation applies.
    static func words(_ text: String, locale: Locale) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: locale)
            .replacingOccurrences(of: "ß", with: "ss")
            .components(separatedBy: CharacterSet.alphanumerics.inverted)
            .filter { !$0.isEmpty }
    }
}
