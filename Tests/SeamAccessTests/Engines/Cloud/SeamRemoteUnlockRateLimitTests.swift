import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// A 429 answering `POST /locks/unlock_door`: the API created no action, so the unlock is sent
/// again once `Retry-After` has passed on the test clock, if that still fits in the attempt's
/// timeout; otherwise the attempt ends with `connectionFailed` saying the API asked to wait.
/// A 5xx, a timeout or a lost connection is still never followed by a second unlock.
extension SeamRemoteUnlockTests {
    @Test func theWaitAfterA429IsItsRetryAfterButNeverAlmostNothing() {
        #expect(SeamRemoteUnlock.rateLimitedWait(retryAfter: 2) == 2)
        #expect(SeamRemoteUnlock.rateLimitedWait(retryAfter: 0) == 0.25)
        #expect(SeamRemoteUnlock.rateLimitedWait(retryAfter: nil) == 1)
        #expect(SeamRemoteUnlock.rateLimitedWait(retryAfter: .infinity) == 1)
    }

    @Test func aRateLimitedUnlockIsSentAgainAfterRetryAfterWhenItFits() async throws {
        try await withRig(.succeed(after: 0)) { rig in
            await rig.harness.api.locks.enqueue([.tooManyRequests(retryAfter: "2")], on: .unlockDoor)
            let events = try rig.unlock(timeout: 10)
            try await eventually("the 429 was answered and the retry waits") {
                await rig.unlockCalls == 1 && rig.clock.sleeperCount >= 2
            }
            _ = try await rig.step(upTo: 1.875) { false }
            #expect(await rig.unlockCalls == 1, "nothing is sent before Retry-After has passed")
            #expect(events.values == [.launched])
            _ = try await rig.step(upTo: 5) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .grantedAccess])
            #expect(await rig.unlockCalls == 2)
            #expect(rig.harness.logs.messages.contains { $0.contains("rate limited the unlock") })
        }
    }

    @Test func aRetryAfterLongerThanTheTimeLeftEndsTheAttemptAtOnce() async throws {
        try await withRig(.succeed(after: 0)) { rig in
            await rig.harness.api.locks.enqueue([.tooManyRequests(retryAfter: "6")], on: .unlockDoor)
            let events = try rig.unlock(timeout: 5)
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("asks to wait for 6 s"), "\(text)")
            #expect((text ?? "").contains("longer than the 5 s left of the attempt"), "\(text)")
            await rig.clock.advance(by: 10)
            #expect(await rig.unlockCalls == 1)
        }
    }

    @Test func theTimeLeftIsCountedFromTheStartOfTheAttempt() async throws {
        try await withRig(.succeed(after: 0)) { rig in
            await rig.harness.api.locks.enqueue([.tooManyRequests(retryAfter: "3"), .tooManyRequests(retryAfter: "3")],
                                                on: .unlockDoor)
            let events = try rig.unlock(timeout: 5)
            _ = try await rig.step(upTo: 3) { events.isFinished }
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("longer than the 2 s left of the attempt"), "\(text)")
            #expect(await rig.unlockCalls == 2)
        }
    }

    @Test func aServerErrorAfterARateLimitedUnlockIsStillNeverRepeated() async throws {
        try await withRig(.succeed(after: 0)) { rig in
            await rig.harness.api.locks.enqueue([.tooManyRequests(retryAfter: "1"), .status(503)], on: .unlockDoor)
            let events = try rig.unlock(timeout: 10)
            _ = try await rig.step(upTo: 1) { events.isFinished }
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("not repeated"), "\(text)")
            try await eventually("no work left on the clock") { rig.clock.sleeperCount == 0 }
            await rig.clock.advance(by: 10)
            #expect(await rig.unlockCalls == 2, "the 503 may have reached the lock: never a third unlock")
        }
    }

    @Test func aLockThatStaysRateLimitedIsNotAskedForever() async throws {
        try await withRig(.succeed(after: 0)) { rig in
            await rig.harness.api.locks.enqueue(Array(repeating: .tooManyRequests(retryAfter: "0"), count: 6), on: .unlockDoor)
            let events = try rig.unlock(timeout: 10)
            try await eventually("the 429 was answered and the retry waits") {
                await rig.unlockCalls == 1 && rig.clock.sleeperCount >= 2
            }
            await rig.clock.advance(by: 0.125)
            #expect(await rig.unlockCalls == 1, "Retry-After: 0 still waits a quarter second")
            _ = try await rig.step(upTo: 5) { events.isFinished }
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("refused 4 times in a row"), "\(text)")
            #expect(await rig.unlockCalls == 1 + SeamRemoteUnlock.maximumRateLimitedRetries)
        }
    }
}
