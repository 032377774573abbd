import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

@MainActor
@Suite struct SeamCredentialsViewModelTests {
    let clock = TestClock()

    @Test func ordersUsableKeysFirstThenByExpiryThenByName() {
        let now = clock.now
        let keys = [
            Fixture.key("late", name: "B", expiry: now.addingTimeInterval(7_200)),
            Fixture.key("broken", name: "A", errors: [.unknown]),
            Fixture.key("lapsed", name: "A", expiry: now.addingTimeInterval(-10)),
            Fixture.key("open", name: "Z"),
            Fixture.key("soon", name: "C", expiry: now.addingTimeInterval(60)),
            Fixture.key("same-b", name: "Room 10", expiry: now.addingTimeInterval(7_200)),
            Fixture.key("same-a", name: "Room 9", expiry: now.addingTimeInterval(7_200)),
            Fixture.key("open2", name: "Y"),
        ]
        let ids = SeamCredentialOrdering.sorted(keys, now: now, locale: .english).map(\.id)
        #expect(ids == ["soon", "late", "same-a", "same-b", "open2", "open", "lapsed", "broken"])
        #expect(SeamCredentialOrdering.sorted(keys.reversed(), now: now, locale: .english).map(\.id) == ids, "order is total")
    }

    @Test func mirrorsTheServiceInSortedOrder() async throws {
        let service = ScriptedService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        service.setCredentials([Fixture.key("b", errors: [.expired]), Fixture.key("a")])
        #expect(viewModel.credentials.map(\.id) == ["a", "b"])
        #expect(viewModel.service === service)
    }

    @Test func selectionSurvivesRefreshesAndClearsWhenTheKeyDisappears() async throws {
        let service = ScriptedService()
        service.setCredentials([Fixture.key("a"), Fixture.key("b")])
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        viewModel.select("b")
        #expect(viewModel.selectedCredentialId == "b")
        #expect(viewModel.selectedCredential?.id == "b")
        service.setCredentials([Fixture.key("b"), Fixture.key("a"), Fixture.key("c")])
        #expect(viewModel.selectedCredentialId == "b")
        service.setCredentials([Fixture.key("a")])
        #expect(viewModel.selectedCredentialId == nil)
        viewModel.select("unknown")
        #expect(viewModel.selectedCredentialId == nil)
        viewModel.select("a")
        viewModel.select(nil)
        #expect(viewModel.selectedCredentialId == nil)
    }

    @Test func selectWorksAsAnOnSelectCallback() {
        let service = ScriptedService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let onSelect: (String) -> Void = viewModel.select
        onSelect("k")
        #expect(viewModel.selectedCredentialId == "k")
    }

    @Test func refreshFailureIsExposedAndTheListIsKept() async throws {
        let service = ScriptedService()
        service.setCredentials([Fixture.key("a")])
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        service.refreshError = .internetConnectionRequired
        await viewModel.refresh()
        #expect(viewModel.refreshError == .internetConnectionRequired)
        #expect(viewModel.credentials.map(\.id) == ["a"])
        #expect(!viewModel.isRefreshing)
        viewModel.dismissRefreshError()
        #expect(viewModel.refreshError == nil)
        service.refreshError = nil
        await viewModel.refresh()
        #expect(viewModel.refreshError == nil)
    }

    @Test func isRefreshingWhileTheRefreshRuns() async throws {
        var scenario = Fixture.scenario([Fixture.key("a")])
        scenario.refreshLatency = 1
        let seam = try await Fixture.activeSeam(scenario, clock: clock)
        let viewModel = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        let refresh = Task { _ = await viewModel.refresh() }
        try await eventually { viewModel.isRefreshing }
        try await clock.waitForSleepers(1)
        await clock.advance(by: 1)
        await refresh.value
        #expect(!viewModel.isRefreshing)
    }

