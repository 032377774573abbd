import Foundation

extension SeamCredentialsViewModel {
    /// The keys to show for ``searchQuery``, in list order (favourites first); every key
    /// while the query is blank.
    public var searchResults: [SeamAccessCredential] {
        state.searchResults
    }

    /// Whether the search field holds something that filters (not blank).
    public var isSearching: Bool {
        state.isSearching
    }

    /// Whether a search leaves no key to show while there are keys: show
    /// ``SeamKeySearch/Copy/noMatches(_:locale:)`` instead of the empty-list state.
    public var searchFoundNothing: Bool {
        searchFoundNothing(in: searchResults)
    }

    /// ``searchFoundNothing`` for `results`, the ``searchResults`` a view already read, so a
    /// render filters the keys once.
    package func searchFoundNothing(in results: [SeamAccessCredential]) -> Bool {
        isSearching && !credentials.isEmpty && results.isEmpty
    }

    /// Whether the grid shows its own Refresh button (iOS 15, where only lists pull to
    /// refresh): not while the person searches (`isSearchFieldActive`, SwiftUI's
    /// `isSearching`, is `true` while the field has the keyboard) or a query filters the
    /// keys, so it does not float above the keyboard or over search results.
    public func showsGridRefreshButton(isSearchFieldActive: Bool) -> Bool {
        !isSearchFieldActive && !isSearching
    }

    /// Whether the service keeps favourites, so the list offers "Add to favourites".
    public var canMarkFavourites: Bool {
        service.favourites != nil
    }

    /// Whether the key is pinned to the top.
    public func isFavourite(_ credentialId: String) -> Bool {
        favourites.contains(credentialId)
    }

    /// Pins the key to the top of the list, or unpins it, and stores the change for this
    /// installation. The list re-sorts at once (a view's `SeamKeyOrderHold` moves it when
    /// the person stops touching the list). Does nothing for a key that is not listed, or
    /// when the service keeps no favourites.
    public func toggleFavourite(_ credentialId: String) {
        send(.favouriteToggleRequested(credentialId, keepsFavourites: service.favourites != nil))
    }

    /// The accessibility action (and menu item) for the key's favourite mark: "Add to
    /// favourites" or "Remove from favourites".
    public func favouriteActionTitle(for credentialId: String, locale: Locale) -> String {
        SeamKeySearch.Copy.toggleFavourite(isFavourite: isFavourite(credentialId), locale: locale)
    }

    /// What VoiceOver says after the key's favourite mark was flipped: "Added to favourites."
    /// or "Removed from favourites.", as the key is now (the sentence ``findingAnnouncements``
    /// posts).
    package func favouriteAnnouncement(for credentialId: String, locale: Locale) -> String {
        (isFavourite(credentialId) ? FindingAnnouncement.favouriteAdded : .favouriteRemoved).text(locale: locale)
    }
}
