import Foundation

/// What a key list's cards and rows need to show and flip a key's favourite mark, as one
/// value: the list it belongs to, its favourites now, and the language of its action. A value
/// rather than closures so it compares equal while those are, and SwiftUI redraws the cards
/// only when a favourite changes (`SeamListEnvironmentValueTests`).
@MainActor
package struct SeamFavouriteMarking: Equatable {
    private weak var list: SeamCredentialsViewModel?
    private let listId: ObjectIdentifier
    /// The list's favourites when the marking was made.
    package let favourites: SeamFavouriteKeys
    /// The language of ``actionTitle(_:)``.
    package let locale: Locale

    package init(_ list: SeamCredentialsViewModel, locale: Locale) {
        self.list = list
        listId = ObjectIdentifier(list)
        favourites = list.favourites
        self.locale = locale
    }

    /// Whether the key is pinned to the top.
    package func isFavourite(_ credentialId: String) -> Bool {
        favourites.contains(credentialId)
    }

    /// "Add to favourites" or "Remove from favourites", for the key's mark now.
    package func actionTitle(_ credentialId: String) -> String {
        SeamKeySearch.Copy.toggleFavourite(isFavourite: isFavourite(credentialId), locale: locale)
    }

    /// Flips the key's mark in the list (``SeamCredentialsViewModel/toggleFavourite(_:)``).
    package func toggle(_ credentialId: String) {
        list?.toggleFavourite(credentialId)
    }

    package nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.listId == rhs.listId && lhs.favourites == rhs.favourites && lhs.locale == rhs.locale
    }
}

extension SeamCredentialsViewModel {
    /// The favourite marks of this list in `locale`, or `nil` when its service keeps no
    /// favourites (the list then offers none).
    package func favouriteMarking(locale: Locale) -> SeamFavouriteMarking? {
        canMarkFavourites ? SeamFavouriteMarking(self, locale: locale) : nil
    }
}
