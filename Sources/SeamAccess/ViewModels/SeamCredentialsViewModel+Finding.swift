import Foundation

extension SeamCredentialsViewModel {
    /// The keys to show for ``searchQuery``, in list order (favourites first); every key
    /// while the query is blank.
    public var searchResults: [SeamAccessCredential] {
        SeamKeySearch.filter(credentials, query: searchQuery, locale: locale)
    }

    /// Whether the search field holds something that filters (not blank).
    public var isSearching: Bool {
        !SeamKeySearch.isBlank(searchQuery, locale: locale)
    }

    /// Whether a search leaves no key to show while there are keys: show
    /// ``SeamFindingCopy/noMatches(_:locale:)`` instead of the empty-list state.
    public var searchFoundNothing: Bool {
        isSearching && !credentials.isEmpty && searchResults.isEmpty
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
    /// installation. The list re-sorts at once (a view's ``SeamKeyOrderHold`` moves it when
    /// the person stops touching the list). Does nothing for a key that is not listed, or
    /// when the service keeps no favourites.
    public func toggleFavourite(_ credentialId: String) {
        guard let store = service.favourites, credentials.contains(where: { $0.id == credentialId }) else { return }
        store.toggle(credentialId)
        favouritesChanged()
        let announcement: SeamFindingAnnouncement = isFavourite(credentialId) ? .favouriteAdded : .favouriteRemoved
        favouriteAnnouncementTask?.cancel()
        favouriteAnnouncementTask = announce(announcement, after: SeamFindingAnnouncement.favouriteDelay)
    }

    /// The search field changed: its result is said once typing settles.
    func searchQueryChanged() {
        searchAnnouncementTask?.cancel()
        searchAnnouncementTask = nil
        guard isSearching, !credentials.isEmpty else { return }
        searchAnnouncementTask = Task { [weak self, clock] in
            guard (try? await clock.sleep(for: SeamFindingAnnouncement.searchSettleDelay)) != nil,
                  let self, !Task.isCancelled, isSearching, !credentials.isEmpty else { return }
            findingAnnouncementSubject.send(.searchResults(count: searchResults.count, query: searchQuery))
        }
    }

    private func announce(_ announcement: SeamFindingAnnouncement, after delay: TimeInterval) -> Task<Void, Never> {
        Task { [weak self, clock] in
            guard (try? await clock.sleep(for: delay)) != nil, let self, !Task.isCancelled else { return }
            findingAnnouncementSubject.send(announcement)
        }
    }

    /// Shows the store's favourites (changed here, in another list, or by a deintegration):
    /// the keys re-sort at once.
    func favouritesChanged() {
        let keys = service.favourites?.keys ?? SeamFavouriteKeys()
        guard keys != favourites else { return }
        favourites = keys
        if let latest = lastReceived { reorder(latest) }
    }

    /// The accessibility action (and menu item) for the key's favourite mark: "Add to
    /// favourites" or "Remove from favourites".
    public func favouriteActionTitle(for credentialId: String, locale: Locale = .current) -> String {
        SeamFindingCopy.toggleFavourite(isFavourite: isFavourite(credentialId), locale: locale)
    }

    /// What VoiceOver says after the key's favourite mark was flipped: "Added to favourites."
    /// or "Removed from favourites.", as the key is now.
    public func favouriteAnnouncement(for credentialId: String, locale: Locale = .current) -> String {
        (isFavourite(credentialId) ? SeamFindingCopy.favouriteAdded : .favouriteRemoved).text(locale: locale)
    }

    /// Reads the favourites again with each new list (a deintegration may have removed
    /// them), and a key the backend no longer lists stops being a favourite. Only a list an
    /// active session published counts, and never an empty one: a session that starts or
    /// ends publishes no keys for a moment, and a sign-out keeps the favourites.
    func syncFavourites(with newCredentials: [SeamAccessCredential]) {
        guard let store = service.favourites else {
            if !favourites.ids.isEmpty { favourites = SeamFavouriteKeys() }
            return
        }
        if service.isActive, !newCredentials.isEmpty { store.keepOnly(newCredentials.map(\.id)) }
        let keys = store.keys
        if keys != favourites { favourites = keys }
    }
}
