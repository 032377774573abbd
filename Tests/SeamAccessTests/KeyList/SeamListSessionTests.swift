import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The session's lifecycle is published once, by `Seam` and `SeamService`, and every key list
/// derives its state from it (issue 18, finding 4): no list loads forever after the app's
/// activation failed, and open and new lists agree after a sign-out.
@MainActor
@Suite struct SeamListSessionTests {
    let clock = TestClock()

    func scenario(failingFirstActivationWith failure: SeamError? = nil) -> SeamSandboxScenario {
        var scenario = Fixture.scenario([Fixture.key("a")])
        if let failure { scenario.activationFailures = [.seam(failure)] }
        return scenario
    }

    @Test func seamPublishesEveryStepOfTheSessionOnce() async throws {
        let seam = Seam(backend: .sandbox(scenario(failingFirstActivationWith: .internetConnectionRequired)), clock: clock)
        let states = Recorder(seam.sessionStatePublisher)
        try seam.initialize(clientSessionToken: Fixture.token)
        await #expect(throws: SeamError.internetConnectionRequired) { try await seam.activate() }
        #expect(seam.sessionState == .failed(.internetConnectionRequired), "published before activate() throws")
        try await seam.activate()
        #expect(seam.sessionState == .active)
        await seam.deactivate()
        // `.activating` reaches the main actor on its own hop; an activation that ends first
        // (this one has no latency) skips it, and it never arrives late.
        #expect(states.values.filter { $0 != .activating } == [.notSignedIn, .failed(.internetConnectionRequired),
                                                                .active, .signedOut])
        #expect(zip(states.values, states.values.dropFirst()).allSatisfy { $0 != $1 }, "each state once")
        #expect(SeamService(seam: seam).sessionState == .signedOut)
    }

    /// The finding: the list's own activation met `initializationRequired`; the app then signed
    /// in and its activation failed. The list used to keep loading, with no error or retry.
    @Test func aListWaitingForTheAppsSignInShowsTheAppsFailedActivation() async throws {
        let seam = Seam(backend: .sandbox(scenario(failingFirstActivationWith: .internetConnectionRequired)), clock: clock)
        let viewModel = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        let announced = Recorder(viewModel.announcements)
        await viewModel.activate()
        #expect(viewModel.content == .loading, "before the app's sign-in, the list waits quietly")
        #expect(announced.values.isEmpty)
        // The app's sign-in code (the spec's Reference Implementation runs it in a `.task`).
        try seam.initialize(clientSessionToken: Fixture.token)
        _ = try? await seam.activate()
        try await eventually { viewModel.content == .activationFailed(.internetConnectionRequired) }
        #expect(viewModel.canRetryActivation)
        #expect(announced.values == [.activationFailed(.internetConnectionRequired)])
        await viewModel.activate()  // "Try again"
        #expect(viewModel.content == .credentials)
        #expect(announced.values.count == 1)
    }

    @Test func openAndNewListsAgreeAfterASignOut() async throws {
        let seam = try await Fixture.activeSeam(scenario(), clock: clock)
        let open = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        #expect(open.content == .credentials)
        await seam.deactivate()
        try await eventually { open.activation == .failed(.initializationRequired) }
        let new = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        #expect(new.activation == .failed(.initializationRequired), "not a spinner")
        await new.activate()
        #expect(new.content == .activationFailed(.initializationRequired))
        #expect(open.content == new.content)
        #expect(!new.canRetryActivation, "only the app can sign in again")
        // Signing in again reaches both.
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        try await eventually { open.content == .credentials && new.content == .credentials }
    }

    @Test func anActivationStartedElsewhereShowsAsActivatingInEveryList() async throws {
        var slow = scenario()
        slow.activationLatency = 1
        let seam = Seam(backend: .sandbox(slow), clock: clock)
        let viewModel = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        try seam.initialize(clientSessionToken: Fixture.token)
        let activation = Task { try await seam.activate() }
        try await eventually { viewModel.activation == .activating }
        try await clock.waitForSleepers(1)
        await clock.advance(by: 1)
        try await activation.value
        try await eventually { viewModel.activation == .active }
    }

    @Test func aCustomServiceWithoutALifecycleStillShowsItsOwnActivationAndItsFailure() async throws {
        let service = ScriptedService()
        service.setActive(false)
        service.activationError = .internetConnectionRequired
        #expect(service.sessionState == .notSignedIn)
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        await viewModel.activate()
        #expect(viewModel.activation == .failed(.internetConnectionRequired))
        service.activationError = nil
        await viewModel.activate()
        #expect(viewModel.activation == .active)
        #expect(service.sessionState == .active)
    }
}
