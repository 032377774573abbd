import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Issue 30, item 2: a list whose app never signs in (a lost token, a bootstrap that never
/// calls `Seam.initialize`, a widget cold-launching the app) used to show "Loading…" forever,
/// with no error and no retry. After a bounded wait it says sign-in is required, announced,
/// with "Try again"; the app's sign-in still reaches it whenever it comes.
@MainActor
@Suite struct SeamListSignInTests {
    let clock = TestClock()

    func neverSignedIn() -> (Seam, SeamCredentialsViewModel) {
        let seam = Seam(backend: .sandbox(Fixture.scenario([Fixture.key("a")])), clock: clock)
        return (seam, SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english))
    }

    @Test func aListStillSignedOutAfterTheWaitSaysSignInIsRequiredWithAWayForward() async throws {
        let (_, list) = neverSignedIn()
        let announced = Recorder(list.announcements)
        await list.activate()
        #expect(list.content == .loading, "the app's sign-in at launch gets its time")
        try await clock.waitForSleepers(1)
        await clock.advance(by: SeamKeyListMachine.signInWait - 1)
        #expect(list.content == .loading)
        #expect(announced.values.isEmpty)

        await clock.advance(by: 1)
        try await eventually { list.content == .activationFailed(.initializationRequired) }
        #expect(announced.values == [.activationFailed(.initializationRequired)])
        #expect(list.canRetryActivation, "Try again: the app may have signed in since")
        let status = SeamStatusPresentation(failure: .initializationRequired, locale: .english)
        #expect(status.title == "Mobile keys aren’t set up yet")
        #expect(status.message.contains("sign in"))
    }

    @Test func theAppsSignInAfterTheWaitStillReachesTheList() async throws {
        let (seam, list) = neverSignedIn()
        await list.activate()
        try await clock.waitForSleepers(1)
        await clock.advance(by: SeamKeyListMachine.signInWait)
        try await eventually { list.content == .activationFailed(.initializationRequired) }

        // "Try again" before the app signed in says the same, at once.
        await list.activate()
        #expect(list.content == .activationFailed(.initializationRequired))

        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        try await eventually { list.content == .credentials }
    }

    @Test func aSignInDuringTheWaitEndsIt() async throws {
        let (seam, list) = neverSignedIn()
        let announced = Recorder(list.announcements)
        await list.activate()
        try await clock.waitForSleepers(1)
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        try await eventually { list.content == .credentials }
        try await eventually { clock.sleeperCount == 0 }
        await clock.advance(by: SeamKeyListMachine.signInWait)
        #expect(list.content == .credentials)
        #expect(announced.values.isEmpty)
    }

    @Test func aSignOutStillOffersNoRetry() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("a")]), clock: clock)
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        await seam.deactivate()
        try await eventually { list.content == .activationFailed(.initializationRequired) }
        #expect(!list.canRetryActivation, "only the app can sign in again")
    }
}

/// Issue 30, item 8: when the backend ends the session (its client session expired), the
/// list said "Mobile keys aren't set up yet" while its banner said the refresh failed and the
/// keys were unchanged, and they had gone. Now it says one thing: the session has ended.
@Suite(.serialized) struct SeamListSessionEndTests {
    @Test func aRefreshThatFindsTheSessionEndedShowsOneTruthfulMessage() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            try await seam.activate()
            let api = harness.api
            try await Self.refreshAfterExpiry(seam) { await api.state.expire(FakeSeamAPI.token) }
        }
    }

    @MainActor
    static func refreshAfterExpiry(_ seam: Seam, expire: @Sendable () async -> Void) async throws {
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: TestClock(), locale: .english)
        let announced = Recorder(list.announcements)
        #expect(list.content == .credentials)
        await expire()
        await list.refresh()
        try await eventually { list.content == .activationFailed(.invalidClientSessionToken) }
        #expect(list.refreshError == nil, "no banner saying the keys are unchanged: they are gone")
        #expect(announced.values == [.activationFailed(.invalidClientSessionToken)])
        let status = SeamStatusPresentation(failure: .invalidClientSessionToken, locale: .english)
        #expect(status.title == "Your session has ended")
        #expect(!list.canRetryActivation, "only the app's sign-in helps")
    }

    @Test func aSessionEndedByBackgroundSyncSaysSoToo() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try harness.seam(try await harness.configuration(retries: 0, syncInterval: 60), clock: clock)
            try await seam.activate()
            let api = harness.api
            try await Self.syncAfterExpiry(seam, clock: clock) { await api.state.expire(FakeSeamAPI.token) }
        }
    }

    @MainActor
    static func syncAfterExpiry(_ seam: Seam, clock: TestClock, expire: @Sendable () async -> Void) async throws {
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        let announced = Recorder(list.announcements)
        await expire()
        try await clock.waitForSleepers(1)
        await clock.advance(by: 60)
        try await eventually { list.content == .activationFailed(.invalidClientSessionToken) }
        #expect(list.refreshError == nil)
        #expect(announced.values == [.activationFailed(.invalidClientSessionToken)])
    }

    @MainActor
    @Test func aCustomServiceWhoseRefreshFindsTheSessionEndedToo() async throws {
        let service = ScriptedService()
        let list = SeamCredentialsViewModel(seam: service, clock: TestClock(), locale: .english)
        await list.activate()
        service.refreshError = .invalidClientSessionToken
        service.setCredentials([])
        service.setActive(false)
        await list.refresh()
        #expect(list.content == .activationFailed(.invalidClientSessionToken))
        #expect(list.refreshError == nil)
        // Signing in again forgets how the last session ended.
        service.setCredentials([Fixture.key("k")])
        service.setActive(true)
        try await eventually { list.content == .credentials }
    }
}
