import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The default sandbox's smart lock (`ID.frontDoor`): unlocked and locked as the cloud's
/// remote unlock does, its lock state following, and its recent activity listed, with no
/// account and no network.
@Suite struct SeamSandboxSmartLockTests {
    typealias Samples = PreviewSeamService.Samples
    let clock = TestClock()

    /// The default sandbox, activated (its 0.4 s activation on the test clock).
    func defaultSeam(_ scenario: SeamSandboxScenario = .default) async throws -> Seam {
        let seam = Seam(backend: .sandbox(scenario), clock: clock)
        try seam.initialize(clientSessionToken: Samples.token)
        let activation = Task { try await seam.activate() }
        try await clock.waitForSleepers(1)
        await clock.advance(by: scenario.activationLatency)
        try await activation.value
        return seam
    }

    func frontDoor(_ seam: Seam) -> SeamCredential? {
        seam.credentials.first { $0.id == Samples.ID.frontDoor }
    }

    /// Runs `start`'s attempt, moving the clock by the lock's 1 s once it waits (the awaiting
    /// key's change, the lock and the timeout sleep), and returns its events.
    func run<Event: Sendable>(_ start: () throws -> AnyPublisher<Event, Never>) async throws -> [Event] {
        let events = EventRecorder(try start())
        try await events.waitForCount(1)
        try await clock.waitForSleepers(3)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        return events.values
    }

    @Test func theSamplesIncludeASmartLockOpenedOverTheInternet() throws {
        let key = try #require(Samples.credentials(now: clock.now).first { $0.id == Samples.ID.frontDoor })
        #expect(key.providerName == SeamRemoteUnlock.provider)
        #expect(key.supportedUnlockProximities == [.remote])
        #expect(key.lockState == SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.8, canLock: true))
        #expect(key.errors.isEmpty && key.expiry == nil && key.providerMetadata == nil, "as the cloud lists a lock")
        let access = try #require(Samples.accessCredentials(now: clock.now).first { $0.id == Samples.ID.frontDoor })
        #expect(access.hasLockIntegration)
    }

    @Test func unlockingTheFrontDoorUnlocksItAndLockingLocksIt() async throws {
        let seam = try await defaultSeam()
        #expect(seam.credentials.count == 17)
        #expect(frontDoor(seam)?.lockState?.locked == true)
        let updates = EventRecorder(seam.credentialsPublisher)

        #expect(try await run { try seam.unlock(using: Samples.ID.frontDoor) } == [.launched, .grantedAccess])
        try await eventually("the key shows the lock unlocked") { frontDoor(seam)?.lockState?.locked == false }
        let unlocked = try #require(frontDoor(seam)?.lockState)
        #expect(unlocked == SeamLockState(locked: false, doorOpen: false, batteryLevel: 0.8, canLock: true),
                "only `locked` changes")
        try await eventually("published") { updates.values.last?.first { $0.id == Samples.ID.frontDoor }?.lockState == unlocked }

        #expect(try await run { try seam.lock(using: Samples.ID.frontDoor) } == [.launched, .locked])
        try await eventually("the key shows the lock locked") { frontDoor(seam)?.lockState?.locked == true }

        // A refresh reads the engine's keys: the state stays what the lock last did.
        let refresh = Task { _ = try await seam.refresh() }
        try await clock.waitForSleepers(2)
        await clock.advance(by: SeamSandboxScenario.default.refreshLatency)
        try await refresh.value
        #expect(frontDoor(seam)?.lockState?.locked == true)
        await seam.deactivate()
    }

    @Test func onlyTheSmartLockCanBeLocked() async throws {
        let seam = try await defaultSeam()
        #expect(throws: SeamLockingUnavailableError.self) { _ = try seam.lock(using: Samples.ID.room) }
        #expect(throws: SeamLockingUnavailableError.self) { _ = try seam.lock(using: Samples.ID.office) }
        await seam.deactivate()
    }

    @Test func aRemoteLockThatFailsSaysTheLockRefusedAndLeavesItsStateAlone() async throws {
        var scenario = SeamSandboxScenario.default
        scenario.locks[SeamRemoteUnlock.provider] = SeamSimulatedLock(latency: 1, outcome: .fail(debugDescription: "lock_jammed"))
        let seam = try await defaultSeam(scenario)
        let events = try await run { try seam.unlock(using: Samples.ID.frontDoor) }
        #expect(events == [.launched, .connectionFailed(debugDescription: "[lockRefused] The lock did not unlock: lock_jammed")],
                "the cloud's remote unlock reports a lock's error so")
        #expect(try await run { try seam.lock(using: Samples.ID.frontDoor) }
                == [.launched, .failed(debugDescription: "[lockRefused] The lock did not lock: lock_jammed")])
        #expect(frontDoor(seam)?.lockState?.locked == true)
        #expect(try await seam.recentActivity().count == 3, "nothing happened at the door")
        await seam.deactivate()
    }

    @Test func recentActivityListsTheSeededAndTheSessionsEventsNewestFirst() async throws {
        let seam = try await defaultSeam()
        let hour: TimeInterval = 3_600
        let seeded = try await seam.recentActivity()
        #expect(seeded.map(\.kind) == [.accessDenied, .locked, .unlocked])
        #expect(seeded.map(\.method) == ["keycode", "manual", "keycode"])
        #expect(seeded.map { (clock.now.timeIntervalSince($0.occurredAt) / hour).rounded() } == [3, 25, 26])
        #expect(seeded.allSatisfy { $0.keyId == Samples.ID.frontDoor })

        _ = try await run { try seam.unlock(using: Samples.ID.frontDoor) }
        let unlockedAt = clock.now
        _ = try await run { try seam.lock(using: Samples.ID.frontDoor) }
        let activity = try await seam.recentActivity()
        #expect(activity.map(\.kind) == [.locked, .unlocked, .accessDenied, .locked, .unlocked])
        #expect(activity.prefix(2).map(\.occurredAt) == [clock.now, unlockedAt])
        #expect(activity.prefix(2).allSatisfy { $0.method == "remote" && $0.actionAttemptId != nil })
        #expect(Set(activity.map(\.id)).count == activity.count, "ids are unique")
        #expect(activity.map(\.occurredAt) == activity.map(\.occurredAt).sorted(by: >))

        #expect(try await seam.recentActivity(of: Samples.ID.frontDoor) == activity, "filtered by the lock")
        #expect(try await seam.recentActivity(of: Samples.ID.room).isEmpty)
        #expect(try await seam.recentActivity(within: hour).map(\.kind) == [.locked, .unlocked], "filtered by `since`")
        #expect(try await seam.recentActivity(within: 4 * hour).count == 3)
        await seam.deactivate()
    }

    @Test func deactivatingForgetsTheSessionsActivityAndLockState() async throws {
        let seam = try await defaultSeam()
        _ = try await run { try seam.unlock(using: Samples.ID.frontDoor) }
        #expect(try await seam.recentActivity().count == 4)
        await seam.deactivate()
        await #expect(throws: SeamError.initializationRequired) { _ = try await seam.recentActivity() }

        try seam.initialize(clientSessionToken: Samples.token)
        let activation = Task { try await seam.activate() }
        try await clock.waitForSleepers(1)
        await clock.advance(by: SeamSandboxScenario.default.activationLatency)
        try await activation.value
        #expect(try await seam.recentActivity().map(\.kind) == [.accessDenied, .locked, .unlocked], "seeded anew")
        #expect(frontDoor(seam)?.lockState?.locked == true, "locked, as every session starts")
        await seam.deactivate()
    }
}
