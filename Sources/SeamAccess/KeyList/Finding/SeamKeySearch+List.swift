import Foundation

extension SeamKeySearch {
    /// The keys a key list shows for what a person typed in its search field: every key
    /// whose name, location or doors match `query`, in the order given (pass the list's order:
    /// favourites first, then `SeamCredentialOrdering`). A blank query (empty, spaces or
    /// punctuation only) shows every key; a symbol or emoji is searched for like a word
    /// ("🌊" finds the keys whose name or place has it).
    ///
    /// Matching is the one Siri and Shortcuts use (``keys(matching:in:now:locale:)``), with
    /// the key list's fold: case, accents and letter width are ignored in `locale`'s rules
    /// ("cafe" finds "Café", "malmo" finds "Malmö"; with a Turkish locale "ılık" finds
    /// "ILIK"), and every typed word must start a word of the name, location or doors, except in
    /// Chinese, Japanese and Korean, where it may match inside one. Unlike a spoken request,
    /// a number matches while it is still being typed ("room 10" finds "Room 101").
    ///
    /// ```swift
    /// let shown = SeamKeySearch.filter(viewModel.credentials, query: "marina", locale: locale)
    /// ```
    public static func filter(_ credentials: [SeamAccessCredential], query: String,
                              locale: Locale) -> [SeamAccessCredential] {
        let words = words(query, locale: locale)
        guard !words.isEmpty else { return credentials }
        return credentials.filter { credential in
            matches(words, self.words(searchedText(of: credential), locale: locale), numbers: .prefix)
        }
    }

    /// Whether `query` filters nothing out: empty, or only spaces and punctuation.
    package static func isBlank(_ query: String, locale: Locale) -> Bool {
        words(query, locale: locale).isEmpty
    }
}
