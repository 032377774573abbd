import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Security reading (§3), LOW: a subscriber that went away while `launched` was delivered to it
/// (a card's Cancel pressed at once) was caught only before the attempt began; the attempt then
/// started the lock's (unstructured, so not cancelled) task anyway, and a remote unlock's POST
/// could go out for nobody. The lock is now never asked once the attempt is cancelled.
@Suite struct SeamUnlockCancelWhileLaunchedTests {
    /// Records which keys it was asked to open; answers only when cancelled.
    final class RecordingLock: SeamLockIntegration, @unchecked Sendable {
        // Safe to share: `asked` is only touched while `lock` is held.
        let provider = "recording"
        let clock: TestClock
        private let lock = NSLock()
        private var asked: [String] = []

        init(clock: TestClock) { self.clock = clock }

        var askedFor: [String] { lock.withLock { asked } }

        func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
            lock.withLock { asked.append(credential.id) }
            do {
                try await clock.sleep(for: 3_600)
                return .granted
            } catch {
                return .connectionFailed(debugDescription: "cancelled")
            }
        }
    }

    /// Holds the subscription so the subscriber can cancel it from its own value handler.
    @MainActor final class Subscriber {
        var cancellable: AnyCancellable?
        var values: [SeamUnlockEvent] = []
    }

    @Test @MainActor func aCancelWhileLaunchedIsDeliveredNeverAsksTheLock() async throws {
        let clock = TestClock()
        let logs = LogCollector()
        let keys = [Fixture.key("cancelled", provider: "recording"), Fixture.key("later", provider: "recording")]
        let seam = try await Fixture.activeSeam(Fixture.scenario(keys), clock: clock, logger: logs.logger)
        let lock = RecordingLock(clock: clock)
        seam.register(lock)

        let subscriber = Subscriber()
        subscriber.cancellable = try seam.unlock(using: "cancelled").sink { [subscriber] event in
            subscriber.values.append(event)
            // Cancelled while the attempt delivers `launched`, after it began.
            if event == .launched { subscriber.cancellable?.cancel() }
        }
        try await eventually("the attempt saw its subscriber go") {
            logs.messages.contains { $0.contains("cancelled by its subscriber") }
        }
        #expect(subscriber.values == [.launched])

        // A later attempt reaches the lock: by then a task started for the cancelled one would
        // have asked it too (it was created before the cancelled attempt returned).
        let later = EventRecorder(try seam.unlock(using: "later"))
        try await eventually("the later attempt asked the lock") { lock.askedFor.contains("later") }
        #expect(lock.askedFor == ["later"], "the cancelled attempt must never ask the lock")
        later.cancel()
    }
}
