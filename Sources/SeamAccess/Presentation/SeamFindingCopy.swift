import Foundation

extension SeamKeySearch {
    /// The copy of finding a key: the key list's search field and favourites, localized like
    /// everything else in SeamAccess.
    ///
    /// ```swift
    /// .searchable(text: $viewModel.searchQuery, prompt: SeamKeySearch.Copy.searchPrompt.text(locale: locale))
    /// ```
    public enum Copy: String, CaseIterable, Sendable {
        /// The search field's placeholder: "Search keys".
        case searchPrompt = "ui.search.prompt"
        /// The accessibility action and menu item that pins a key: "Add to favourites".
        case addFavourite = "ui.favourite.add"
        /// The accessibility action and menu item that unpins a key: "Remove from favourites".
        case removeFavourite = "ui.favourite.remove"
        /// What a favourite's star says to VoiceOver: "Favourite".
        case favourite = "ui.favourite"
        /// Said when a key became a favourite: "Added to favourites."
        case favouriteAdded = "ui.favourite.added"
        /// Said when a key stopped being a favourite: "Removed from favourites."
        case favouriteRemoved = "ui.favourite.removed"

        /// The copy in `locale`'s language (English when that language is not shipped).
        public func text(locale: Locale) -> String {
            SeamLocalization.string(rawValue, locale: locale)
        }

        /// "No keys match “gym”.", when a search leaves nothing to show.
        public static func noMatches(_ query: String, locale: Locale) -> String {
            SeamLocalization.format("ui.search.noMatches", locale: locale, query.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// The action that flips a key's favourite mark, as its title says it.
        public static func toggleFavourite(isFavourite: Bool, locale: Locale) -> String {
            (isFavourite ? removeFavourite : addFavourite).text(locale: locale)
        }
    }
}
