import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Records what the coordinator asks of ActivityKit, and lists what it started as running.
@MainActor
final class FakeStayHost: SeamStayActivityHost {
    struct Refusal: Error {}

    private(set) var activities: [SeamStayActivityPlan.RunningActivity] = []
    private(set) var endedActivities: [SeamStayActivityPlan.RunningActivity] = []
    var onLifecycle: (@MainActor (_ activityId: String, _ state: SeamStayActivityLifecycle) -> Void)?
    private(set) var started: [String] = []
    private(set) var updated: [SeamStayActivityState] = []
    private(set) var ended: [String] = []
    var refusesStarts = false
    private var nextId = 0

    init(running: [SeamStayActivityPlan.RunningActivity] = [], ended: [SeamStayActivityPlan.RunningActivity] = []) {
        activities = running
        endedActivities = ended
    }

    var running: [SeamStayActivityPlan.RunningActivity] { activities }
    var lingering: [SeamStayActivityPlan.RunningActivity] { endedActivities }

    func start(credentialId: String, state: SeamStayActivityState) throws -> String {
        if refusesStarts { throw Refusal() }
        nextId += 1
        let id = "activity-\(nextId)"
        activities.append(.init(id: id, credentialId: credentialId, state: state))
        started.append(credentialId)
        return id
    }

    func update(activityId: String, state: SeamStayActivityState) async {
        updated.append(state)
        activities = activities.map { $0.id == activityId ? .init(id: $0.id, credentialId: $0.credentialId, state: state) : $0 }
    }

    /// The stay went while the app was not running to hear of it (swiped away, or ended and
    /// then dismissed by the system).
    func removeBySystem(_ activityId: String) {
        activities.removeAll { $0.id == activityId }
        endedActivities.removeAll { $0.id == activityId }
    }

    /// The system ended the stay (its eight hours ran out): still on the Lock Screen, ended.
    func endBySystem(_ activityId: String) {
        endedActivities += activities.filter { $0.id == activityId }
        activities.removeAll { $0.id == activityId }
        onLifecycle?(activityId, .ended)
    }

    /// The person swiped the running stay away.
    func dismissByPerson(_ activityId: String) {
        activities.removeAll { $0.id == activityId }
        onLifecycle?(activityId, .dismissed)
    }

    func end(activityId: String) async {
        ended.append(activityId)
        activities.removeAll { $0.id == activityId }
        endedActivities.removeAll { $0.id == activityId }
    }
}

/// A coordinator over `service` that was asked for a stay for "k" and has started it.
@MainActor
func startedStay(service: ScriptedService, clock: TestClock,
                 storage: any SeamStayActivityStorage = SeamInMemoryStayActivityStorage())
    async throws -> (host: FakeStayHost, stays: SeamStayActivityCoordinator) {
    let host = FakeStayHost()
    let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock, storage: storage) {
        SeamStayActivityCoordinator.Rules(linkFormat: SeamLinkFormat(scheme: "myapp"))
    }
    stays.start(credentialId: "k")
    try await eventually { host.started == ["k"] }
    return (host, stays)
}

@MainActor
struct SeamStayActivityCoordinatorTests {
    let clock = TestClock()
    let day: TimeInterval = 24 * 60 * 60
    let rules = SeamStayActivityCoordinator.Rules(linkFormat: SeamLinkFormat(scheme: "myapp"))

    func key(_ id: String = "k", name: String? = nil, in seconds: TimeInterval) -> SeamAccessCredential {
        Fixture.key(id, name: name, expiry: clock.now.addingTimeInterval(seconds))
    }

    /// What the last run kept: it asked for a stay for "k", shown as "last-run".
    func lastRun() -> SeamInMemoryStayActivityStorage {
        SeamInMemoryStayActivityStorage(requests: [
            SeamStayRequest(credentialId: "k", activityId: "last-run", startedAt: clock.now),
        ])
    }

