import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// M3: `SeamAccessView` rebinds its list when `\.seamService` hands it another instance. A new
/// service written inline (a `PreviewSeamService()` in `body`) starts empty and inactive; that
/// must not turn the screen back into a spinner, close the unlock sheet or drop a refresh.
@MainActor
@Suite struct SeamCredentialsViewModelRebindTests {
    let clock = TestClock()

    @Test func aNewEmptyInactiveServiceLeavesTheScreenAsItIsUntilItHasKeys() {
        let first = ScriptedService()
        first.setCredentials([Fixture.key("a"), Fixture.key("b")])
        let viewModel = SeamCredentialsViewModel(seam: first, clock: clock, locale: .english)
        viewModel.select("b")  // the unlock sheet is open for b
        let inline = PassthroughService(credentials: [], isActive: false)
        viewModel.rebind(to: inline)
        #expect(viewModel.service === inline)
        #expect(viewModel.credentials.map(\.id) == ["a", "b"], "no spinner: the keys stay")
        #expect(viewModel.selectedCredentialId == "b", "the sheet stays open")
        #expect(viewModel.activation == .active)
        #expect(viewModel.content == .credentials)

        first.setCredentials([Fixture.key("stale")])
        #expect(viewModel.credentials.map(\.id) == ["a", "b"], "the old service is no longer followed")

        inline.send(credentials: [Fixture.key("b"), Fixture.key("c")])
        #expect(viewModel.credentials.map(\.id) == ["b", "c"], "the new service's keys replace them")
        #expect(viewModel.selectedCredentialId == "b", "it lists the selected key, so the selection stays")
    }

    @Test func theNewServiceBecomingActiveEndsTheWaitEvenWithNoKeys() async {
        let first = ScriptedService()
        first.setCredentials([Fixture.key("a")])
        let viewModel = SeamCredentialsViewModel(seam: first, clock: clock, locale: .english)
        viewModel.select("a")
        let inline = PassthroughService(credentials: [], isActive: false)
        viewModel.rebind(to: inline)
        await viewModel.activate()  // the list's `.task(id:)` for the new service
        #expect(viewModel.activation == .active)
        #expect(viewModel.content == .empty)
        #expect(viewModel.selectedCredentialId == nil, "the new service does not list the key")
    }

    @Test func activatingTheNewServiceDoesNotFlashASpinner() async throws {
        let first = ScriptedService()
        let viewModel = SeamCredentialsViewModel(seam: first, clock: clock, locale: .english)
        first.setCredentials([])
        #expect(viewModel.content == .empty)
        let slow = ControlledActivationService()
        viewModel.rebind(to: slow)
        let activation = Task { await viewModel.activate() }
        try await eventually { slow.pending != nil }
        #expect(viewModel.content == .empty, "the previous state stays while the new service activates")
        slow.finish(with: .internetConnectionRequired)
        await activation.value
        #expect(viewModel.content == .activationFailed(.internetConnectionRequired), "its failure ends the wait")
    }

    /// The list view activates whatever service it shows (`.task(id:)` on the service): a
    /// rebind that published nothing left the new service never activated (issue 18, finding 9).
    @Test func aRebindIsPublishedSoTheListActivatesTheNewService() {
        let viewModel = SeamCredentialsViewModel(seam: ScriptedService(), clock: clock, locale: .english)
        var changes = 0
        var published: [ObjectIdentifier] = []
        let willChange = viewModel.objectWillChange.sink { _ in changes += 1 }
        let services = viewModel.$service.dropFirst().sink { published.append(ObjectIdentifier($0)) }
        defer { willChange.cancel(); services.cancel() }
        let inline = PassthroughService(credentials: [], isActive: false)
        viewModel.rebind(to: inline)
        #expect(changes > 0, "views observing the list render again")
        #expect(published == [ObjectIdentifier(inline)])
        viewModel.rebind(to: inline)
        #expect(published.count == 1, "the same instance is no change")
    }

    @Test func aRunningRefreshAndItsBannerSurviveARebind() async throws {
        let refreshing = ControlledRefreshService()
        let viewModel = SeamCredentialsViewModel(seam: refreshing, clock: clock, locale: .english)
        let pull = Task { await viewModel.refreshReportingOutcome() }
        try await eventually { refreshing.pending != nil }
        viewModel.rebind(to: PassthroughService(credentials: [], isActive: false))
        #expect(viewModel.isRefreshing, "the spinner does not vanish mid-refresh")
        refreshing.finish(with: SeamError.internetConnectionRequired)
        #expect(await pull.value == .failed(.internetConnectionRequired))
        #expect(!viewModel.isRefreshing)
        #expect(viewModel.refreshError == .internetConnectionRequired, "its result shows as usual")

        viewModel.rebind(to: ScriptedService())
        #expect(viewModel.refreshError == .internetConnectionRequired, "the banner is not dropped by a rebind")
    }
}

/// A conformer whose activation waits until the test finishes it.
@MainActor
final class ControlledActivationService: SeamServiceProtocol {
    @Published private(set) var credentials: [SeamAccessCredential] = []
    @Published private(set) var isActive = false
    private(set) var pending: CheckedContinuation<Void, any Error>?

    var isActivePublisher: AnyPublisher<Bool, Never> { $isActive.eraseToAnyPublisher() }
    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { $credentials.eraseToAnyPublisher() }

    func initialize(clientSessionToken: String) throws {}
    func activate() async throws {
        try await withCheckedThrowingContinuation { pending = $0 }
        isActive = true
    }

    func finish(with error: SeamError?) {
        guard let pending else { return }
        self.pending = nil
        if let error { pending.resume(throwing: error) } else { pending.resume() }
    }

    @discardableResult func refresh() async throws -> [SeamAccessCredential] { credentials }
    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        Empty().eraseToAnyPublisher()
    }
    func deactivate(deintegrate: Bool) async {}
}
