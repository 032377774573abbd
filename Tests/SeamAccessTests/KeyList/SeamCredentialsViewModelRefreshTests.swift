import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Refresh outcomes, announcements and activation retry (issue 9, findings 3, 4, 13 and 16).
@MainActor
@Suite struct SeamCredentialsViewModelRefreshTests {
    let clock = TestClock()

    /// L3: pull-to-refresh on the empty state, keys arrive mid-refresh, the empty view goes
    /// away and SwiftUI cancels its `refreshable` task. That must not cancel the refresh that
    /// "Try again" (or anyone else) joined.
    @Test func aCancelledCallerStopsWaitingButTheSharedRefreshRunsOn() async throws {
        let service = ControlledRefreshService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let announced = Recorder(viewModel.announcements)
        let pull = Task { await viewModel.refreshReportingOutcome() }
        try await eventually { service.pending != nil }
        let joined = Task { await viewModel.refreshReportingOutcome() }  // "Try again" on a key
        await Task.yield()
        pull.cancel()
        #expect(await pull.value == .cancelled, "the cancelled caller returns at once")
        #expect(viewModel.isRefreshing, "the refresh is still running")
        #expect(service.pending != nil && !service.sawCancellation, "the service's refresh was not cancelled")

        service.finish(with: nil)
        #expect(await joined.value == .joinedRunningRefresh)
        try await eventually { !viewModel.isRefreshing }
        #expect(viewModel.refreshError == nil)
        #expect(announced.values.isEmpty)
        #expect(service.refreshes == 1)
    }

    @Test func aSharedRefreshThatFailsAfterItsStarterLeftStillShowsTheBanner() async throws {
        let service = ControlledRefreshService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let announced = Recorder(viewModel.announcements)
        let pull = Task { await viewModel.refreshReportingOutcome() }
        try await eventually { service.pending != nil }
        pull.cancel()
        #expect(await pull.value == .cancelled)
        service.finish(with: SeamError.internetConnectionRequired)
        try await eventually { !viewModel.isRefreshing }
        #expect(viewModel.refreshError == .internetConnectionRequired)
        #expect(announced.values == [.refreshFailed(.internetConnectionRequired)])
    }

    @Test func aCallerCancelledBeforeItWaitsReturnsCancelledWithoutCancellingTheRefresh() async throws {
        let service = ControlledRefreshService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let pull = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await viewModel.refreshReportingOutcome()
        }
        #expect(await pull.value == .cancelled)
        try await eventually { service.pending != nil }
        #expect(viewModel.isRefreshing && !service.sawCancellation)
        service.finish(with: nil)
        try await eventually { !viewModel.isRefreshing }
    }

    @Test func aServiceThrowingCancellationErrorIsNotAFailure() async throws {
        let service = ControlledRefreshService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let refresh = Task { await viewModel.refreshReportingOutcome() }
        try await eventually { service.pending != nil }
        service.finish(with: CancellationError())
        #expect(await refresh.value == .cancelled)
        #expect(viewModel.refreshError == nil)
    }

    @Test func aFailedRefreshIsKeptAndAnnounced() async {
        let service = ScriptedService()
        service.refreshError = .internetConnectionRequired
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let announced = Recorder(viewModel.announcements)
        #expect(await viewModel.refreshReportingOutcome() == .failed(.internetConnectionRequired))
        #expect(viewModel.refreshError == .internetConnectionRequired)
        #expect(announced.values == [.refreshFailed(.internetConnectionRequired)])
    }

    @Test func requestsDuringARefreshJoinItInsteadOfRefreshingTwice() async throws {
        let service = ControlledRefreshService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let first = Task { await viewModel.refreshReportingOutcome() }
        try await eventually { service.pending != nil }
        let second = Task { await viewModel.refreshReportingOutcome() }  // "Try again" while pull-to-refresh runs
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
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
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

    /// M6: a list that appears before the app's sign-in code called `Seam.initialize` used to
    /// show (and announce) an activation failure with a "Try again" that could not succeed.
    @Test func aListShownBeforeTheAppInitializesWaitsQuietlyAndFollowsTheAppsActivation() async throws {
        let seam = Seam(backend: .sandbox(Fixture.scenario([Fixture.key("a")])), clock: clock)
        let viewModel = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        let announced = Recorder(viewModel.announcements)
        await viewModel.activate()
        #expect(viewModel.content == .loading)
        #expect(viewModel.activation == .inactive)
        #expect(!viewModel.canRetryActivation)
        #expect(announced.values.isEmpty, "nothing failed: the app has not signed in yet")
        // The app's sign-in code runs.
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        try await eventually { viewModel.content == .credentials }
        #expect(viewModel.activation == .active)
        #expect(announced.values.isEmpty)
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
