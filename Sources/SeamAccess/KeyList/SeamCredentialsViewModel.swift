import Foundation
@_spi(SeamInternal) import SeamSDK

/// Drives a key list: the service's credentials in a stable order, the selection,
/// activation and pull-to-refresh, each with its error exposed.
///
/// SeamComponents' list views call ``activate()`` when they appear; a screen of your own
/// should too (`.task { await viewModel.activate() }`), or ``content`` stays ``Content/loading``
/// until the app activates the service itself.
///
/// ``activation`` follows the service's ``SeamServiceProtocol/sessionState``, whoever
/// activates: a list shown at launch, before the app's sign-in code called
/// `Seam.initialize(clientSessionToken:)`, loads quietly and then shows the app's activation,
/// its keys or its failure (with "Try again" when that can help); after a sign-out, every
/// list, open or new, says the app must sign in.
///
/// ```swift
/// @StateObject var viewModel = SeamCredentialsViewModel(seam: SeamService())
/// …
/// SeamCredentialGrid(credentials: viewModel.credentials,
///                    selectedId: viewModel.selectedCredentialId,
///                    onSelect: viewModel.select)
/// ```
@MainActor
public final class SeamCredentialsViewModel: ObservableObject {
    /// What the list area should show.
    public enum Content: Hashable, Sendable {
        /// Activation is running (or has not started): show a loading state.
        case loading
        /// Activation failed: show the error and a retry.
        case activationFailed(SeamFailure)
        /// Active with no keys: show the empty state with refresh.
        case empty
        /// Show ``SeamCredentialsViewModel/credentials``.
        case credentials
    }

    // The published properties (and `locale`) show the fields of `state`, which only
    // `SeamKeyListMachine.reduce` changes: the view model turns its calls and the service's
    // publishers into events and performs the effects (see `send(_:)`). The two the views
    // write, `searchQuery` and `selectedCredentialId`, pass the write on as an event.

    /// The service's credentials: favourites first (``SeamFavourites``), then usable keys, then
    /// by expiry, then by name.
    @Published public private(set) var credentials: [SeamAccessCredential] = []
    /// The keys the person pinned to the top (the service's ``SeamServiceProtocol/favourites``).
    @Published package private(set) var favourites = SeamFavouriteKeys()
    /// What the person typed in the list's search field; ``searchResults`` shows the keys it
    /// finds (see ``SeamKeySearch/filter(_:query:locale:)``).
    @Published public var searchQuery = "" {
        didSet { if searchQuery != state.searchQuery { send(.searchQueryChanged(searchQuery)) } }
    }
    /// The selected key; cleared when that key disappears.
    @Published public var selectedCredentialId: String? {
        didSet { if selectedCredentialId != state.selectedCredentialId { send(.selectionSet(selectedCredentialId)) } }
    }
    /// Where activation stands: loading, the keys, or a failure to offer again.
    @Published public private(set) var activation: SeamCredentialsViewModel.Activation = .inactive
    /// Whether a refresh the user asked for is running.
    @Published public private(set) var isRefreshing = false
    /// Why the last refresh failed; the list keeps its keys. Cleared by the next success or
    /// ``dismissRefreshError()``.
    @Published public private(set) var refreshError: SeamFailure?

    /// The language the list is read in: names are ordered as people of that language read
    /// them (see `SeamCredentialOrdering`). SeamComponents' list views set it from their
    /// `\.locale` environment value; changing it re-sorts the keys at once. Pass it to the
    /// initializer when you know it, so the first frame is already in that order.
    public var locale: Locale {
        get { state.locale }
        set { send(.localeChanged(newValue, now: clock.now)) }
    }

