import Foundation

/// The key list's transitions: what each ``SeamKeyListMachine/Event`` changes and asks for.
extension SeamStep where State == SeamKeyListState, Effect == SeamKeyListMachine.Effect {
    mutating func handle(_ event: SeamKeyListMachine.Event) {
        switch event {
        case .started(let reading):
            bind(reading)
        case .rebound(let service, let reading):
            guard service !== state.service else { return }
            state.service = service
            state.awaitingReboundService = true
            effects.append(.forgetActivation)
            bind(reading)
        case .credentialsReceived(let credentials, let reading):
            apply(credentials, reading)
        case .sessionChanged(let session, let reading):
            state.tracker.sessionChanged(session)
            updateActivation(reading)
        case .sessionEnded(let reason, let reading):
            state.tracker.sessionEnded(reason)
            updateActivation(reading)
        case .signInWaitElapsed(let reading):
            state.isWaitingForSignIn = false
            state.tracker.signInWaitEnded()
            updateActivation(reading)
        case .activationRequested(let reading):
            guard !reading.isActive else {
                state.tracker.sessionChanged(reading.session)
                updateActivation(reading)
                return
            }
            effects.append(.activate)
            state.tracker.ownActivationStarted()
            updateActivation(reading)
        case .activationFinished(let failure, let reading):
            state.tracker.ownActivationFinished(failure)
            // What the activation led to, also for a service whose publishers do not replay.
            state.tracker.sessionChanged(reading.session)
            updateActivation(reading)
        case .refreshRequested:
            guard !state.isRefreshing else { return }
            state.isRefreshing = true
            effects.append(.refresh)
        case .refreshFinished(let outcome, let reading):
            refreshFinished(outcome, reading)
        case .refreshErrorDismissed:
            state.refreshError = nil
        case .selected(let credentialId):
            state.selectedCredentialId = credentialId.flatMap { id in state.credentials.contains { $0.id == id } ? id : nil }
        case .selectionSet(let credentialId):
            state.selectedCredentialId = credentialId
        case .searchQueryChanged(let query):
            searchQueryChanged(query)
        case .searchSettled:
            guard state.isSearching, !state.credentials.isEmpty else { return }
            effects.append(.announceFinding(.searchResults(count: state.searchResults.count, query: state.searchQuery)))
        case .favouriteToggleRequested(let credentialId, let keepsFavourites):
            guard keepsFavourites, state.credentials.contains(where: { $0.id == credentialId }) else { return }
            effects.append(.toggleFavourite(credentialId))
        case .favouriteToggled(let credentialId, let keys, let now):
            favouritesChanged(keys, now: now)
            let announcement: SeamCredentialsViewModel.FindingAnnouncement = keys.contains(credentialId) ? .favouriteAdded : .favouriteRemoved
            effects.append(.announceFavourite(announcement, after: SeamCredentialsViewModel.FindingAnnouncement.favouriteDelay))
        case .favouritesChanged(let keys, let now):
            favouritesChanged(keys, now: now)
        case .localeChanged(let locale, let now):
            guard locale != state.locale else { return }
            state.locale = locale
            if let latest = state.lastReceived { reorder(latest, now: now) }
        case .deactivated(let reading):
            // The app's own sign-out after the server ended the session (the SDK no longer says
            // the server ended it): the card kept for the server's end closes now.
            closeCardOfUnlistedKey(in: state.credentials, reading)
        case .reorderDue(let now):
            if let latest = state.lastReceived { reorder(latest, now: now) }
        }
    }

    /// Follows a service from scratch: its session, its favourites, its keys.
    private mutating func bind(_ reading: SeamKeyListMachine.Reading) {
        state.tracker = SeamListActivation(session: reading.session)
        state.favourites = reading.favourites ?? SeamFavouriteKeys()
        updateActivation(reading)
        apply(reading.credentials, reading)
        effects.append(.subscribe)
    }

    /// Shows what the session and the list's own activation say, and announces a failure
    /// once (not a sign-out, which the app did; an ended session and a sign-in that did not
    /// come in time, yes). A rebound service leaves the previous service's state on screen
    /// until it is active or has failed.
    private mutating func updateActivation(_ reading: SeamKeyListMachine.Reading) {
        timeSignIn()
        let activation = state.tracker.state
        if state.awaitingReboundService {
            switch activation {
            case .active, .failed:
                state.awaitingReboundService = false
                apply(reading.credentials, reading)
            case .inactive, .activating:
                return
            }
        }
        guard activation != state.activation else { return }
        state.activation = activation
        dropContradictedRefreshError()
        if case .failed(let error) = activation, error != .initializationRequired || state.tracker.signInWaitElapsed {
            effects.append(.announce(.activationFailed(error)))
        }
    }

