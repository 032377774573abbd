import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Issue #30 item 9: a remote unlock that fails says why, within the closed unlock events: the
/// SDK marks the reason at the start of `connectionFailed`'s debug text
/// (`SeamUnlockFailureReason`), and a refused token ends the session as every other 401 does.
@MainActor
@Suite(.serialized) struct SeamRemoteUnlockFailureTests {
    static let lockId = "d0000003-3333-4333-8333-333333333333"

    func withLock(_ script: FakeSeamLocks.Script = .succeed(),
                  _ body: (CloudHarness, Seam, TestClock) async throws -> Void) async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await harness.activeSeam(withLock: Self.lockId, script: script, clock: clock)
            try await body(harness, seam, clock)
            await seam.deactivate()
        }
    }

    /// Moves the clock a quarter second at a time, each once the attempt waits on it again (its
    /// request answered), until the attempt has ended.
    func runToTheEnd(_ events: EventRecorder<SeamUnlockEvent>, on clock: TestClock) async throws {
        while !events.isFinished {
            try await eventually("the attempt waits on the clock") { events.isFinished || clock.sleeperCount >= 2 }
            if events.isFinished { break }
            await clock.advance(by: 0.25)
        }
    }

    /// The reason the attempt's last event carries, and that event's text.
    func failure(of events: EventRecorder<SeamUnlockEvent>) throws -> (SeamUnlockFailureReason?, String) {
        guard case .connectionFailed(let text)? = events.values.last else {
            Issue.record("want connectionFailed, got \(events.values)")
            return (nil, "")
        }
        return (SeamUnlockFailureReason(debugDescription: text), text ?? "")
    }

    @Test func anUnlockRefusedForAnExpiredTokenEndsTheSessionAndSaysSo() async throws {
        try await withLock { harness, seam, _ in
            let ended = EventRecorder(seam.sessionEndedPublisher)
            await harness.api.state.expire(FakeSeamAPI.token)
            let events = EventRecorder(try seam.unlock(using: Self.lockId))
            try await events.waitForFinish()
            let (reason, text) = try failure(of: events)
            #expect(reason == .sessionEnded, "\(text)")
            #expect(events.values.count == 2, "launched, then exactly one end: \(events.values)")
            // Told once the SDK has deactivated (the unlock's end came before the keys went).
            try await ended.waitForCount(1)
            #expect(ended.values == [.invalidClientSessionToken])
            #expect(!seam.isActive, "the session ended, as after any refused token")
            #expect(seam.credentials.isEmpty)
            #expect(await harness.api.locks.calls(on: .unlockDoor).count == 1, "the one refused request")
            #expect(throws: SeamError.initializationRequired) { try seam.unlock(using: Self.lockId) }
            #expect(!text.contains(FakeSeamAPI.token))
        }
    }

    /// A stranger's run (#30): the token expired after the API accepted the unlock, so the read
    /// of its attempt was refused; the card and `seam-demo unlock` said only "Your session has
    /// ended", never that the door may have opened. The attempt now ends saying both, and
    /// offers no Try Again (only signing in again helps).
    @Test func aSessionThatEndsAfterTheUnlockWasSentSaysTheDoorMayHaveOpened() async throws {
        try await withLock(.pendingForever) { harness, seam, clock in
            let events = EventRecorder(try seam.unlock(using: Self.lockId))
            try await eventually("the unlock was accepted") { await harness.api.locks.calls(on: .unlockDoor).count == 1 }
            await harness.api.state.expire(FakeSeamAPI.token)
            try await runToTheEnd(events, on: clock)
            let (reason, text) = try failure(of: events)
            #expect(reason == .sessionEndedAfterSending, "\(text)")
            #expect(!seam.isActive, "the session ended, as after any refused token")
            #expect(await harness.api.locks.calls(on: .unlockDoor).count == 1, "never sent again")
            let phase = SeamUnlockCardViewModel.Phase.connectionFailed(debugDescription: text)
            let status = SeamStatusPresentation(phase: phase, provider: SeamRemoteUnlock.provider, locale: .english)
            #expect(status.title == "Your session has ended")
            #expect(status.message.contains("the door may have opened"), "\(status.message)")
            #expect(!phase.canRetry)
        }
    }

    @Test func anUnlockThatCannotReachTheAPIWasNotSent() async throws {
        try await withLock { harness, seam, _ in
            await harness.api.stop()
            let events = EventRecorder(try seam.unlock(using: Self.lockId))
            try await events.waitForFinish()
            let (reason, text) = try failure(of: events)
            #expect(reason == .notSent, "\(text)")
            #expect(text.contains("nothing was sent to the lock"))
            #expect(seam.isActive, "no connection does not end the session")
        }
    }

    @Test(arguments: ["dropped connection", "500"])
    func anUnlockSentWithoutAnAnswerSaysTheDoorMayHaveOpened(_ fault: String) async throws {
        try await withLock { harness, seam, _ in
            await harness.api.locks.enqueue([fault == "500" ? .status(500) : .droppedConnection], on: .unlockDoor)
            let events = EventRecorder(try seam.unlock(using: Self.lockId))
            try await events.waitForFinish()
            let (reason, text) = try failure(of: events)
            #expect(reason == .sentWithoutAnswer, "\(text)")
            #expect(text.contains("may have opened"))
            #expect(await harness.api.locks.calls(on: .unlockDoor).count == 1, "never sent again")
        }
    }

    @Test func aServerThatStopsAnsweringAfterAcceptingSaysTheDoorMayHaveOpened() async throws {
        try await withLock(.pendingForever) { harness, seam, clock in
            let events = EventRecorder(try seam.unlock(using: Self.lockId))
            try await eventually("the unlock was accepted") { await harness.api.locks.calls(on: .unlockDoor).count == 1 }
            await harness.api.stop()
            try await runToTheEnd(events, on: clock)
            let (reason, text) = try failure(of: events)
            #expect(reason == .sentWithoutAnswer, "\(text)")
        }
    }

    @Test func aLockThatRefusesSaysSo() async throws {
        try await withLock(.fail(type: "lock_jammed", message: "The bolt is stuck")) { _, seam, clock in
            let events = EventRecorder(try seam.unlock(using: Self.lockId))
            try await runToTheEnd(events, on: clock)
            let (reason, text) = try failure(of: events)
            #expect(reason == .lockRefused, "\(text)")
            #expect(text.contains("lock_jammed"))
        }
    }

    @Test func anUnlockTheAPIRefusesWasNotSentToTheLock() async throws {
        try await withLock { harness, seam, _ in
            await harness.api.locks.enqueue([.status(403, body: #"{"error":{"type":"forbidden","message":"no"}}"#)],
                                            on: .unlockDoor)
            let events = EventRecorder(try seam.unlock(using: Self.lockId))
            try await events.waitForFinish()
            let (reason, text) = try failure(of: events)
            #expect(reason == .refusedByService, "\(text)")
            #expect(seam.isActive, "a 403 on one lock does not end the session")
        }
    }

    @Test func aReasonIsReadOnlyFromTheStartOfTheText() {
        for reason in SeamUnlockFailureReason.allCases {
            #expect(SeamUnlockFailureReason(debugDescription: reason.describing("detail")) == reason)
        }
        #expect(SeamUnlockFailureReason(debugDescription: "The lock said [lockRefused]") == nil)
        #expect(SeamUnlockFailureReason(debugDescription: "[somethingElse] x") == nil)
        #expect(SeamUnlockFailureReason(debugDescription: nil) == nil)
        #expect(SeamUnlockFailureReason(debugDescription: "[") == nil)
    }
}