    /// The service this list mirrors; see ``rebind(to:)``. Published, so a view that keys its
    /// activation on it (`.task(id: ObjectIdentifier(viewModel.service))`) renders again after
    /// a rebind and activates the new service.
    @Published public private(set) var service: any SeamServiceProtocol
    let clock: any SeamClock
    /// The list as one value, changed only by ``SeamKeyListMachine``; the published
    /// properties above show its fields.
    package var state: SeamKeyListState { store.state }
    private let store: SeamStore<SeamKeyListMachine>
    private var subscriptions: [AnyCancellable] = []
    private var activationTask: Task<Void, Never>?
    private var refreshTask: Task<SeamRefreshOutcome, Never>?
    private var expiryTask: Task<Void, Never>?
    private var signInWaitTask: Task<Void, Never>?
    private let announcementSubject: PassthroughSubject<SeamListAnnouncement, Never>
    private let findingAnnouncementSubject = PassthroughSubject<SeamCredentialsViewModel.FindingAnnouncement, Never>()
    /// The favourite or search announcement waiting for its moment (one of each at a time).
    private var favouriteAnnouncementTask: Task<Void, Never>?
    private var searchAnnouncementTask: Task<Void, Never>?

    /// Receives ``SeamAccessEvent/keyListShown`` on the main actor each time the list appears
    /// (``listAppeared()``); `nil` (the default) costs nothing. SeamComponents' list views set
    /// it from the `\.seamEventMonitor` environment value when one is set there.
    public var eventMonitor: (any SeamEventMonitor)?

    /// Tells ``eventMonitor`` that the list is on screen. SeamComponents' list views call it
    /// when they appear; a screen of your own calls it from `onAppear`.
    public func listAppeared() {
        eventMonitor?.record(.keyListShown)
    }

    /// Mirrors `seam` in the app's language
    /// (``SeamExtensionConfiguration/AppProcess/preferredLocale()``)
    /// until a list view hands it its environment's `\.locale` (see ``locale``).
    public convenience init(seam: any SeamServiceProtocol) {
        self.init(seam: seam, clock: SeamSystemClock(), locale: SeamAppProcess.preferredLocale())
    }

    /// Mirrors `seam`, ordering its keys for `locale` (see ``locale``).
    public convenience init(seam: any SeamServiceProtocol, locale: Locale) {
        self.init(seam: seam, clock: SeamSystemClock(), locale: locale)
    }

    deinit {
        expiryTask?.cancel()
        signInWaitTask?.cancel()
        favouriteAnnouncementTask?.cancel()
        searchAnnouncementTask?.cancel()
    }

    /// Mirrors `seam`, judging expiry with `clock`.
    ///
    /// Works with any conformer: the list starts from `seam.credentials` and `seam.isActive`
    /// (publishers that do not replay, like a `PassthroughSubject`, still show the current
    /// keys), and values a conformer emits off the main thread are applied on the main actor.
    /// - Parameter locale: The language the keys are ordered in from the start (``locale``);
    ///   `SeamAccessView` passes its environment's, so its first frame needs no re-sort.
    @_spi(SeamInternal) public init(seam: any SeamServiceProtocol, clock: any SeamClock, locale: Locale) {
        service = seam
        self.clock = clock
        store = SeamStore(SeamKeyListMachine(), state: SeamKeyListState(service: seam, session: seam.sessionState, locale: locale))
        let announcementSubject = PassthroughSubject<SeamListAnnouncement, Never>()
        self.announcementSubject = announcementSubject
        announcements = announcementSubject.eraseToAnyPublisher()
        findingAnnouncements = findingAnnouncementSubject.eraseToAnyPublisher()
        store.run(didReduce: { [weak self] old, step in self?.publish(from: old, to: step.state) },
                  perform: { [weak self] in self?.perform($0) })
        send(.started(reading()))
    }

    /// Failures VoiceOver should announce, as they happen: a failed refresh the user asked for,
    /// and a failed activation (once, and never for the app's own sign-out). One publisher for
    /// the view model's lifetime, so a view's `onReceive` keeps its subscription across
    /// renders. `SeamCredentialsView` posts them; a list of your own should too
    /// (``ListAnnouncement``).
    public let announcements: AnyPublisher<SeamCredentialsViewModel.ListAnnouncement, Never>

    /// What VoiceOver should hear while the person finds a key, each a moment after what it
    /// reports (see ``SeamCredentialsViewModel/FindingAnnouncement``): a favourite flipped with
    /// ``toggleFavourite(_:)``, and the number of keys a search shows once ``searchQuery``
    /// has stayed the same for ``SeamCredentialsViewModel/FindingAnnouncement/searchSettleDelay`` (nothing for a
    /// blank query). Times come from the view model's clock; one publisher for the view
    /// model's lifetime.
    public let findingAnnouncements: AnyPublisher<SeamCredentialsViewModel.FindingAnnouncement, Never>

