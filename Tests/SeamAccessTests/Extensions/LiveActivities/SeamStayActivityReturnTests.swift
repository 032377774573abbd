import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// iOS ends each Live Activity after eight hours: a stay of days comes back when the app is
/// next opened, unless the person dismissed it; and no stay outlives a sign-out.
@MainActor
struct SeamStayActivityReturnTests {
    let clock = TestClock()
    let hour: TimeInterval = 60 * 60
    let rules = SeamStayActivityCoordinator.Rules(linkFormat: SeamLinkFormat(scheme: "myapp"))

    func service(keyEndingIn seconds: TimeInterval) -> ScriptedService {
        let service = ScriptedService()
        service.setCredentials([Fixture.key("k", expiry: clock.now.addingTimeInterval(seconds))])
        return service
    }

    @Test func aStayTheSystemEndedIsShownAgainWhenTheAppBecomesActiveAndOnlyThen() async throws {
        let service = service(keyEndingIn: 48 * hour)
        let host = FakeStayHost()
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock) { rules }
        let becameActive = PassthroughSubject<Void, Never>()
        stays.refresh(on: becameActive.eraseToAnyPublisher())
        stays.start(credentialId: "k")
        try await eventually { host.started == ["k"] }
        await clock.advance(by: 8 * hour)
        host.endBySystem("activity-1")
        // In the background (a key update, a timer) nothing can start: the app waits.
        stays.leftForeground()
        service.setCredentials([Fixture.key("k", name: "Suite 9", expiry: clock.now.addingTimeInterval(40 * hour))])
        await settle()
        #expect(host.started == ["k"])
        becameActive.send(())
        try await eventually { host.started == ["k", "k"] }
        // The ended one, still on the Lock Screen, gives way to the new one.
        try await eventually { host.ended == ["activity-1"] }
        #expect(host.running.map(\.id) == ["activity-2"] && host.lingering.isEmpty)
        withExtendedLifetime(stays) {}
    }

    @Test func aStayThePersonDismissedDoesNotComeBack() async throws {
        let storage = SeamInMemoryStayActivityStorage()
        let (host, stays) = try await startedStay(service: service(keyEndingIn: 48 * hour), clock: clock,
                                                  storage: storage)
        await clock.advance(by: hour)
        host.dismissByPerson("activity-1")
        await clock.advance(by: 9 * hour)
        stays.refresh()
        await settle()
        #expect(host.started == ["k"])
        #expect(storage.load().isEmpty)
        withExtendedLifetime(stays) {}
    }

    @Test func aRelaunchKeepsTheStayAndShowsItAgainAfterTheSystemEndedIt() async throws {
        let storage = SeamInMemoryStayActivityStorage()
        let first = FakeStayHost()
        var stays: SeamStayActivityCoordinator? = SeamStayActivityCoordinator(
            service: service(keyEndingIn: 48 * hour), host: first, clock: clock, storage: storage) { rules }
        stays?.start(credentialId: "k")
        try await eventually { first.started == ["k"] }
        #expect(storage.load().map(\.credentialId) == ["k"])
        stays = nil
        // The app was not running: the system ended the stay and later removed it.
        await clock.advance(by: 13 * hour)
        let host = FakeStayHost()
        let relaunched = SeamStayActivityCoordinator(service: service(keyEndingIn: 35 * hour), host: host,
                                                     clock: clock, storage: storage) { rules }
        relaunched.refresh()
        try await eventually { host.started == ["k"] }
        withExtendedLifetime(relaunched) {}
    }

    /// A launch whose session is still fetching its keys, with `storage`'s requests.
    func launchBeforeTheKeys(storage: SeamInMemoryStayActivityStorage)
        -> (service: ScriptedService, host: FakeStayHost, stays: SeamStayActivityCoordinator) {
        let service = ScriptedService()
        service.setCredentials([])
        service.setActive(false)
        let host = FakeStayHost()
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock,
                                                storage: storage) { rules }
        return (service, host, stays)
    }

    /// The storage of a run, 13 hours ago, whose stay the system has since ended.
    func storageOfAnEndedStay() async -> SeamInMemoryStayActivityStorage {
        let storage = SeamInMemoryStayActivityStorage(requests: [
            SeamStayRequest(credentialId: "k", activityId: "last-run", startedAt: clock.now),
        ])
        await clock.advance(by: 13 * hour)
        return storage
    }

    /// The keys arrive and the session becomes active.
    func keysArrive(_ service: ScriptedService) {
        service.setCredentials([Fixture.key("k", expiry: clock.now.addingTimeInterval(30 * hour))])
        service.setActive(true)
    }

    /// The phone is locked, then the keys arrive: nothing starts and the request is kept; the
    /// stay starts when the app is active again.
    func expectKeysArrivingInTheBackgroundToWaitForTheForeground(
        _ service: ScriptedService, _ host: FakeStayHost, _ stays: SeamStayActivityCoordinator,
        _ storage: SeamInMemoryStayActivityStorage
    ) async throws {
        await settle()
        stays.leftForeground()
        keysArrive(service)
        await settle()
        #expect(host.started.isEmpty)
        #expect(storage.load().map(\.credentialId) == ["k"])
        stays.refresh()
        try await eventually { host.started == ["k"] }
        withExtendedLifetime(stays) {}
    }

    /// A cold launch: the app becomes active while the session is still fetching its keys.
    @Test func aColdLaunchShowsTheSystemEndedStayOnceTheKeysArrive() async throws {
        let storage = await storageOfAnEndedStay()
        let (service, host, stays) = launchBeforeTheKeys(storage: storage)
        stays.refresh()
        await settle()
        #expect(host.started.isEmpty)
        keysArrive(service)
        try await eventually { host.started == ["k"] }
        withExtendedLifetime(stays) {}
    }

    /// The person locks the phone before the keys arrive: nothing starts in the background (it
    /// would be refused), and the stay still comes back when the app is active again.
    @Test func keysArrivingAfterTheAppLeftTheForegroundStartNothingAndKeepTheStay() async throws {
        let storage = await storageOfAnEndedStay()
        let (service, host, stays) = launchBeforeTheKeys(storage: storage)
        stays.refresh()
        try await expectKeysArrivingInTheBackgroundToWaitForTheForeground(service, host, stays, storage)
    }

    /// Asked for while the keys load, then the phone is locked: the keys arriving in the
    /// background start nothing (ActivityKit would refuse and the request would be lost); the
    /// stay starts when the app is active again.
    @Test func aStayAskedForBeforeTheKeysArriveWaitsForTheForeground() async throws {
        let storage = SeamInMemoryStayActivityStorage()
        let (service, host, stays) = launchBeforeTheKeys(storage: storage)
        _ = stays.start(credentialId: "k")
        try await expectKeysArrivingInTheBackgroundToWaitForTheForeground(service, host, stays, storage)
    }

    /// A refused re-show leaves the system's ended stay on the Lock Screen.
    @Test func aRefusedReturnLeavesTheEndedStayInPlace() async throws {
        let (host, stays) = try await startedStay(service: service(keyEndingIn: 48 * hour), clock: clock,
                                                  storage: SeamInMemoryStayActivityStorage())
        await clock.advance(by: 8 * hour)
        host.endBySystem("activity-1")
        host.refusesStarts = true
        stays.refresh()
        await settle()
        #expect(host.ended.isEmpty)
        #expect(host.lingering.map(\.id) == ["activity-1"])
        withExtendedLifetime(stays) {}
    }

    @Test func aStayGoneBeforeItsEightHoursWhileTheAppWasAwayCountsAsDismissed() async throws {
        let storage = SeamInMemoryStayActivityStorage(requests: [
            SeamStayRequest(credentialId: "k", activityId: "last-run", startedAt: clock.now),
        ])
        await clock.advance(by: 2 * hour)
        let host = FakeStayHost()
        let stays = SeamStayActivityCoordinator(service: service(keyEndingIn: 30 * hour), host: host, clock: clock,
                                                storage: storage) { rules }
        stays.refresh()
        await settle()
        #expect(host.started.isEmpty)
        #expect(storage.load().isEmpty)
        withExtendedLifetime(stays) {}
    }

    @Test func theDisappearanceHeuristic() {
        let start = clock.now
        let shown = SeamStayRequest(credentialId: "k", activityId: "a", startedAt: start)
        #expect(SeamStayRequest(credentialId: "k").disappearance(now: start) == .neverShown)
        #expect(shown.disappearance(now: start.addingTimeInterval(7 * hour)) == .dismissedByPerson)
        #expect(shown.disappearance(now: start.addingTimeInterval(8 * hour)) == .endedBySystem)
        #expect(shown.observing(.dismissed, at: start.addingTimeInterval(hour)) == nil)
        let ended = shown.observing(.ended, at: start.addingTimeInterval(8 * hour))
        #expect(ended?.disappearance(now: start.addingTimeInterval(hour)) == .endedBySystem)
        #expect(ended?.observing(.dismissed, at: start.addingTimeInterval(9 * hour)) == ended,
                "the system's end, then its removal")
        #expect(shown.observing(.stale, at: start.addingTimeInterval(hour)) == shown)
        // A suspended app may hear only the removal: after eight hours it is still the system's end.
        #expect(shown.observing(.dismissed, at: start.addingTimeInterval(9 * hour))?
            .disappearance(now: start.addingTimeInterval(9 * hour)) == .endedBySystem)
    }

    @Test func aSignOutRemovesEveryStayTheEndedOnesIncludedAndForgetsTheRequests() async throws {
        let service = service(keyEndingIn: 48 * hour)
        let storage = SeamInMemoryStayActivityStorage()
        let (host, stays) = try await startedStay(service: service, clock: clock, storage: storage)
        host.endBySystem("activity-1")
        service.setCredentials([])
        service.setActive(false)
        try await eventually { host.ended == ["activity-1"] }
        #expect(host.endedActivities.isEmpty)
        #expect(storage.load().isEmpty)
        withExtendedLifetime(stays) {}
    }

    @Test func aLaunchWithoutASessionRemovesTheStaysNoRequestKeeps() async throws {
        let service = ScriptedService()
        service.setCredentials([])
        service.setActive(false)
        let host = FakeStayHost(
            running: [.init(id: "orphan", credentialId: "gone", state: nil),
                      .init(id: "kept", credentialId: "k", state: nil)],
            ended: [.init(id: "ended-orphan", credentialId: "old", state: nil)])
        let storage = SeamInMemoryStayActivityStorage(requests: [
            SeamStayRequest(credentialId: "k", activityId: "kept", startedAt: clock.now),
        ])
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock, storage: storage) { rules }
        try await eventually { Set(host.ended) == ["orphan", "ended-orphan"] }
        await settle()
        #expect(host.running.map(\.id) == ["kept"])
        withExtendedLifetime(stays) {}
    }
}
