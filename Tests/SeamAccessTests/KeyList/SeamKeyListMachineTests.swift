import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The key list's transitions, one row each: the state before, the event, what changes and
/// the effects the view model must perform. The view model's own suites check that it runs them.
@MainActor
@Suite struct SeamKeyListMachineTests {
    typealias Event = SeamKeyListMachine.Event
    typealias Reading = SeamKeyListMachine.Reading

    /// One transition: `given` is the state before (from ``base``), `then` what the state
    /// should be after it.
    struct Row {
        var name: String
        var given: (inout SeamKeyListState) -> Void = { _ in }
        var event: Event
        var then: (inout SeamKeyListState) -> Void = { _ in }
        var effects: [SeamKeyListMachine.Effect]
    }

    let now = Date(timeIntervalSince1970: 1_000_000)
    let service = ScriptedService()
    let other = ScriptedService()
    let keys = [Fixture.key("b", name: "Bravo"), Fixture.key("a", name: "Alpha")]
    let sorted = [Fixture.key("a", name: "Alpha"), Fixture.key("b", name: "Bravo")]
    let english = Locale(identifier: "en_US")

    /// A list of `service` showing ``keys``, active, with no favourites store.
    var base: SeamKeyListState {
        var state = SeamKeyListState(service: service, session: .active, locale: english)
        state.lastReceived = keys
        state.credentials = sorted
        state.activation = .active
        return state
    }

    func active(_ credentials: [SeamAccessCredential], favourites: SeamFavouriteKeys? = nil) -> Reading {
        Reading(credentials: credentials, isActive: true, session: .active, favourites: favourites, now: now)
    }