    /// Whether the activation failure offers "Try again": only when the list trying again can
    /// succeed without the app doing something first (see ``SeamError/isRetryable``). An
    /// invalid or expired client session token needs a new token from the app, and a service
    /// that was signed out needs the app to sign in: neither is fixed by a retry. A sign-in the
    /// app has not made in time (below) offers it: the app may have signed in since.
    public var canRetryActivation: Bool {
        state.tracker.offersRetry
    }

    /// Mirrors another service instead, keeping what the user sees until the new service has
    /// something to show: the keys, the activation state and the selection stay as they are
    /// until the new service publishes keys, becomes active, or fails to activate (a new,
    /// empty, not yet active service does not turn the list back into a spinner or close the
    /// unlock sheet). Then its keys replace them, and the selection is kept if it lists that
    /// key. A refresh that is running finishes and shows its result as usual; a running unlock
    /// (which holds its own service) is not touched. Rebinding to the same instance does
    /// nothing.
    ///
    /// `SeamAccessView` calls this when the `\.seamService` environment value changes, so a
    /// service created inline in `body` does not reset the screen on every parent render
    /// (create it once all the same: each new instance starts its own session).
    public func rebind(to newService: any SeamServiceProtocol) {
        send(.rebound(newService, reading(of: newService)))
    }

    /// Follows the service's publishers (``SeamKeyListMachine/Effect/subscribe``).
    private func subscribe(to seam: any SeamServiceProtocol) {
        let credentials = SeamMainActorDelivery<[SeamAccessCredential]> { [weak self] in self?.credentialsReceived($0) }
        let session = SeamMainActorDelivery<SeamSessionState> { [weak self] in self?.sessionChanged($0) }
        let favourites = SeamMainActorDelivery<SeamFavouriteKeys> { [weak self] _ in self?.favouritesChanged() }
        let ended = SeamMainActorDelivery<SeamError> { [weak self] in self?.sessionEnded($0) }
        let deactivated = SeamMainActorDelivery<Void> { [weak self] _ in self?.deactivated() }
        // `@Sendable`, so the sinks are not main-actor closures: a conformer may call them from
        // any thread, and the deliveries hop to the main actor themselves.
        subscriptions = [
            seam.credentialsPublisher.sink { @Sendable in credentials.receive($0) },
            seam.sessionStatePublisher.sink { @Sendable in session.receive($0) },
            seam.sessionEndedPublisher.sink { @Sendable in ended.receive($0) },
            seam.deactivationPublisher.sink { @Sendable in deactivated.receive(()) },
        ] + (seam.favourites.map { [$0.changes.sink { @Sendable in favourites.receive($0) }] } ?? [])
    }

    /// What the list area should show now.
    public var content: Content {
        switch activation {
        case .failed(let error) where credentials.isEmpty: .activationFailed(error)
        case .active: credentials.isEmpty ? .empty : .credentials
        default: credentials.isEmpty ? .loading : .credentials
        }
    }

    /// The selected credential, if it still exists.
    public var selectedCredential: SeamAccessCredential? {
        selectedCredentialId.flatMap { id in credentials.first { $0.id == id } }
    }

    /// Selects a key by id (`nil` clears). Ids that are not listed clear the selection.
    public func select(_ credentialId: String?) {
        send(.selected(credentialId))
    }

    /// Activates the service unless it is active or activating; a failure is kept in
    /// ``activation``, announced, and this can be called again to retry. Concurrent calls share
    /// one activation.
    ///
    /// ``SeamError/initializationRequired`` before the app's first sign-in is not a failure
    /// at first: the app has not called `Seam.initialize(clientSessionToken:)` yet (a list that
    /// appears at launch, before the app's sign-in code runs). The list stays
    /// ``SeamCredentialsViewModel/Activation/inactive`` (loading), announces nothing, and follows the app's
    /// activation when it starts: active with keys, or its failure. If no sign-in comes within
    /// ten seconds (a lost token, a bootstrap that never signs in, a widget that launched the
    /// app), it is ``SeamCredentialsViewModel/Activation/failed(_:)`` with that error, announced, with "Try
    /// again" (``canRetryActivation``); the app's sign-in, whenever it comes, still reaches
    /// it. After a sign-out it is that failure at once, without "Try again": only the app can
    /// sign in again. A session the backend ended (its client session expired or was revoked)
    /// reads ``SeamError/invalidClientSessionToken`` ("Your session has ended"), announced once,
    /// with no refresh-failure banner beside it.
    public func activate() async {
        if let activationTask { return await activationTask.value }
        send(.activationRequested(reading()))
        if let activationTask { await activationTask.value }
    }

