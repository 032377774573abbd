import Foundation

/// Drives a key list: the service's credentials in a stable order, the selection,
/// activation and pull-to-refresh, each with its error exposed.
///
/// SeamComponents' list views call ``activate()`` when they appear; a screen of your own
/// should too (`.task { await viewModel.activate() }`), or ``content`` stays ``Content/loading``
/// until the app activates the service itself.
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
        case activationFailed(SeamError)
        /// Active with no keys: show the empty state with refresh.
        case empty
        /// Show ``SeamCredentialsViewModel/credentials``.
        case credentials
    }

    /// The service's credentials: usable first, then by expiry, then by name.
    @Published public private(set) var credentials: [SeamAccessCredential] = []
    /// The selected key; cleared when that key disappears.
    @Published public var selectedCredentialId: String?
    @Published public private(set) var activation: SeamActivationState = .inactive
    /// Whether a refresh the user asked for is running.
    @Published public private(set) var isRefreshing = false
    /// Why the last refresh failed; the list keeps its keys. Cleared by the next success or
    /// ``dismissRefreshError()``.
    @Published public private(set) var refreshError: SeamError?

    /// The language the list is read in: names are ordered as people of that language read
    /// them (see ``SeamCredentialOrdering``). SeamComponents' list views set it from their
    /// `\.locale` environment value; changing it re-sorts the keys at once.
    public var locale: Locale = .current {
        didSet {
            guard locale != oldValue, let latest = lastReceived else { return }
            reorder(latest)
        }
    }

    /// The service this list mirrors; see ``rebind(to:)``.
    public private(set) var service: any SeamServiceProtocol
    private let clock: any SeamClock
    private var lastReceived: [SeamAccessCredential]?
    private var subscriptions: [AnyCancellable] = []
    private var activationTask: Task<Void, Never>?
    private var refreshTask: Task<SeamRefreshOutcome, Never>?
    private var expiryTask: Task<Void, Never>?
    private let announcementSubject: PassthroughSubject<SeamListAnnouncement, Never>

    /// Mirrors `seam`.
    public convenience init(seam: any SeamServiceProtocol) {
        self.init(seam: seam, clock: SeamSystemClock())
    }

    deinit {
        expiryTask?.cancel()
    }

    /// Mirrors `seam`, judging expiry with `clock`.
    ///
    /// Works with any conformer: the list starts from `seam.credentials` and `seam.isActive`
    /// (publishers that do not replay, like a `PassthroughSubject`, still show the current
    /// keys), and values a conformer emits off the main thread are applied on the main actor.
    public init(seam: any SeamServiceProtocol, clock: any SeamClock) {
        service = seam
        self.clock = clock
        let announcementSubject = PassthroughSubject<SeamListAnnouncement, Never>()
        self.announcementSubject = announcementSubject
        announcements = announcementSubject.eraseToAnyPublisher()
        bind(to: seam)
    }

    /// Failures VoiceOver should announce, as they happen: a failed refresh the user asked for,
    /// and a failed activation. One publisher for the view model's lifetime, so a view's
    /// `onReceive` keeps its subscription across renders.
    public let announcements: AnyPublisher<SeamListAnnouncement, Never>

    /// Whether the activation failure offers "Try again": only when trying again can succeed
    /// without the app doing something first (see ``SeamError/isRetryable``). An invalid or
    /// expired client session token needs a new token from the app, not a retry.
    public var canRetryActivation: Bool {
        if case .failed(let error) = activation { return error.isRetryable }
        return false
    }

    /// Mirrors another service instead, keeping what the user sees: the keys stay until the
    /// new service's keys replace them, the selection is kept if the new service lists that
    /// key, and a running unlock (which holds its own service) is not touched. Rebinding to
    /// the same instance does nothing.
    ///
    /// ``SeamAccessView`` calls this when the `\.seamService` environment value changes, so a
    /// service created inline in `body` does not reset the screen on every parent render.
    public func rebind(to newService: any SeamServiceProtocol) {
        guard newService !== service else { return }
        service = newService
        activationTask = nil
        refreshTask = nil
        if isRefreshing { isRefreshing = false }
        lastReceived = nil
        activation = newService.isActive ? .active : .inactive
        bind(to: newService)
    }

    private func bind(to seam: any SeamServiceProtocol) {
        if seam.isActive { activation = .active }
        apply(seam.credentials)
        let credentials = SeamMainActorDelivery<[SeamAccessCredential]> { [weak self] in self?.apply($0) }
        let isActive = SeamMainActorDelivery<Bool> { [weak self] in self?.activeChanged($0) }
        // `@Sendable`, so the sinks are not main-actor closures: a conformer may call them from
        // any thread, and the deliveries hop to the main actor themselves.
        subscriptions = [
            seam.credentialsPublisher.sink { @Sendable in credentials.receive($0) },
            seam.isActivePublisher.sink { @Sendable in isActive.receive($0) },
        ]
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
        let id = credentialId.flatMap { id in credentials.contains { $0.id == id } ? id : nil }
        if selectedCredentialId != id { selectedCredentialId = id }
    }

    /// Activates the service unless it is active or activating; a failure is kept in
    /// ``activation`` and this can be called again to retry. Concurrent calls share one
    /// activation.
    public func activate() async {
        if let activationTask { return await activationTask.value }
        guard !service.isActive else {
            activation = .active
            return
        }
        let task = Task { [weak self, service] in
            let result: SeamActivationState
            do {
                try await service.activate()
                result = .active
            } catch {
                result = .failed(error as? SeamError ?? .internetConnectionRequired)
            }
            self?.activationFinished(result, for: service)
        }
        activationTask = task
        activation = .activating
        await task.value
    }

    /// Refreshes the keys (pull-to-refresh, "Try again" on a key, the OTP page closing). A
    /// failure is kept in ``refreshError`` and announced; the list is left as it was. A
    /// cancelled refresh is not a failure. Calls made while a refresh runs join it instead of
    /// starting another.
    @discardableResult
    public func refresh() async -> SeamRefreshOutcome {
        if let refreshTask {
            _ = await refreshTask.value
            return .joinedRunningRefresh
        }
        let task = Task { [service] () -> SeamRefreshOutcome in
            do {
                try await service.refresh()
                return .refreshed
            } catch {
                return SeamRefreshOutcome(error: error, taskIsCancelled: Task.isCancelled)
            }
        }
        refreshTask = task
        isRefreshing = true
        // Cancelling the caller (SwiftUI ends a `refreshable` task when the list goes away)
        // cancels the refresh it started.
        let outcome = await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
        guard refreshTask == task else { return outcome }  // rebound meanwhile
        refreshTask = nil
        isRefreshing = false
        switch outcome {
        case .refreshed: refreshError = nil
        case .failed(let error):
            refreshError = error
            announcementSubject.send(.refreshFailed(error))
        case .cancelled, .joinedRunningRefresh: break
        }
        return outcome
    }

    /// Clears ``refreshError`` once the user has seen it.
    public func dismissRefreshError() {
        refreshError = nil
    }

    /// The presentation of one listed credential, in `locale` (pass the view's `\.locale`).
    public func presentation(for credential: SeamAccessCredential, locale: Locale = .current) -> SeamCredentialPresentation {
        SeamCredentialPresentation(credential: credential, now: clock.now, locale: locale)
    }

    private func activationFinished(_ result: SeamActivationState, for owner: any SeamServiceProtocol) {
        guard owner === service else { return }  // rebound meanwhile: the new service decides
        activationTask = nil
        activation = result == .active || service.isActive ? .active : result
        if case .failed(let error) = activation { announcementSubject.send(.activationFailed(error)) }
    }

    /// Follows activations and deactivations made elsewhere (the app's own sign-in code). After
    /// a deactivation the list says so, with retry, rather than loading forever.
    private func activeChanged(_ isActive: Bool) {
        if isActive {
            if activation != .active { activation = .active }
        } else if activation == .active {
            activation = .failed(.initializationRequired)
        }
    }

    private func apply(_ newCredentials: [SeamAccessCredential]) {
        // An unchanged list (a sync that found nothing new) costs one comparison, not a sort.
        guard newCredentials != lastReceived else { return }
        lastReceived = newCredentials
        reorder(newCredentials)
        if let id = selectedCredentialId, !newCredentials.contains(where: { $0.id == id }) {
            selectedCredentialId = nil
        }
    }

    /// Sorts for now, and schedules the next sort for when the next key expires: an expired
    /// key moves behind the usable ones even if the backend sends nothing.
    private func reorder(_ newCredentials: [SeamAccessCredential]) {
        let now = clock.now
        let sorted = SeamCredentialOrdering.sorted(newCredentials, now: now, locale: locale)
        if sorted != credentials { credentials = sorted }
        expiryTask?.cancel()
        guard let next = newCredentials.compactMap(\.expiry).filter({ $0 > now }).min() else { return }
        expiryTask = Task { [weak self, clock] in
            guard (try? await clock.sleep(for: next.timeIntervalSince(now))) != nil else { return }
            guard let self, let latest = self.lastReceived else { return }
            self.reorder(latest)
        }
    }
}
