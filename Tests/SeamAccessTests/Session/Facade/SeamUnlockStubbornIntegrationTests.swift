import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// `Seam` owns the timeout and the end of an attempt, even for an integration that is slow to
/// honour cancellation: `timedOut` (or the `connectionFailed` of a deactivation) arrives on time,
/// and the integration is cancelled afterwards. The attempt used to wait for the integration to
/// return first, because a task group waits for every child.
@Suite struct SeamUnlockStubbornIntegrationTests {
    @Test func theTimeoutArrivesWhileTheIntegrationIgnoresCancellation() async throws {
        let clock = TestClock()
        let lock = StubbornLock()
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k", provider: lock.provider)]), clock: clock)
        seam.register(lock)
        let events = EventRecorder(try seam.unlock(using: "k", timeout: 3))
        try await eventually("the integration runs") { lock.isWaiting }
        try await clock.waitForSleepers(1)  // the timeout
        await clock.advance(by: 3)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .timedOut])
        try await eventually("the integration was cancelled") { lock.sawCancellation }
        lock.answer()
    }

    @Test func aDeactivationEndsTheAttemptWhileTheIntegrationIgnoresCancellation() async throws {
        let lock = StubbornLock()
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k", provider: lock.provider)]), clock: TestClock())
        seam.register(lock)
        let events = EventRecorder(try seam.unlock(using: "k"))
        try await eventually("the integration runs") { lock.isWaiting }
        await seam.deactivate()
        try await events.waitForFinish()
        #expect(events.values == [.launched, .connectionFailed(debugDescription: "The SDK was deactivated during the unlock.")])
        lock.answer()
    }
}

/// An integration that only returns when the test lets it, whatever cancellation says, and
/// records that it was cancelled.
private final class StubbornLock: SeamLockIntegration, @unchecked Sendable {
    // Safe to share: `waiting`, `cancelled` and `answered` are only touched while `lock` is held.
    let provider = "stubborn_lock"
    private let lock = NSLock()
    private var waiting: CheckedContinuation<Void, Never>?
    private var cancelled = false
    private var answered = false

    var isWaiting: Bool { lock.withLock { waiting != nil } }
    var sawCancellation: Bool { lock.withLock { cancelled } }

    func answer() {
        let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            answered = true
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume()
    }

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = lock.withLock { () -> Bool in
                    if answered { return true }
                    waiting = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { cancelled = true }
        }
        return .granted
    }
}
