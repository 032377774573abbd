import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// `unlock(using:)` on a lock key: one `POST /locks/unlock_door`, then reads of the action
/// attempt on the injected clock until it ends. The attempt's server-side delays run on the
/// same test clock, so every step is decided by the test, never by the machine's speed.
@Suite(.serialized) struct SeamRemoteUnlockTests {
    static let lockId = "d0000001-1111-4111-8111-111111111111"

    /// An active cloud `Seam` on a test clock with one lock scripted as `script`.
    struct Rig {
        let harness: CloudHarness
        let seam: Seam
        let clock: TestClock

        func unlock(timeout: TimeInterval = 10) throws -> EventRecorder<SeamUnlockEvent> {
            EventRecorder(try seam.unlock(using: SeamRemoteUnlockTests.lockId, timeout: timeout))
        }

        var unlockCalls: Int { get async { await harness.api.locks.calls(on: .unlockDoor).count } }
        var polls: Int { get async { await harness.api.locks.calls(on: .actionAttempt).count } }

        /// Moves the clock forward in steps of 1/8 s (exact in binary, as are the schedule's delays), each once the attempt waits on the clock
        /// again (its request answered), until `done` holds or `limit` seconds have passed.
        /// Returns the clock seconds moved.
        func step(by increment: TimeInterval = 0.125, upTo limit: TimeInterval,
                  until done: @escaping @Sendable () -> Bool) async throws -> TimeInterval {
            var moved = 0.0
            while !done(), moved < limit {
                try await eventually("the attempt waits on the clock") { done() || clock.sleeperCount >= 2 }
                if done() { break }
                await clock.advance(by: increment)
                moved += increment
            }
            return moved
        }
    }