    /// Refreshes the keys (pull-to-refresh, "Try again" on a key, the OTP page closing). A
    /// failure is kept in ``refreshError`` and announced; the list is left as it was. A
    /// refresh the service reports as cancelled is not a failure. Calls made while a refresh
    /// runs join it instead of starting another.
    ///
    /// The refresh is shared, so no single caller can cancel it: a caller that is cancelled
    /// (SwiftUI ends a `refreshable` task when its view goes away, as the empty state does when
    /// keys arrive mid-refresh) stops waiting, while
    /// the refresh runs on for everyone else and its result shows as usual.
    public func refresh() async {
        await refreshReportingOutcome()
    }

    /// ``refresh()``, saying how it ended: the package's views and tests read the outcome
    /// (`.cancelled` for a caller cancelled while the shared refresh runs on).
    @discardableResult
    package func refreshReportingOutcome() async -> SeamRefreshOutcome {
        if let refreshTask {
            let outcome = await refreshTask.value(orWhenCancelled: .cancelled)
            return outcome == .cancelled && Task.isCancelled ? .cancelled : .joinedRunningRefresh
        }
        send(.refreshRequested)
        guard let refreshTask else { return .joinedRunningRefresh }
        return await refreshTask.value(orWhenCancelled: .cancelled)
    }

    /// Clears ``refreshError`` once the user has seen it.
    public func dismissRefreshError() {
        send(.refreshErrorDismissed)
    }

    /// The presentation of one listed credential, in `locale` (pass the view's `\.locale`).
    public func presentation(for credential: SeamAccessCredential, locale: Locale) -> SeamAccessCredential.Presentation {
        SeamAccessCredential.Presentation(credential: credential, now: clock.now, locale: locale)
    }

    /// What the service and the clock say now, for an event.
    private func reading(of seam: (any SeamServiceProtocol)? = nil) -> SeamKeyListMachine.Reading {
        let seam = seam ?? service
        return SeamKeyListMachine.Reading(credentials: seam.credentials, isActive: seam.isActive,
                                          session: seam.sessionState, favourites: seam.favourites?.keys, now: clock.now)
    }

    private func credentialsReceived(_ credentials: [SeamAccessCredential]) {
        send(.credentialsReceived(credentials, publishedReading()))
    }

    /// What the service says now, read as the state being published where the service can
    /// tell (``SeamPublishedSessionReading``).
    private func publishedReading() -> SeamKeyListMachine.Reading {
        var reading = reading()
        // A session's end publishes the empty list while `isActive` still reads true: a service
        // that knows the state being published says whether these keys went with the session.
        if let published = service as? any SeamPublishedSessionReading {
            reading.isActive = published.isActiveAsPublished
            reading.endedByServer = published.endedByServerAsPublished
        }
        return reading
    }

    private func deactivated() {
        send(.deactivated(publishedReading()))
    }

    /// Follows the session, whoever changes it (the app's own sign-in code, a sign-out).
    private func sessionChanged(_ session: SeamSessionState) {
        send(.sessionChanged(session, reading()))
    }

    /// The backend ended the session: the list says so once it is over.
    private func sessionEnded(_ reason: SeamError) {
        send(.sessionEnded(.seam(reason), reading()))
    }

    /// Shows the store's favourites (changed here, in another list, or by a sign-out).
    private func favouritesChanged() {
        send(.favouritesChanged(service.favourites?.keys ?? SeamFavouriteKeys(), now: clock.now))
    }

    /// Runs the machine on `event` (``SeamStore``): publishes what changed, performs the effects.
    func send(_ event: SeamKeyListMachine.Event) {
        store.send(event)
    }