    var rows: [Row] { [
        Row(name: "a refresh starts when none runs", event: .refreshRequested,
            then: { $0.isRefreshing = true }, effects: [.refresh]),
        Row(name: "a refresh asked for while one runs joins it", given: { $0.isRefreshing = true },
            event: .refreshRequested, then: { $0.isRefreshing = true }, effects: []),
        Row(name: "a failed refresh keeps the keys, shows and announces the error",
            given: { $0.isRefreshing = true }, event: .refreshFinished(.failed(.internetConnectionRequired), active(keys)),
            then: { $0.refreshError = .internetConnectionRequired },
            effects: [.announce(.refreshFailed(.internetConnectionRequired))]),
        Row(name: "a successful refresh clears the last error",
            given: { $0.isRefreshing = true; $0.refreshError = .internetConnectionRequired },
            event: .refreshFinished(.refreshed, active(keys)), effects: []),
        Row(name: "a cancelled refresh is not a failure and keeps the shown error",
            given: { $0.isRefreshing = true; $0.refreshError = .internetConnectionRequired },
            event: .refreshFinished(.cancelled, active(keys)), then: { $0.refreshError = .internetConnectionRequired }, effects: []),
        Row(name: "dismissing the error clears it", given: { $0.refreshError = .internetConnectionRequired },
            event: .refreshErrorDismissed, effects: []),

        Row(name: "a listed key can be selected", event: .selected("b"),
            then: { $0.selectedCredentialId = "b" }, effects: []),
        Row(name: "selecting a key that is not listed clears the selection", given: { $0.selectedCredentialId = "a" },
            event: .selected("gone"), effects: []),
        Row(name: "a selection written through a binding is kept as written", event: .selectionSet("x"),
            then: { $0.selectedCredentialId = "x" }, effects: []),

        Row(name: "new keys are sorted and a key that went away is deselected", given: { $0.selectedCredentialId = "b" },
            event: .credentialsReceived([Fixture.key("c"), Fixture.key("a", name: "Alpha")],
                                        active([Fixture.key("c"), Fixture.key("a", name: "Alpha")])),
            then: {
                $0.lastReceived = [Fixture.key("c"), Fixture.key("a", name: "Alpha")]
                $0.credentials = [Fixture.key("a", name: "Alpha"), Fixture.key("c")]
            },
            effects: [.scheduleReorder(after: nil)]),
        Row(name: "an unchanged list costs nothing", event: .credentialsReceived(keys, active(keys)), effects: []),
        Row(name: "an active list keeps only the favourites it still lists, pinned first",
            event: .credentialsReceived([Fixture.key("b", name: "Bravo"), Fixture.key("a", name: "Alpha"),
                                         Fixture.key("c", name: "Charlie")],
                                        active([], favourites: SeamFavouriteKeys(ids: ["c", "gone"]))),
            then: {
                $0.lastReceived = [Fixture.key("b", name: "Bravo"), Fixture.key("a", name: "Alpha"),
                                   Fixture.key("c", name: "Charlie")]
                $0.favourites = SeamFavouriteKeys(ids: ["c"])
                $0.credentials = [Fixture.key("c", name: "Charlie")] + sorted
            },
            effects: [.keepFavourites(only: ["b", "a", "c"]), .scheduleReorder(after: nil)]),
        Row(name: "a key's coming expiry schedules the next sort",
            event: .credentialsReceived([Fixture.key("a", name: "Alpha", expiry: now.addingTimeInterval(90))],
                                        active([])),
            then: {
                $0.lastReceived = [Fixture.key("a", name: "Alpha", expiry: now.addingTimeInterval(90))]
                $0.credentials = [Fixture.key("a", name: "Alpha", expiry: now.addingTimeInterval(90))]
            },
            effects: [.scheduleReorder(after: 90)]),

        Row(name: "a failed session is shown and announced", event: .sessionChanged(
                .failed(.invalidClientSessionToken), Reading(now: now)),
            then: { $0.activation = .failed(.invalidClientSessionToken); $0.tracker.sessionChanged(.failed(.invalidClientSessionToken)) },
            effects: [.announce(.activationFailed(.invalidClientSessionToken))]),
        Row(name: "a sign-out says the app must sign in, without an announcement",
            event: .sessionChanged(.signedOut, Reading(now: now)),
            then: { $0.activation = .failed(.initializationRequired); $0.tracker.sessionChanged(.signedOut) },
            effects: []),
        Row(name: "activating an inactive service starts the list's own activation",
            given: { $0.activation = .inactive; $0.tracker = SeamListActivation(session: .notSignedIn) },
            event: .activationRequested(Reading(now: now)),
            then: {
                $0.activation = .activating
                $0.tracker = SeamListActivation(session: .notSignedIn)
                $0.tracker.ownActivationStarted()
            },
            effects: [.activate]),
        Row(name: "activating an active service only follows its session",
            event: .activationRequested(active(keys)), effects: []),
        Row(name: "the list's failed activation is shown and announced",
            given: { $0.activation = .activating; $0.tracker = SeamListActivation(session: .notSignedIn) },
            event: .activationFinished(failure: .internetConnectionRequired, Reading(now: now)),
            then: {
                $0.activation = .failed(.internetConnectionRequired)
                $0.tracker = SeamListActivation(session: .notSignedIn)
                $0.tracker.ownActivationFinished(.internetConnectionRequired)
            },
            effects: [.announce(.activationFailed(.internetConnectionRequired))]),


        // Issue 30, item 2: "Loading…" forever before sign-in.
        Row(name: "a list that found no session starts a bounded wait for the app's sign-in",
            given: { $0.activation = .activating; $0.tracker = SeamListActivation(session: .notSignedIn) },
            event: .activationFinished(failure: .initializationRequired, Reading(now: now)),
            then: {
                $0.activation = .inactive
                $0.tracker = SeamListActivation(session: .notSignedIn)
                $0.tracker.ownActivationFinished(.initializationRequired)
                $0.isWaitingForSignIn = true
            },
            effects: [.waitForSignIn(after: SeamKeyListMachine.signInWait)]),
        Row(name: "no sign-in by the end of the wait says sign-in is required, announced, with Try again",
            given: {
                $0.activation = .inactive
                $0.tracker = SeamListActivation(session: .notSignedIn)
                $0.tracker.ownActivationFinished(.initializationRequired)
                $0.isWaitingForSignIn = true
            },
            event: .signInWaitElapsed(Reading(now: now)),
            then: {
                $0.activation = .failed(.initializationRequired)
                $0.tracker = SeamListActivation(session: .notSignedIn)
                $0.tracker.ownActivationFinished(.initializationRequired)
                $0.tracker.signInWaitEnded()
            },
            effects: [.announce(.activationFailed(.initializationRequired))]),
        Row(name: "the app's sign-in during the wait ends it",
            given: {
                $0.activation = .inactive
                $0.tracker = SeamListActivation(session: .notSignedIn)
                $0.tracker.ownActivationFinished(.initializationRequired)
                $0.isWaitingForSignIn = true
            },
            event: .sessionChanged(.activating, Reading(session: .activating, now: now)),
            then: {
                $0.activation = .activating
                $0.tracker = SeamListActivation(session: .notSignedIn)
                $0.tracker.sessionChanged(.activating)
            },
            effects: [.waitForSignIn(after: nil)]),

        // Issue 30, item 8: one truthful message when the backend ends the session.
        Row(name: "a session the backend ended says so, announced, not that keys are not set up",
            given: {
                $0.activation = .failed(.initializationRequired)
                $0.tracker = SeamListActivation(session: .active)
                $0.tracker.sessionChanged(.signedOut)
                $0.credentials = []
                $0.lastReceived = []
                $0.refreshError = .internetConnectionRequired
            },
            event: .sessionEnded(.invalidClientSessionToken, Reading(now: now)),
            then: {
                $0.activation = .failed(.invalidClientSessionToken)
                $0.tracker = SeamListActivation(session: .active)
                $0.tracker.sessionChanged(.signedOut)
                $0.tracker.sessionEnded(.invalidClientSessionToken)
                $0.credentials = []
                $0.lastReceived = []
            },
            effects: [.announce(.activationFailed(.invalidClientSessionToken))]),
        Row(name: "a refresh that found the session ended shows no banner beside the list's message",
            given: {
                $0.isRefreshing = true
                $0.activation = .failed(.invalidClientSessionToken)
                $0.tracker = SeamListActivation(session: .active)
                $0.tracker.sessionChanged(.signedOut)
                $0.tracker.sessionEnded(.invalidClientSessionToken)
                $0.credentials = []
                $0.lastReceived = []
            },
            event: .refreshFinished(.failed(.invalidClientSessionToken), Reading(session: .signedOut, now: now)),
            then: {
                $0.activation = .failed(.invalidClientSessionToken)
                $0.tracker = SeamListActivation(session: .active)
                $0.tracker.sessionChanged(.signedOut)
                $0.tracker.sessionEnded(.invalidClientSessionToken)
                $0.credentials = []
                $0.lastReceived = []
            },
            effects: []),

        Row(name: "rebinding to the same service does nothing", event: .rebound(service, active([])), effects: []),
        Row(name: "a new service that has not started leaves the old keys on screen",
            event: .rebound(other, Reading(now: now)),
            then: {
                $0.service = other
                $0.awaitingReboundService = true
                $0.tracker = SeamListActivation(session: .notSignedIn)
            },
            effects: [.forgetActivation, .subscribe]),
        Row(name: "a new active service shows its keys at once",
            given: { $0.selectedCredentialId = "a" },
            event: .rebound(other, active([Fixture.key("a", name: "Alpha")])),
            then: {
                $0.service = other
                $0.selectedCredentialId = "a"
                $0.lastReceived = [Fixture.key("a", name: "Alpha")]
                $0.credentials = [Fixture.key("a", name: "Alpha")]
            },
            effects: [.forgetActivation, .scheduleReorder(after: nil), .subscribe]),

        Row(name: "a query that filters waits for typing to settle", event: .searchQueryChanged("alp"),
            then: { $0.searchQuery = "alp" },
            effects: [.cancelSearchWait, .waitForSearchToSettle(SeamCredentialsViewModel.FindingAnnouncement.searchSettleDelay)]),
        Row(name: "a blank query only stops the wait", given: { $0.searchQuery = "alp" },
            event: .searchQueryChanged("  "), then: { $0.searchQuery = "  " }, effects: [.cancelSearchWait]),
        Row(name: "an unchanged query does nothing", given: { $0.searchQuery = "alp" },
            event: .searchQueryChanged("alp"), then: { $0.searchQuery = "alp" }, effects: []),
        Row(name: "a settled search says how many keys it shows", given: { $0.searchQuery = "alp" },
            event: .searchSettled, then: { $0.searchQuery = "alp" },
            effects: [.announceFinding(.searchResults(count: 1, query: "alp"))]),
        Row(name: "a search cleared before it settled says nothing", event: .searchSettled, effects: []),

        Row(name: "a listed key's mark is flipped in the store",
            event: .favouriteToggleRequested("b", keepsFavourites: true), effects: [.toggleFavourite("b")]),
        Row(name: "a key that is not listed is not marked",
            event: .favouriteToggleRequested("gone", keepsFavourites: true), effects: []),
        Row(name: "nothing is marked when the service keeps no favourites",
            event: .favouriteToggleRequested("b", keepsFavourites: false), effects: []),
        Row(name: "a new favourite moves up and is announced a moment later",
            event: .favouriteToggled("b", keys: SeamFavouriteKeys(ids: ["b"]), now: now),
            then: { $0.favourites = SeamFavouriteKeys(ids: ["b"]); $0.credentials = sorted.reversed() },
            effects: [.scheduleReorder(after: nil),
                      .announceFavourite(.favouriteAdded, after: SeamCredentialsViewModel.FindingAnnouncement.favouriteDelay)]),
        Row(name: "a removed favourite is announced as removed",
            given: { $0.favourites = SeamFavouriteKeys(ids: ["b"]); $0.credentials = sorted.reversed() },
            event: .favouriteToggled("b", keys: SeamFavouriteKeys(), now: now),
            effects: [.scheduleReorder(after: nil),
                      .announceFavourite(.favouriteRemoved, after: SeamCredentialsViewModel.FindingAnnouncement.favouriteDelay)]),
        Row(name: "favourites changed elsewhere re-sort the keys",
            event: .favouritesChanged(SeamFavouriteKeys(ids: ["b"]), now: now),
            then: { $0.favourites = SeamFavouriteKeys(ids: ["b"]); $0.credentials = sorted.reversed() },
            effects: [.scheduleReorder(after: nil)]),
        Row(name: "the same favourites change nothing", event: .favouritesChanged(SeamFavouriteKeys(), now: now),
            effects: []),

        Row(name: "another language re-sorts the keys", event: .localeChanged(Locale(identifier: "sv_SE"), now: now),
            then: { $0.locale = Locale(identifier: "sv_SE") }, effects: [.scheduleReorder(after: nil)]),
        Row(name: "the same language changes nothing", event: .localeChanged(english, now: now), effects: []),
        Row(name: "a key's start or expiry re-sorts the keys", event: .reorderDue(now: now),
            effects: [.scheduleReorder(after: nil)]),
    ] }

