import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

#if canImport(FlyingFox)
/// Found by the cloud model check under ThreadSanitizer on a loaded machine (seed 10015) as
/// "no legal interleaving from [active] explains unlock(grants) → credentialErrors
/// [userInteractionRequired.enableInternet], deactivate → ok": `unlock` checked the lifecycle
/// and the published keys, then the key window, which a deactivation had closed in between
/// (the engine stops trusting the clock once deactivated), and called the keys stale. At the
/// door that read "connect to the internet" for a sign-out.
@Suite struct ModelCheckSignOutRaceTests {
    /// The real time, except that its first reading on one chosen thread runs `hook` first: a whole
    /// deactivation, held inside the unlock's gap so the race is lost every time.
    final class GapClock: SeamClock, @unchecked Sendable {
        // Safe to share: `armed` is only touched while `lock` is held; `now` is a constant.
        private let lock = NSLock()
        private var armed: (thread: ObjectIdentifier, hook: @Sendable () -> Void)?
        let now = Date()

        func arm(_ hook: @escaping @Sendable () -> Void) {
            lock.withLock { armed = (ObjectIdentifier(Thread.current), hook) }
        }

        var nowWithHook: Date {
            let hook: (@Sendable () -> Void)? = lock.withLock {
                guard let armed, armed.thread == ObjectIdentifier(Thread.current) else { return nil }
                self.armed = nil
                return armed.hook
            }
            hook?()
            return now
        }

        func sleep(for seconds: TimeInterval) async throws {
            try await Task.sleep(nanoseconds: UInt64(max(0, min(seconds, 3_600)) * 1e9))
        }
    }

    /// The clock the SDK reads: `GapClock`'s, with the hook.
    struct ReadClock: SeamClock {
        let gap: GapClock
        var now: Date { gap.nowWithHook }
        func sleep(for seconds: TimeInterval) async throws { try await gap.sleep(for: seconds) }
    }

    @Test func anUnlockRacingASignOutNeverCallsTheKeysStale() async throws {
        try await withCloudHarness { harness in
            let gap = GapClock()
            let seam = try harness.seam(try await harness.configuration(retries: 0), clock: ReadClock(gap: gap))
            try await seam.activate()
            let key = try #require(seam.credentials.first { $0.errors.isEmpty }?.id, "a key that unlocks")
            let outcome = await onOwnThread { () -> String in
                gap.arm {
                    let ended = DispatchSemaphore(value: 0)
                    Task.detached { await seam.deactivate(); ended.signal() }
                    _ = ended.wait(timeout: .now() + 60)
                }
                do {
                    _ = try seam.unlock(using: key)
                    return "started"
                } catch {
                    return "\(error)"
                }
            }
            #expect(!seam.isActive, "the sign-out ran inside the unlock's check")
            #expect(outcome == "\(SeamError.initializationRequired)", "an unlock overlapping a sign-out reports it")
        }
    }
}
#endif
