import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// Refresh outcomes, announcements and activation retry (issue 9, findings 3, 4, 13 and 16).
@MainActor
@Suite struct SeamCredentialsViewModelRefreshTests {
    let clock = TestClock()

    @Test func aCancelledRefreshRaisesNoBanner() async throws {
        let service = ControlledRefreshService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock)
        let announced = Recorder(viewModel.announcements)
        let refresh = Task { await viewModel.refresh() }
        try await eventually { service.pending != nil }
        refresh.cancel()
        let outcome = await refresh.value
        #expect(outcome == .cancelled)
        #expect(service.sawCancellation, "cancelling the caller cancels the service's refresh")
        #expect(viewModel.refreshError == nil)
        #expect(!viewModel.isRefreshing)
        #expect(announced.values.isEmpty)
    }

    @Test func aServiceThrowingCancellationErrorIsNotAFailure() async throws {
        let service = ControlledRefreshService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock)
        let refresh = Task { await viewModel.refresh() }
        try await eventually { service.pending != nil }
        service.finish(with: CancellationError())
        #expect(await refresh.value == .cancelled)
        #expect(viewModel.refreshError == nil)
    }

    @Test func aFailedRefreshIsKeptAndAnnounced() async {
        let service = ScriptedService()
        service.refreshError = .internetConnectionRequired
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock)
        let announced = Recorder(viewModel.announcements)
        #expect(await viewModel.refresh() == .failed(.internetConnectionRequired))
        #expect(viewModel.refreshError == .internetConnectionRequired)
        #expect(announced.values == [.refreshFailed(.internetConnectionRequired)])
    }

    @Test func requestsDuringARefreshJoinItInsteadOfRefreshingTwice() async throws {
        let service = ControlledRefreshService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock)
        let first = Task { await viewModel.refresh() }
        try await eventually { service.pending != nil }
        let second = Task { await viewModel.refresh() }  // "Try again" while pull-to-refresh runs
        await Task.yield()
        service.finish(with: nil)
        #expect(await first.value == .refreshed)
        #expect(await second.value == .joinedRunningRefresh)
        #expect(service.refreshes == 1)
    }

    @Test func tryAgainOnlyForRetryableActivationFailures() async {
        let service = ScriptedService()
        service.setActive(false)
        service.setCredentials([])
        service.activationError = .invalidClientSessionToken
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock)
        let announced = Recorder(viewModel.announcements)
        #expect(!viewModel.canRetryActivation, "nothing failed yet")
        await viewModel.activate()
        #expect(viewModel.content == .activationFailed(.invalidClientSessionToken))
        #expect(!viewModel.canRetryActivation, "a new token is needed, not a retry")
        service.activationError = .internetConnectionRequired
        await viewModel.activate()
        #expect(viewModel.canRetryActivation)
        #expect(announced.values == [.activationFailed(.invalidClientSessionToken),
                                     .activationFailed(.internetConnectionRequired)])
    }

    @Test func aStandaloneListThatActivatesShowsWhyInsteadOfLoadingForever() async throws {
        // The app never initialized: what SeamCredentialsView's own activation shows.
        let seam = Seam(backend: .sandbox(Fixture.scenario([])), clock: clock)
        let viewModel = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock)
        #expect(viewModel.content == .loading)
        await viewModel.activate()
        #expect(viewModel.content == .activationFailed(.initializationRequired))
        #expect(viewModel.canRetryActivation)
        // The app initializes later; "Try again" then works.
        try seam.initialize(clientSessionToken: Fixture.token)
        await viewModel.activate()
        #expect(viewModel.content == .empty)
    }

    @Test func refreshOutcomeDecidesTheBanner() {
        #expect(!SeamRefreshOutcome(error: CancellationError()).showsBanner)
        #expect(!SeamRefreshOutcome(error: SeamError.internetConnectionRequired, taskIsCancelled: true).showsBanner)
        #expect(SeamRefreshOutcome(error: SeamError.internetConnectionRequired).failure == .internetConnectionRequired)
        #expect(SeamRefreshOutcome(error: URLError(.timedOut)).failure == .internetConnectionRequired)
        #expect(!SeamRefreshOutcome.refreshed.showsBanner)
        #expect(!SeamRefreshOutcome.joinedRunningRefresh.showsBanner)
    }
}

/// Collects a publisher's values on the main actor.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var cancellable: AnyCancellable?

    init(_ publisher: AnyPublisher<Value, Never>) {
        cancellable = publisher.sink { [weak self] in self?.values.append($0) }
    }
}

/// A conformer whose refresh waits until the test finishes it, and notices cancellation.
@MainActor
final class ControlledRefreshService: SeamServiceProtocol {
    @Published private(set) var credentials: [SeamAccessCredential] = [Fixture.key("a")]
    @Published private(set) var isActive = true
    private(set) var pending: CheckedContinuation<Void, any Error>?
    private(set) var refreshes = 0
    private(set) var sawCancellation = false

    var isActivePublisher: AnyPublisher<Bool, Never> { $isActive.eraseToAnyPublisher() }
    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { $credentials.eraseToAnyPublisher() }

    func initialize(clientSessionToken: String) throws {}
    func activate() async throws {}

    @discardableResult func refresh() async throws -> [SeamAccessCredential] {
        refreshes += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { pending = $0 }
        } onCancel: {
            Task { @MainActor in
                self.sawCancellation = true
                self.finish(with: CancellationError())
            }
        }
        return credentials
    }

    func finish(with error: (any Error)?) {
        guard let pending else { return }
        self.pending = nil
        if let error { pending.resume(throwing: error) } else { pending.resume() }
    }

    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        Empty().eraseToAnyPublisher()
    }
    func deactivate(deintegrate: Bool) async {}
}