    @Test func startsTheStayTheAppAsksForOnceAndUpdatesItWhenTheKeyChanges() async throws {
        let service = ScriptedService()
        service.setCredentials([key(in: 2 * day)])
        let host = FakeStayHost()
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock) { rules }
        #expect(stays.start(credentialId: "k") == .eligible)
        try await eventually { host.started == ["k"] }
        #expect(stays.start(credentialId: "k") == .eligible)
        stays.refresh()
        await settle()
        #expect(host.started == ["k"], "a second activity for the same key")
        #expect(host.updated.isEmpty)
        service.setCredentials([key(name: "Suite 9", in: 2 * day)])
        try await eventually { host.updated.last?.content.name == "Suite 9" }
        await settle()
        #expect(host.updated.count == 1)
        withExtendedLifetime(stays) {}
    }

    @Test func refusesAKeyThatIsNotEligibleAndStartsNothing() async {
        let service = ScriptedService()
        service.setCredentials([key(in: 30 * day)])
        let host = FakeStayHost()
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock) { rules }
        #expect(stays.start(credentialId: "k") == .endsTooLate)
        await settle()
        #expect(host.started.isEmpty)
    }

    @Test func theCountdownBeginsAndTheStayEndsAtCheckoutOnTheClockAlone() async throws {
        let service = ScriptedService()
        service.setCredentials([key(in: 4 * 60 * 60)])
        let (host, stays) = try await startedStay(service: service, clock: clock)
        try await clock.waitForSleepers()
        await clock.advance(by: 60 * 60)
        try await eventually { host.updated.last?.relevanceScore == SeamStayActivityState.countdownRelevance }
        try await clock.waitForSleepers()
        await clock.advance(by: 3 * 60 * 60)
        try await eventually { host.ended == ["activity-1"] }
        withExtendedLifetime(stays) {}
    }

    @Test func aSignOutEndsEveryStay() async throws {
        let service = ScriptedService()
        service.setCredentials([key(in: 2 * day)])
        let (host, stays) = try await startedStay(service: service, clock: clock)
        service.setCredentials([])
        service.setActive(false)
        try await eventually { host.ended == ["activity-1"] }
        #expect(stays.start(credentialId: "k") == .signedOut)
    }

    @Test func deintegratingEndsAStayLeftFromTheLastRun() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([key(in: 2 * day)]), clock: clock)
        let service = SeamService(seam: seam)
        let running = SeamStayActivityPlan.RunningActivity(id: "last-run", credentialId: "k", state: nil)
        let host = FakeStayHost(running: [running])
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock,
                                                storage: lastRun()) { rules }
        try await eventually { host.updated.count == 1 }
        await seam.deactivate(deintegrate: true)
        try await eventually { host.ended == ["last-run"] }
        withExtendedLifetime(stays) {}
    }

    @Test func aColdLaunchEndsNothingBeforeTheKeysArriveAndARequestWaitsForThem() async throws {
        let service = ScriptedService()
        service.setCredentials([])
        service.setActive(false)
        let running = SeamStayActivityPlan.RunningActivity(id: "last-run", credentialId: "k", state: nil)
        let host = FakeStayHost(running: [running])
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock,
                                                storage: lastRun()) { rules }
        #expect(stays.start(credentialId: "other") == .unknownKey)
        await settle()
        #expect(host.ended.isEmpty && host.started.isEmpty)
        service.setCredentials([key(in: 2 * day), key("other", in: day)])
        service.setActive(true)
        try await eventually { host.started == ["other"] && host.updated.count == 1 }
        #expect(host.ended.isEmpty)
        withExtendedLifetime(stays) {}
    }

    @Test func aRefusedStartIsReportedAndForgotten() async throws {
        let service = ScriptedService()
        service.setCredentials([key(in: 2 * day)])
        let host = FakeStayHost()
        host.refusesStarts = true
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock) { rules }
        var failures: [String] = []
        stays.onStartFailure = { id, _ in failures.append(id) }
        stays.start(credentialId: "k")
        try await eventually { failures == ["k"] }
        host.refusesStarts = false
        stays.refresh()
        await settle()
        #expect(host.started.isEmpty, "a refused request came back by itself")
    }

    @Test func aStayGoneBeforeItsEightHoursDoesNotComeBackByItself() async throws {
        let service = ScriptedService()
        service.setCredentials([key(in: 2 * day)])
        let (host, stays) = try await startedStay(service: service, clock: clock)
        stays.start(credentialId: "k")
        await settle()
        host.removeBySystem("activity-1")
        stays.refresh()
        await settle()
        #expect(host.started == ["k"], "a stay the person swiped away came back")
        #expect(stays.start(credentialId: "k") == .eligible)
        try await eventually { host.started == ["k", "k"] }
    }

    @Test func stopEndsTheStay() async throws {
        let service = ScriptedService()
        service.setCredentials([key(in: 2 * day)])
        let (host, stays) = try await startedStay(service: service, clock: clock)
        stays.stop(credentialId: "k")
        try await eventually { host.ended == ["activity-1"] }
        stays.refresh()
        await settle()
        #expect(host.started == ["k"])
    }
}

@MainActor
struct SeamStayActivityRefreshTests {
    @Test func plansAgainWhenTheAppBecomesActive() async throws {
        let clock = TestClock()
        let service = ScriptedService()
        service.setCredentials([Fixture.key("k", expiry: clock.now.addingTimeInterval(4 * 60 * 60))])
        let host = FakeStayHost()
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock) {
            SeamStayActivityCoordinator.Rules(linkFormat: SeamLinkFormat(scheme: "myapp"))
        }
        let becameActive = PassthroughSubject<Void, Never>()
        stays.refresh(on: becameActive.eraseToAnyPublisher())
        stays.start(credentialId: "k")
        try await eventually { host.started == ["k"] }
        // A suspended app's timer did not fire: the clock passed the countdown's start alone.
        clock.setBack(by: -2 * 60 * 60)
        await settle()
        #expect(host.updated.isEmpty)
        becameActive.send(())
        try await eventually { host.updated.last?.relevanceScore == SeamStayActivityState.countdownRelevance }
        withExtendedLifetime(stays) {}
    }
}
