import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// `lock(using:)` on a lock key that can be locked remotely: one `POST /locks/lock_door`,
/// then reads of the action attempt on the injected clock, with remote unlock's guarantees.
@Suite(.serialized) struct SeamRemoteLockTests {
    static let lockId = "d0000001-1111-4111-8111-111111111111"
    static let plainId = "d0000002-2222-4222-8222-222222222222"

    struct Rig {
        let harness: CloudHarness
        let seam: Seam
        let clock: TestClock

        func lock(_ id: String = SeamRemoteLockTests.lockId, timeout: TimeInterval = 10) throws -> EventRecorder<SeamLockEvent> {
            EventRecorder(try seam.lock(using: id, timeout: timeout))
        }

        var lockCalls: Int { get async { await harness.api.locks.calls(on: .lockDoor).count } }
        var polls: Int { get async { await harness.api.locks.calls(on: .actionAttempt).count } }

        /// Moves the clock 1/8 s at a time whenever the attempt waits on it, until `done`.
        func step(upTo limit: TimeInterval, until done: @escaping @Sendable () -> Bool) async throws {
            var moved = 0.0
            while !done(), moved < limit {
                try await eventually("the attempt waits on the clock") { done() || clock.sleeperCount >= 2 }
                if done() { break }
                await clock.advance(by: 0.125)
                moved += 0.125
            }
        }
    }

    func withRig(_ script: FakeSeamLocks.Script, _ body: (Rig) async throws -> Void) async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            await harness.api.locks.setDevices([
                FakeSeamLocks.device(id: Self.lockId, name: "Front Door", locked: false, canRemotelyLock: true),
                FakeSeamLocks.device(id: Self.plainId, name: "Side Door", locked: false, canRemotelyLock: false),
            ])
            await harness.api.locks.script(Self.lockId, script)
            await harness.api.locks.useClock(clock)
            let seam = try harness.seam(try await harness.configuration(), clock: clock)
            try await seam.activate()
            try await body(Rig(harness: harness, seam: seam, clock: clock))
            await seam.deactivate()
        }
    }

    @Test func aLockKeyThatCanLockIsLockedThroughTheAPIAndItsStateFollows() async throws {
        try await withRig(.succeed(after: 0.5)) { rig in
            let events = try rig.lock()
            try await rig.step(upTo: 5) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .locked])
            #expect(await rig.lockCalls == 1)
            #expect(await rig.harness.api.locks.calls(on: .unlockDoor).isEmpty)
            #expect(await rig.harness.api.locks.calls(on: .lockDoor).first?.parameters["device_id"] == Self.lockId)
            try await eventually("the key shows the lock locked") {
                rig.seam.credentials.first { $0.id == Self.lockId }?.lockState?.locked == true
            }
        }
    }

    @Test func eventsArriveOnTheMainActor() async throws {
        try await withRig(.succeed()) { rig in
            let count = LockedCounter()
            let cancellable = try rig.seam.lock(using: Self.lockId).sink(
                receiveCompletion: { _ in
                    assertOnMainActor("lock completion must be delivered on the main actor")
                    count.increment()
                },
                receiveValue: { _ in
                    assertOnMainActor("lock events must be delivered on the main actor")
                    count.increment()
                })
            try await rig.step(upTo: 3) { count.value == 3 }
            try await eventually("two events and the completion") { count.value == 3 }
            cancellable.cancel()
        }
    }

    @Test func aKeyThatCannotLockIsRefusedBeforeAnyRequest() async throws {
        try await withRig(.succeed()) { rig in
            #expect(throws: SeamLockingUnavailableError(credentialId: Self.plainId)) { try rig.lock(Self.plainId) }
            #expect(throws: SeamError.invalidCredentialId) { try rig.lock("nope") }
            #expect(await rig.lockCalls == 0)
            #expect(SeamLockingUnavailableError(credentialId: Self.plainId).description == "lockingUnavailable")
        }
    }

    @Test func aSandboxKeyCannotLock() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("room")]), clock: TestClock())
        let key = try #require(seam.credentials.first)
        #expect(throws: SeamLockingUnavailableError.self) { try seam.lock(using: key.id) }
        #expect(try await seam.recentActivity().isEmpty, "the sandbox has no lock events")
    }

    @Test(arguments: ["500", "dropped connection"])
    func aFailedLockRequestIsNeverRepeated(_ fault: String) async throws {
        try await withRig(.succeed()) { rig in
            await rig.harness.api.locks.enqueue([fault == "500" ? .status(500) : .droppedConnection], on: .lockDoor)
            let events = try rig.lock()
            try await events.waitForFinish()
            guard case .failed(let text)? = events.values.last else {
                Issue.record("want failed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("the door may have locked. The lock was not repeated."))
            await rig.clock.advance(by: 10)
            #expect(await rig.lockCalls == 1)
            #expect(await rig.polls == 0)
        }
    }

    @Test func aLockRequestStillUnansweredAtTheTimeoutIsNotRepeated() async throws {
        try await withRig(.succeed()) { rig in
            await rig.harness.api.locks.enqueue([.held], on: .lockDoor)
            let events = try rig.lock(timeout: 5)
            try await eventually("the lock request is held") { await rig.harness.api.state.heldCount == 1 }
            await rig.clock.advance(by: 5)
            try await events.waitForFinish()
            #expect(events.values == [.launched, .timedOut])
            await rig.harness.api.state.releaseHeld()
            await rig.clock.advance(by: 10)
            #expect(await rig.lockCalls == 1)
        }
    }

    @Test func aFailedAttemptNamesTheAPIErrorType() async throws {
        try await withRig(.fail(type: "lock_jammed", message: "stuck")) { rig in
            let events = try rig.lock()
            try await rig.step(upTo: 3) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .failed(debugDescription: "[lockRefused] The lock did not lock: action attempt error lock_jammed: stuck")])
        }
    }

    @Test func cancellingTheSubscriptionStopsPolling() async throws {
        try await withRig(.pendingForever) { rig in
            let events = try rig.lock()
            try await rig.step(upTo: 2) { false }
            await MainActor.run { events.cancel() }
            try await eventually("the attempt let go of the clock") { rig.clock.sleeperCount == 0 }
            let polls = await rig.polls
            await rig.clock.advance(by: 20)
            #expect(await rig.polls == polls)
            #expect(events.values == [.launched])
        }
    }
}