    /// A list that shows a failure in place of its keys has no "last keys" to keep showing: the
    /// refresh banner that says so goes.
    private mutating func dropContradictedRefreshError() {
        if case .failed = state.activation, state.credentials.isEmpty { state.refreshError = nil }
    }

    /// Starts the wait for the app's first sign-in when the list begins waiting, and stops it
    /// when the session moves on.
    private mutating func timeSignIn() {
        let waits = state.tracker.isWaitingForSignIn
        guard waits != state.isWaitingForSignIn else { return }
        state.isWaitingForSignIn = waits
        effects.append(.waitForSignIn(after: waits ? SeamKeyListMachine.signInWait : nil))
    }

    private mutating func apply(_ credentials: [SeamAccessCredential], _ reading: SeamKeyListMachine.Reading) {
        if state.awaitingReboundService {
            // An empty list from a service that is not active yet is not its keys, only its start.
            guard !credentials.isEmpty || reading.isActive else { return }
            state.awaitingReboundService = false
        }
        // An unchanged list (a sync that found nothing new) costs one comparison, not a sort.
        guard credentials != state.lastReceived else { return }
        state.lastReceived = credentials
        syncFavourites(with: credentials, reading)
        reorder(credentials, now: reading.now)
        dropContradictedRefreshError()
        closeCardOfUnlistedKey(in: credentials, reading)
    }

    /// A key that leaves the list closes its card, the app's own sign-out included. Keys that
    /// go because the server ended the session leave the card open: it says what became of
    /// its attempt (the door may have opened) until the person closes it.
    private mutating func closeCardOfUnlistedKey(in credentials: [SeamAccessCredential], _ reading: SeamKeyListMachine.Reading) {
        let wentWithTheServersEnd = credentials.isEmpty && !reading.isActive && reading.endedByServer
        if let id = state.selectedCredentialId, !credentials.contains(where: { $0.id == id }), !wentWithTheServersEnd {
            state.selectedCredentialId = nil
        }
    }

    /// Reads the favourites again with each new list (a sign-out may have removed them), and
    /// a key the backend no longer lists stops being a favourite. Only a list an active
    /// session published counts, and never an empty one: a session that starts or ends
    /// publishes no keys for a moment, and a session the server ended keeps the favourites.
    private mutating func syncFavourites(with credentials: [SeamAccessCredential], _ reading: SeamKeyListMachine.Reading) {
        guard var keys = reading.favourites else {
            state.favourites = SeamFavouriteKeys()
            return
        }
        if reading.isActive, !credentials.isEmpty {
            let ids = credentials.map(\.id)
            effects.append(.keepFavourites(only: ids))
            keys = keys.keeping(only: ids)
        }
        state.favourites = keys
    }

    private mutating func favouritesChanged(_ keys: SeamFavouriteKeys, now: Date) {
        guard keys != state.favourites else { return }
        state.favourites = keys
        if let latest = state.lastReceived { reorder(latest, now: now) }
    }

    /// Sorts for `now`, and schedules the next sort for when the next key starts or expires:
    /// a key whose start comes moves up among the usable ones, and an expired key behind
    /// them, even if the backend sends nothing.
    private mutating func reorder(_ credentials: [SeamAccessCredential], now: Date) {
        state.credentials = state.favourites.pinnedFirst(
            SeamCredentialOrdering.sorted(credentials, now: now, locale: state.locale))
        let boundaries = credentials.compactMap(\.expiry) + credentials.compactMap(\.startsAt)
        let next = boundaries.filter { $0 > now }.min()
        effects.append(.scheduleReorder(after: next.map { $0.timeIntervalSince(now) }))
    }

    private mutating func refreshFinished(_ outcome: SeamRefreshOutcome, _ reading: SeamKeyListMachine.Reading) {
        state.isRefreshing = false
        switch outcome {
        case .refreshed: state.refreshError = nil
        case .failed(let error):
            // The backend ended the session: once it is over the list says so, in place of its
            // keys, and a banner "showing the last keys we had" beside it would contradict it.
            if error == .seam(.invalidClientSessionToken) {
                state.tracker.sessionEnded(error)
                updateActivation(reading)
                if case .failed(error) = state.activation { return }
            }
            state.refreshError = error
            effects.append(.announce(.refreshFailed(error)))
        case .cancelled, .joinedRunningRefresh: break
        }
    }

    /// The search field changed: its result is said once typing settles.
    private mutating func searchQueryChanged(_ query: String) {
        guard query != state.searchQuery else { return }
        state.searchQuery = query
        effects.append(.cancelSearchWait)
        guard state.isSearching, !state.credentials.isEmpty else { return }
        effects.append(.waitForSearchToSettle(SeamCredentialsViewModel.FindingAnnouncement.searchSettleDelay))
    }
}