    @Test func everyTransitionChangesWhatItsRowSaysAndAsksForItsEffects() {
        for row in rows {
            var before = base
            row.given(&before)
            var expected = base
            row.then(&expected)
            let step = SeamKeyListMachine().reduce(before, row.event)
            #expect(step.effects == row.effects, "\(row.name)")
            #expect(step.state == expected, "\(row.name)")
        }
    }

    @Test func everyRowIsNamedOnce() {
        #expect(Set(rows.map(\.name)).count == rows.count)
    }
}

/// The view model runs the machine: what a subscriber writes while it is told about a change
/// is not undone by the rest of that change.
@MainActor
@Suite struct SeamKeyListRunnerTests {
    @Test func aSelectionWrittenWhileTheKeysArriveIsKept() {
        let service = ScriptedService()
        service.setCredentials([])
        let list = SeamCredentialsViewModel(seam: service, clock: TestClock(), locale: .english)
        // What seam-demo does: select the first key when a list without a selection arrives.
        let subscription = list.$credentials.sink { [weak list] keys in
            if list?.selectedCredentialId == nil, let first = keys.first { list?.selectedCredentialId = first.id }
        }
        service.setCredentials([Fixture.key("b", name: "Bravo"), Fixture.key("a", name: "Alpha")])
        #expect(list.selectedCredentialId == "a")
        #expect(list.state.selectedCredentialId == "a", "the write reached the state")
        subscription.cancel()
    }

    @Test func aSearchTypedIntoTheBindingReachesTheState() {
        let list = SeamCredentialsViewModel(seam: ScriptedService(), clock: TestClock(), locale: .english)
        list.searchQuery = "alp"
        #expect(list.state.searchQuery == "alp")
        #expect(list.isSearching)
    }
}