    /// Publishes the fields a step changed (favourites and keys before the selection and the
    /// activation, as a subscriber of several expects them). Only what the step changed: a
    /// subscriber that writes ``selectedCredentialId`` or ``searchQuery`` while it is told
    /// about the keys keeps its value (the write reaches the machine as the next event), and
    /// a write of the state's own value sends no event back.
    private func publish(from old: SeamKeyListState, to new: SeamKeyListState) {
        if new.service !== old.service, new.service !== service { service = new.service }
        if new.favourites != old.favourites, new.favourites != favourites { favourites = new.favourites }
        if new.credentials != old.credentials, new.credentials != credentials { credentials = new.credentials }
        if new.selectedCredentialId != old.selectedCredentialId, new.selectedCredentialId != selectedCredentialId {
            selectedCredentialId = new.selectedCredentialId
        }
        if new.searchQuery != old.searchQuery, new.searchQuery != searchQuery { searchQuery = new.searchQuery }
        if new.activation != old.activation, new.activation != activation { activation = new.activation }
        if new.isRefreshing != old.isRefreshing, new.isRefreshing != isRefreshing { isRefreshing = new.isRefreshing }
        if new.refreshError != old.refreshError, new.refreshError != refreshError { refreshError = new.refreshError }
    }

    private func perform(_ effect: SeamKeyListMachine.Effect) {
        switch effect {
        case .subscribe:
            subscribe(to: service)
        case .forgetActivation:
            activationTask = nil  // its result belongs to the old service and is ignored
        case .activate:
            activationTask = Task { [weak self, service] in
                var failure: SeamFailure?
                do {
                    try await service.activate()
                } catch {
                    failure = SeamFailure(error)
                }
                self?.activationFinished(failure, for: service)
            }
        case .refresh:
            refreshTask = Task { [weak self, service] () -> SeamRefreshOutcome in
                let outcome: SeamRefreshOutcome
                do {
                    try await service.refresh()
                    outcome = .refreshed
                } catch {
                    outcome = SeamRefreshOutcome(error: error, taskIsCancelled: Task.isCancelled)
                }
                self?.refreshTask = nil
                if let self { self.send(.refreshFinished(outcome, self.reading())) }
                return outcome
            }
        case .announce(let announcement):
            announcementSubject.send(announcement)
        case .keepFavourites(let ids):
            service.favourites?.keepOnly(ids)
        case .toggleFavourite(let credentialId):
            guard let store = service.favourites else { return }
            store.toggle(credentialId)
            send(.favouriteToggled(credentialId, keys: store.keys, now: clock.now))
        case .announceFavourite(let announcement, let delay):
            favouriteAnnouncementTask?.cancel()
            favouriteAnnouncementTask = after(delay) { $0.findingAnnouncementSubject.send(announcement) }
        case .announceFinding(let announcement):
            findingAnnouncementSubject.send(announcement)
        case .waitForSearchToSettle(let delay):
            searchAnnouncementTask?.cancel()
            searchAnnouncementTask = after(delay) { $0.send(.searchSettled) }
        case .cancelSearchWait:
            searchAnnouncementTask?.cancel()
            searchAnnouncementTask = nil
        case .scheduleReorder(let delay):
            expiryTask?.cancel()
            expiryTask = delay.map { delay in after(delay) { $0.send(.reorderDue(now: $0.clock.now)) } }
        case .waitForSignIn(let delay):
            signInWaitTask?.cancel()
            signInWaitTask = delay.map { delay in after(delay) { $0.send(.signInWaitElapsed($0.reading())) } }
        }
    }

    /// Runs `work` after `delay` seconds on the view model's clock, unless cancelled first or
    /// the view model is gone.
    private func after(_ delay: TimeInterval, _ work: @escaping @MainActor (SeamCredentialsViewModel) -> Void) -> Task<Void, Never> {
        Task { [weak self, clock] in
            guard (try? await clock.sleep(for: delay)) != nil, let self, !Task.isCancelled else { return }
            work(self)
        }
    }

    /// Only the current service's activation counts: after a rebind the new service decides.
    private func activationFinished(_ failure: SeamFailure?, for owner: any SeamServiceProtocol) {
        guard owner === service else { return }
        activationTask = nil
        send(.activationFinished(failure: failure, reading()))
    }
}
