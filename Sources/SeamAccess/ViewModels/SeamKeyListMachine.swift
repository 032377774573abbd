import Foundation

/// The key list as a pure function: `(state, event) → (state, effects)`.
///
/// ``SeamCredentialsViewModel`` turns what happens (the service publishing, the person
/// searching, a refresh ending) into events, publishes the state this returns, and performs
/// its effects (activating, refreshing, storing favourites, announcing). Everything the service
/// or the clock says comes in the event (``Reading``), so every transition is tested directly.
///
/// ```swift
/// let step = SeamKeyListMachine.reduce(state, .refreshRequested)
/// // step.state.isRefreshing == true, step.effects == [.refresh]
/// ```
package enum SeamKeyListMachine {
    /// What the runner read from the service and the clock when an event happened.
    package struct Reading: Hashable, Sendable {
        /// The service's keys now (``SeamServiceProtocol/credentials``).
        package var credentials: [SeamAccessCredential]
        package var isActive: Bool
        package var session: SeamSessionState
        /// The service's stored favourites, or `nil` when it keeps none.
        package var favourites: SeamFavouriteKeys?
        package var now: Date

        package init(credentials: [SeamAccessCredential] = [], isActive: Bool = false,
                     session: SeamSessionState = .notSignedIn, favourites: SeamFavouriteKeys? = nil, now: Date) {
            self.credentials = credentials
            self.isActive = isActive
            self.session = session
            self.favourites = favourites
            self.now = now
        }
    }

    /// Something that happened.
    package enum Event {
        /// The list was created for ``SeamKeyListState/service``.
        case started(Reading)
        /// The list now mirrors another service.
        case rebound(any SeamServiceProtocol, Reading)
        /// The service published its keys.
        case credentialsReceived([SeamAccessCredential], Reading)
        /// The service's session changed.
        case sessionChanged(SeamSessionState, Reading)
        /// Someone asked the list to activate the service (no activation of its own is running).
        case activationRequested(Reading)
        /// The list's own activation of the current service ended (`nil`: it succeeded).
        case activationFinished(failure: SeamError?, Reading)
        /// Someone asked for a refresh and none is running.
        case refreshRequested
        case refreshFinished(SeamRefreshOutcome)
        case refreshErrorDismissed
        /// ``SeamCredentialsViewModel/select(_:)``: only a listed key can be selected.
        case selected(String?)
        /// The selection was written directly (a binding): kept as written.
        case selectionSet(String?)
        case searchQueryChanged(String)
        /// The search field stayed the same for ``SeamFindingAnnouncement/searchSettleDelay``.
        case searchSettled
        /// The person flipped a key's favourite mark; `keepsFavourites` says whether the service
        /// has a favourites store.
        case favouriteToggleRequested(String, keepsFavourites: Bool)
        /// The store flipped the mark (after ``Effect/toggleFavourite(_:)``); `keys` is what it holds now.
        case favouriteToggled(String, keys: SeamFavouriteKeys, now: Date)
        /// The store's favourites changed (here, in another list, or by a deintegration).
        case favouritesChanged(SeamFavouriteKeys, now: Date)
        case localeChanged(Locale, now: Date)
        /// A key's start or expiry came (``Effect/scheduleReorder(after:)``).
        case reorderDue(now: Date)
    }

    /// Something the runner must do.
    package enum Effect: Hashable, Sendable {
        /// Follow the (new) service's publishers instead of the previous ones.
        case subscribe
        /// Forget the running activation: its result belongs to the previous service.
        case forgetActivation
        /// Activate the service; send ``Event/activationFinished(failure:_:)`` when it ends.
        case activate
        /// Refresh the keys; send ``Event/refreshFinished(_:)`` when it ends.
        case refresh
        /// Publish on ``SeamCredentialsViewModel/announcements``.
        case announce(SeamListAnnouncement)
        /// Store only these favourites (a key the backend no longer lists stops being one).
        case keepFavourites(only: [String])
        /// Flip the key's mark in the store; send ``Event/favouriteToggled(_:keys:now:)``.
        case toggleFavourite(String)
        /// Publish on ``SeamCredentialsViewModel/findingAnnouncements`` after `delay`,
        /// replacing a favourite announcement still waiting.
        case announceFavourite(SeamFindingAnnouncement, after: TimeInterval)
        /// Publish on ``SeamCredentialsViewModel/findingAnnouncements`` now.
        case announceFinding(SeamFindingAnnouncement)
        /// Send ``Event/searchSettled`` after `delay`, replacing the wait that runs.
        case waitForSearchToSettle(TimeInterval)
        /// Stop the wait for the search to settle.
        case cancelSearchWait
        /// Send ``Event/reorderDue(now:)`` after the seconds given, replacing the one scheduled;
        /// `nil` cancels it.
        case scheduleReorder(after: TimeInterval?)
    }

    /// A transition's result.
    package struct Step: Equatable {
        package var state: SeamKeyListState
        package var effects: [Effect]

        package init(_ state: SeamKeyListState, _ effects: [Effect] = []) {
            self.state = state
            self.effects = effects
        }
    }

    /// The next state and the effects to perform.
    package static func reduce(_ state: SeamKeyListState, _ event: Event) -> Step {
        var step = Step(state)
        step.handle(event)
        return step
    }
}

extension SeamKeyListMachine.Step {
    fileprivate mutating func handle(_ event: SeamKeyListMachine.Event) {
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
        case .refreshFinished(let outcome):
            refreshFinished(outcome)
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
            let announcement: SeamFindingAnnouncement = keys.contains(credentialId) ? .favouriteAdded : .favouriteRemoved
            effects.append(.announceFavourite(announcement, after: SeamFindingAnnouncement.favouriteDelay))
        case .favouritesChanged(let keys, let now):
            favouritesChanged(keys, now: now)
        case .localeChanged(let locale, let now):
            guard locale != state.locale else { return }
            state.locale = locale
            if let latest = state.lastReceived { reorder(latest, now: now) }
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
    /// once (not the sign-in the app must do). A rebound service leaves the previous
    /// service's state on screen until it is active or has failed.
    private mutating func updateActivation(_ reading: SeamKeyListMachine.Reading) {
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
        if case .failed(let error) = activation, error != .initializationRequired {
            effects.append(.announce(.activationFailed(error)))
        }
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
        if let id = state.selectedCredentialId, !credentials.contains(where: { $0.id == id }) {
            state.selectedCredentialId = nil
        }
    }

    /// Reads the favourites again with each new list (a deintegration may have removed
    /// them), and a key the backend no longer lists stops being a favourite. Only a list an
    /// active session published counts, and never an empty one: a session that starts or
    /// ends publishes no keys for a moment, and a sign-out keeps the favourites.
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

    private mutating func refreshFinished(_ outcome: SeamRefreshOutcome) {
        state.isRefreshing = false
        switch outcome {
        case .refreshed: state.refreshError = nil
        case .failed(let error):
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
        effects.append(.waitForSearchToSettle(SeamFindingAnnouncement.searchSettleDelay))
    }
}