    func withRig(_ script: FakeSeamLocks.Script, retries: Int = 2,
                 _ body: (Rig) async throws -> Void) async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            await harness.api.locks.setDevices([FakeSeamLocks.device(id: Self.lockId, name: "Front Door")])
            await harness.api.locks.script(Self.lockId, script)
            await harness.api.locks.useClock(clock)
            let seam = try harness.seam(try await harness.configuration(retries: retries), clock: clock)
            try await seam.activate()
            try await body(Rig(harness: harness, seam: seam, clock: clock))
            await seam.deactivate()
        }
    }

    @Test func theReadScheduleRisesFromAQuarterSecondToOneSecond() {
        #expect((0..<6).map(SeamRemoteUnlock.pollDelay(after:)) == [0.25, 0.5, 0.75, 1, 1, 1])
        #expect(SeamRemoteUnlock.pollDelay(after: -3) == 0.25)
        #expect(SeamRemoteUnlock.pollDelay(after: Int.max) == 1)
    }

    @Test func aLockKeyUnlocksThroughTheAPIWithoutRegisteringAnIntegration() async throws {
        try await withRig(.succeed(after: 2)) { rig in
            let events = try rig.unlock()
            try await events.waitForCount(1)
            #expect(events.values == [.launched])
            let moved = try await rig.step(upTo: 10) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .grantedAccess])
            // The attempt succeeded on the server at 2 s; the schedule reads at 0.25, 0.75,
            // 1.5 and 2.5 s, so it is seen 0.5 s later (never more than 1 s plus a request).
            #expect(moved >= 2 && moved <= 3, "granted \(moved - 2) s after the server's success")
            #expect(await rig.polls == 4)
            let calls = await rig.harness.api.locks.calls(on: .unlockDoor)
            #expect(calls.count == 1)
            #expect(calls.first?.parameters["device_id"] == Self.lockId)
            #expect(calls.first?.method == "POST")
        }
    }

    @Test func aSuccessIsSeenWithinOneAndAHalfSecondsWhereverItFallsInTheSchedule() async throws {
        for delay in [0.125, 0.875, 1.625, 4.25] {
            try await withRig(.succeed(after: delay)) { rig in
                let events = try rig.unlock()
                let moved = try await rig.step(upTo: 10) { events.isFinished }
                try await events.waitForFinish()
                #expect(events.values == [.launched, .grantedAccess])
                #expect(moved - delay <= 1.0, "seen \(moved - delay) s after a success at \(delay) s")
            }
        }
    }

    @Test func anAttemptThatFailsEndsWithConnectionFailedNamingTheAPIErrorType() async throws {
        try await withRig(.fail(type: "lock_jammed", message: "The bolt is stuck")) { rig in
            let events = try rig.unlock()
            _ = try await rig.step(upTo: 5) { events.isFinished }
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("lock_jammed"))
            #expect(await rig.unlockCalls == 1)
        }
    }

    @Test func anAttemptPendingForeverTimesOutAndPollingStops() async throws {
        try await withRig(.pendingForever) { rig in
            let events = try rig.unlock(timeout: 10)
            _ = try await rig.step(by: 0.25, upTo: 11) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .timedOut])
            let polls = await rig.polls
            // Reads at 0.25, 0.75, 1.5, then every second to 9.5 s: 11 in 10 s.
            #expect(polls == 11, "\(polls) reads in 10 s")
            try await eventually("no work left on the clock") { rig.clock.sleeperCount == 0 }
            await rig.clock.advance(by: 30)
            #expect(await rig.polls == polls, "no read after the timeout")
            #expect(await rig.unlockCalls == 1)
        }
    }

    @Test(arguments: ["500", "503", "dropped connection"])
    func aFailedUnlockRequestIsNeverRepeated(_ fault: String) async throws {
        try await withRig(.succeed()) { rig in
            let answer: FakeSeamAPI.Fault = switch fault {
            case "500": .status(500, body: #"{"error":{"type":"internal_server_error","message":"boom"}}"#)
            case "503": .status(503)
            default: .droppedConnection
            }
            await rig.harness.api.locks.enqueue([answer], on: .unlockDoor)
            let events = try rig.unlock()
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("not repeated"))
            await rig.clock.advance(by: 10)
            #expect(await rig.unlockCalls == 1, "the door may have opened: never a second unlock")
            #expect(await rig.polls == 0)
        }
    }

    @Test func anUnlockRequestStillUnansweredAtTheTimeoutIsNotRepeated() async throws {
        try await withRig(.succeed()) { rig in
            await rig.harness.api.locks.enqueue([.held], on: .unlockDoor)
            let events = try rig.unlock(timeout: 5)
            try await eventually("the unlock request is held") { await rig.harness.api.state.heldCount == 1 }
            await rig.clock.advance(by: 5)
            try await events.waitForFinish()
            #expect(events.values == [.launched, .timedOut])
            await rig.harness.api.state.releaseHeld()
            await rig.clock.advance(by: 10)
            #expect(await rig.unlockCalls == 1)
            #expect(await rig.polls == 0, "nothing follows an attempt that has ended")
        }
    }

    @Test func aRateLimitedReadWaitsForRetryAfter() async throws {
        try await withRig(.succeed(after: 1)) { rig in
            await rig.harness.api.locks.enqueue([.tooManyRequests(retryAfter: "4")], on: .actionAttempt)
            let events = try rig.unlock()
            _ = try await rig.step(upTo: 0.25) { false }
            try await eventually("the first read was answered with 429") { await rig.polls == 1 && rig.clock.sleeperCount >= 2 }
            _ = try await rig.step(upTo: 3.875) { events.isFinished }
            #expect(await rig.polls == 1, "no read before Retry-After has passed")
            #expect(events.values == [.launched])
            _ = try await rig.step(upTo: 1) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .grantedAccess])
            #expect(await rig.polls == 2)
        }
    }

    @Test func aRefusedUnlockRequestEndsWithoutARetry() async throws {
        try await withRig(.succeed()) { rig in
            await rig.harness.api.locks.enqueue([.tooManyRequests(retryAfter: "30")], on: .unlockDoor)
            let events = try rig.unlock()
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("30 s"))
            #expect(await rig.unlockCalls == 1)
        }
    }

    @Test func aFewFailedReadsAreToleratedButNotMore() async throws {
        try await withRig(.succeed(after: 0)) { rig in
            await rig.harness.api.locks.enqueue([.status(500), .status(502)], on: .actionAttempt)
            let events = try rig.unlock()
            _ = try await rig.step(upTo: 5) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .grantedAccess])
            #expect(await rig.polls == 3)
        }
        try await withRig(.succeed(after: 0)) { rig in
            await rig.harness.api.locks.enqueue(Array(repeating: .status(500), count: 4), on: .actionAttempt)
            let events = try rig.unlock()
            _ = try await rig.step(upTo: 8) { events.isFinished }
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("may have opened"))
            #expect(await rig.unlockCalls == 1)
        }
    }

    @Test func cancellingTheSubscriptionStopsPolling() async throws {
        try await withRig(.pendingForever) { rig in
            let events = try rig.unlock()
            _ = try await rig.step(upTo: 2) { false }
            await MainActor.run { events.cancel() }
            try await eventually("the attempt let go of the clock") { rig.clock.sleeperCount == 0 }
            let polls = await rig.polls
            await rig.clock.advance(by: 20)
            #expect(await rig.polls == polls)
            #expect(events.values == [.launched])
        }
    }

    @Test func deactivatingStopsPollingAndEndsTheAttempt() async throws {
        try await withRig(.pendingForever) { rig in
            let events = try rig.unlock()
            _ = try await rig.step(upTo: 2) { false }
            await rig.seam.deactivate()
            try await events.waitForFinish()
            guard case .connectionFailed? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            try await eventually("the attempt let go of the clock") { rig.clock.sleeperCount == 0 }
            let polls = await rig.polls
            await rig.clock.advance(by: 20)
            #expect(await rig.polls == polls)
        }
    }

    @Test func anUnconfirmedSuccessIsGrantedButLoggedAsUnconfirmed() async throws {
        try await withRig(.succeed(after: 0, confirmedByDevice: false)) { rig in
            let events = try rig.unlock()
            _ = try await rig.step(upTo: 2) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .grantedAccess])
            #expect(rig.harness.logs.messages.contains { $0.contains("without confirming") })
        }
    }

    @Test func theTokenIsNeverInTheDiagnosticsOrLogs() async throws {
        try await withRig(.fail(type: "x", message: "y")) { rig in
            let body = #"{"error":{"type":"internal_server_error","message":"token \#(FakeSeamAPI.token) rejected"}}"#
            await rig.harness.api.locks.enqueue([.status(500, body: body)], on: .unlockDoor)
            let events = try rig.unlock()
            try await events.waitForFinish()
            #expect(!"\(events.values)".contains(FakeSeamAPI.token))
            #expect(!rig.harness.logs.messages.contains { $0.contains(FakeSeamAPI.token) })
        }
    }

    @Test func theFakeServesTheReadRoutesOverGetToo() async throws {
        try await withRig(.pendingForever) { rig in
            let base = try await rig.harness.api.baseURL
            var components = URLComponents(url: base.appendingPathComponent("/locks/list"), resolvingAgainstBaseURL: false)
            components?.queryItems = [URLQueryItem(name: "manufacturer", value: "august")]
            var request = URLRequest(url: try #require(components?.url))
            request.setValue("Bearer \(FakeSeamAPI.token)", forHTTPHeaderField: "Authorization")
            request.setValue(FakeSeamAPI.token, forHTTPHeaderField: "client-session-token")
            let (data, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: data, as: UTF8.self).contains(Self.lockId))
            #expect(await rig.harness.api.locks.calls(on: .list).last?.method == "GET")
        }
    }
}
