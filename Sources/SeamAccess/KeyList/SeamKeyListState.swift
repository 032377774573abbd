import Foundation

/// Everything a key list shows, as one value: ``SeamKeyListMachine`` is the only code that
/// changes it, and ``SeamCredentialsViewModel`` publishes its fields.
package struct SeamKeyListState {
    /// The service the list mirrors (``SeamCredentialsViewModel/rebind(to:)`` replaces it).
    package var service: any SeamServiceProtocol
    /// The keys in list order: favourites first, then usable keys, then by expiry, then by name.
    package var credentials: [SeamAccessCredential] = []
    package var favourites = SeamFavouriteKeys()
    package var searchQuery = ""
    package var selectedCredentialId: String?
    package var activation: SeamCredentialsViewModel.Activation = .inactive
    package var isRefreshing = false
    package var refreshError: SeamFailure?
    /// The language the keys are ordered in.
    package var locale: Locale
    /// The service's keys as last received, before ordering; `nil` until the first list.
    package var lastReceived: [SeamAccessCredential]?
    /// Set by a rebind: what the list shows is still the previous service's, until the new
    /// one publishes keys, becomes active, or fails to activate.
    package var awaitingReboundService = false
    /// The session as this list follows it, and its own activation call.
    package var tracker: SeamListActivation
    /// A wait for the app's first sign-in is running (``SeamKeyListMachine/Effect/waitForSignIn(after:)``).
    package var isWaitingForSignIn = false

    package init(service: any SeamServiceProtocol, session: SeamSessionState, locale: Locale) {
        self.service = service
        self.locale = locale
        tracker = SeamListActivation(session: session)
    }
}

extension SeamKeyListState: Equatable {
    /// Equal when every field is, the service by identity.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.service === rhs.service && lhs.credentials == rhs.credentials && lhs.favourites == rhs.favourites
            && lhs.searchQuery == rhs.searchQuery && lhs.selectedCredentialId == rhs.selectedCredentialId
            && lhs.activation == rhs.activation && lhs.isRefreshing == rhs.isRefreshing
            && lhs.refreshError == rhs.refreshError && lhs.locale == rhs.locale && lhs.lastReceived == rhs.lastReceived
            && lhs.awaitingReboundService == rhs.awaitingReboundService && lhs.tracker == rhs.tracker
            && lhs.isWaitingForSignIn == rhs.isWaitingForSignIn
    }
}

extension SeamKeyListState {
    /// Whether the search field holds something that filters (not blank).
    package var isSearching: Bool {
        !SeamKeySearch.isBlank(searchQuery, locale: locale)
    }

    /// The keys ``searchQuery`` finds, in list order.
    package var searchResults: [SeamAccessCredential] {
        SeamKeySearch.filter(credentials, query: searchQuery, locale: locale)
    }
}
