import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An action attempt is read by its status, as Seam's schema defines it: `result` for
/// `success`, `error` for `error`. The schema lets the other member hold any value, and such a
/// value must never turn a door that opened into a failure.
extension SeamRemoteUnlockTests {
    @Test(arguments: [#""stray""#, "[1, 2]", #"{"type": 5}"#, #"{"type": "left_over", "message": "from an earlier try"}"#])
    func aSuccessWhoseErrorIsNotNullIsGranted(_ error: String) async throws {
        try await withRig(.answers(status: "success", result: #"{"was_confirmed_by_device": true}"#, error: error)) { rig in
            let events = try rig.unlock()
            try await events.waitForFinish()
            #expect(events.values == [.launched, .grantedAccess])
            #expect(await rig.unlockCalls == 1)
            #expect(await rig.polls == 0, "the unlock request's own answer said success")
        }
    }

    @Test func aSuccessReadLaterWithAStrayErrorAndAnOddResultIsGranted() async throws {
        let script = FakeSeamLocks.Script.answers(status: "success", result: #""done""#, error: #"{"anything": true}"#,
                                                  afterPending: true)
        try await withRig(script) { rig in
            let events = try rig.unlock()
            _ = try await rig.step(upTo: 3) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .grantedAccess])
            #expect(await rig.polls == 1)
        }
    }

    @Test(arguments: [#""partial""#, "[]", #"{"was_confirmed_by_device": "no"}"#])
    func anErrorWhoseResultIsNotNullStillNamesItsErrorType(_ result: String) async throws {
        let script = FakeSeamLocks.Script.answers(status: "error", result: result,
                                                  error: #"{"type": "lock_jammed", "message": "The bolt is stuck"}"#,
                                                  afterPending: true)
        try await withRig(script) { rig in
            let events = try rig.unlock()
            _ = try await rig.step(upTo: 3) { events.isFinished }
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("lock_jammed"), "\(text ?? "")")
            #expect(await rig.polls == 1, "an attempt that ended is not read again")
        }
    }

    @Test func anErrorOfAnUnexpectedShapeIsStillAFailureOfTheLock() async throws {
        try await withRig(.answers(status: "error", result: "null", error: #""jammed""#)) { rig in
            let events = try rig.unlock()
            try await events.waitForFinish()
            guard case .connectionFailed(let text)? = events.values.last else {
                Issue.record("want connectionFailed, got \(events.values)")
                return
            }
            #expect((text ?? "").contains("The lock did not unlock"), "\(text ?? "")")
            #expect(await rig.polls == 0)
        }
    }

    @Test func aPendingAttemptWithStrayMembersIsReadAgainUntilTheTimeout() async throws {
        try await withRig(.answers(status: "pending", result: #""soon""#, error: #"{"type": "not_yet"}"#)) { rig in
            let events = try rig.unlock(timeout: 2)
            _ = try await rig.step(by: 0.25, upTo: 3) { events.isFinished }
            try await events.waitForFinish()
            #expect(events.values == [.launched, .timedOut])
            #expect(await rig.polls >= 2, "still pending: read again, never a failure")
        }
    }
}
