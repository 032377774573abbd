import Foundation

/// The key list as a pure function: `(state, event) → (state, effects)`.
/// ``SeamCredentialsViewModel`` turns what happens (the service publishing, the person searching,
/// a refresh ending) into events, publishes the state and performs the effects. Everything the
/// service or the clock says comes in the event (``Reading``), so every transition is tested directly.
package struct SeamKeyListMachine: SeamMachine {
    package init() {}

    /// What the runner read from the service and the clock when an event happened.
    package struct Reading: Hashable, Sendable {
        /// The service's keys now (``SeamServiceProtocol/credentials``).
        package var credentials: [SeamAccessCredential]
        package var isActive: Bool
        package var session: SeamSessionState
        /// The service's stored favourites, or `nil` when it keeps none.
        package var favourites: SeamFavouriteKeys?
        package var now: Date
        /// The keys went because the server ended the session (a service that can tell,
        /// ``SeamService``), not the app's sign-out.
        package var endedByServer = false

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
        /// The backend ended the session (``SeamServiceProtocol/sessionEndedPublisher``).
        case sessionEnded(SeamFailure, Reading)
        /// ``SeamKeyListMachine/signInWait`` passed since the list began waiting for the app's
        /// first sign-in (``Effect/waitForSignIn(after:)``).
        case signInWaitElapsed(Reading)
        /// Someone asked the list to activate the service (no activation of its own is running).
        case activationRequested(Reading)
        /// The list's own activation of the current service ended (`nil`: it succeeded).
        case activationFinished(failure: SeamFailure?, Reading)
        /// Someone asked for a refresh and none is running.
        case refreshRequested
        case refreshFinished(SeamRefreshOutcome, Reading)
        case refreshErrorDismissed
        /// ``SeamCredentialsViewModel/select(_:)``: only a listed key can be selected.
        case selected(String?)
        /// The selection was written directly (a binding): kept as written.
        case selectionSet(String?)
        case searchQueryChanged(String)
        /// The search field stayed the same for ``SeamCredentialsViewModel/FindingAnnouncement/searchSettleDelay``.
        case searchSettled
        /// The person flipped a key's favourite mark; `keepsFavourites` says whether the service
        /// has a favourites store.
        case favouriteToggleRequested(String, keepsFavourites: Bool)
        /// The store flipped the mark (after ``Effect/toggleFavourite(_:)``); `keys` is what it holds now.
        case favouriteToggled(String, keys: SeamFavouriteKeys, now: Date)
        /// The store's favourites changed (here, in another list, or by a sign-out).
        case favouritesChanged(SeamFavouriteKeys, now: Date)
        case localeChanged(Locale, now: Date)
        /// A key's start or expiry came (``Effect/scheduleReorder(after:)``).
        case reorderDue(now: Date)
        /// A deactivation finished (``SeamServiceProtocol/deactivationPublisher``).
        case deactivated(Reading)
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
        case announceFavourite(SeamCredentialsViewModel.FindingAnnouncement, after: TimeInterval)
        /// Publish on ``SeamCredentialsViewModel/findingAnnouncements`` now.
        case announceFinding(SeamCredentialsViewModel.FindingAnnouncement)
        /// Send ``Event/searchSettled`` after `delay`, replacing the wait that runs.
        case waitForSearchToSettle(TimeInterval)
        /// Stop the wait for the search to settle.
        case cancelSearchWait
        /// Send ``Event/reorderDue(now:)`` after the seconds given, replacing the one scheduled;
        /// `nil` cancels it.
        case scheduleReorder(after: TimeInterval?)
        /// Send ``Event/signInWaitElapsed(_:)`` after the seconds given; `nil` cancels the wait.
        case waitForSignIn(after: TimeInterval?)
    }

    package typealias Step = SeamStep<SeamKeyListState, Effect>

    /// How long a list that found no session waits for the app's first sign-in before it says
    /// that sign-in is required (with "Try again"): long enough for an app's sign-in at launch
    /// (fetching a client session token from its backend), short enough that a lost token or a
    /// bootstrap that never calls `Seam.initialize` does not leave "Loading…" forever.
    package static let signInWait: TimeInterval = 10

    /// The next state and the effects to perform.
    package func reduce(_ state: SeamKeyListState, _ event: Event) -> Step {
        var step = Step(state)
        step.handle(event)
        return step
    }
}