    @Test func activationFailureIsShownWithRetry() async throws {
        let service = ScriptedService()
        service.setActive(false)
        service.setCredentials([])
        service.activationError = .internetConnectionRequired
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        #expect(viewModel.content == .loading)
        await viewModel.activate()
        #expect(viewModel.activation == .failed(.internetConnectionRequired))
        #expect(viewModel.content == .activationFailed(.internetConnectionRequired))
        service.activationError = nil
        await viewModel.activate()
        #expect(viewModel.activation == .active)
        #expect(viewModel.content == .empty)
        service.setCredentials([Fixture.key("a")])
        #expect(viewModel.content == .credentials)
    }

    @Test func concurrentActivationsCallTheServiceOnce() async throws {
        let service = ScriptedService()
        service.setActive(false)
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        async let first: Void = viewModel.activate()
        async let second: Void = viewModel.activate()
        _ = await (first, second)
        await viewModel.activate()  // already active: no call
        #expect(service.activations == 1)
    }

    /// After sign-out the list says the app must sign in; "Try again" could never work (M6).
    @Test func deactivationIsReflectedAsNotSetUpWithoutRetryNotAnEndlessSpinner() async throws {
        let service = ScriptedService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        #expect(viewModel.activation == .active)
        await service.deactivate(deintegrate: false)
        service.setCredentials([])
        #expect(viewModel.activation == .failed(.initializationRequired))
        #expect(viewModel.content == .activationFailed(.initializationRequired))
        #expect(!viewModel.canRetryActivation, "the list cannot sign in; only the app can")
        service.setActive(true)  // signed in again elsewhere
        #expect(viewModel.content == .empty)
    }

    @Test func presentationUsesTheInjectedClock() {
        let service = ScriptedService()
        let key = Fixture.key("a", expiry: clock.now.addingTimeInterval(-1))
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        #expect(viewModel.presentation(for: key, locale: Locale(identifier: "en_US")).statusBadge == "Expired")
    }

    @Test func aKeyThatExpiresWhileShownMovesBehindTheUsableOnes() async throws {
        let service = ScriptedService()
        service.setCredentials([Fixture.key("soon", name: "A", expiry: clock.now.addingTimeInterval(30)),
                                Fixture.key("later", name: "B", expiry: clock.now.addingTimeInterval(3_600))])
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        #expect(viewModel.credentials.map(\.id) == ["soon", "later"])
        try await clock.waitForSleepers(1)
        await clock.advance(by: 30)
        try await eventually { viewModel.credentials.map(\.id) == ["later", "soon"] }
        try await clock.waitForSleepers(1)  // the next expiry is scheduled too
    }

    @Test func viewModelHasNoRetainCycle() async throws {
        let service = ScriptedService()
        weak var released: SeamCredentialsViewModel?
        do {
            let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
            await viewModel.activate()
            await viewModel.refresh()
            viewModel.select("k")
            released = viewModel
        }
        #expect(released == nil)
    }

    @Test func worksEndToEndOnTheSandbox() async throws {
        let service = PreviewSeamService(clock: clock)
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        try await eventually { viewModel.content == .credentials }
        #expect(viewModel.credentials.first?.isUsable(at: clock.now) == true)
        #expect(viewModel.credentials.last?.isUsable(at: clock.now) == false)
    }
}

struct SeamCredentialOrderingTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    func names(_ names: [String]) -> [String] {
        SeamCredentialOrdering.sorted(names.map { Fixture.key($0, name: $0) }, now: now, locale: .english).map(\.name)
    }

    @Test func namesCompareCaseInsensitivelyWithNumbersByValue() {
        #expect(names(["Room 10", "room 9", "Room 100", "Lobby", "lobby 2", "Room 09"])
            == ["Lobby", "lobby 2", "Room 09", "room 9", "Room 10", "Room 100"])  // 09 and 9 tie; ids decide
    }

    @Test func identicalNamesFallBackToTheId() {
        let keys = [Fixture.key("b", name: "Same"), Fixture.key("a", name: "Same")]
        #expect(SeamCredentialOrdering.sorted(keys, now: now, locale: .english).map(\.id) == ["a", "b"])
    }

    @Test func prefixesSortFirst() {
        #expect(names(["Room 1A", "Room 1", "Room"]) == ["Room", "Room 1", "Room 1A"])
    }
}
