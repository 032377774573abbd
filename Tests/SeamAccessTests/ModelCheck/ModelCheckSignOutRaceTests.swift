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
/// door that read "connect to the internet" for a sign-out. The review of the fix found the
/// same gap when the server ends the session: the engine deactivates itself (closing the key
/// window) before the facade hears of it.
@Suite struct ModelCheckSignOutRaceTests {
    /// A fixed reading of the real time, except that its first reading on one chosen thread runs
    /// `hook` first: a whole deactivation, held inside the unlock's gap so the race is lost every
    /// time.
    final class GapClock: SeamClock, @unchecked Sendable {
        // Safe to share: `armed` is only touched while `lock` is held; `start` is a constant.
        private let lock = NSLock()
        private var armed: (thread: ObjectIdentifier, hook: @Sendable () -> Void)?
        private let start = Date()

        func arm(_ hook: @escaping @Sendable () -> Void) {
            lock.withLock { armed = (ObjectIdentifier(Thread.current), hook) }
        }

        func disarm() {
            lock.withLock { armed = nil }
        }

        var now: Date {
            let hook: (@Sendable () -> Void)? = lock.withLock {
                guard let armed, armed.thread == ObjectIdentifier(Thread.current) else { return nil }
                self.armed = nil
                return armed.hook
            }
            hook?()
            return start
        }

        func sleep(for seconds: TimeInterval) async throws {
            try await SeamSystemClock().sleep(for: seconds)
        }
    }

    @Test func anUnlockRacingASignOutNeverCallsTheKeysStale() async throws {
        try await withCloudHarness { harness in
            let gap = GapClock()
            let seam = try harness.seam(try await harness.configuration(retries: 0), clock: gap)
            try await seam.activate()
            let key = try #require(seam.credentials.first { $0.errors.isEmpty }?.id, "a key that unlocks")
            defer { gap.disarm() }
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
            let signedOut = [SeamError.initializationRequired, .deactivationInProgress].map { "\($0)" }
            #expect(signedOut.contains(outcome), "an unlock overlapping a sign-out reports it, not \(outcome)")
        }
    }

    /// A token store in memory that runs `onDelete` once, when the engine deletes the token:
    /// inside its deactivation, after it closed the key window and before the facade hears that
    /// the session ended.
    final class HookedTokenStore: SeamTokenStore {
        private let stored = SeamMemoryTokenStore()
        private let onDelete = LockIsolated<(@Sendable () -> Void)?>(nil)

        func arm(_ hook: @escaping @Sendable () -> Void) { onDelete.withLock { $0 = hook } }
        func save(_ token: SeamClientSessionToken) throws { try stored.save(token) }
        func load() -> SeamClientSessionToken? { stored.load() }
        func delete() {
            stored.delete()
            let hook = onDelete.withLock { hook in
                defer { hook = nil }
                return hook
            }
            hook?()
        }
    }

    @Test func anUnlockWhileTheServerEndsTheSessionNeverCallsTheKeysStale() async throws {
        try await withCloudHarness { harness in
            let store = HookedTokenStore()
            var configuration = try await harness.configuration(retries: 0)
            configuration.tokenStore = store
            let seam = try harness.seam(configuration, clock: GapClock())
            try await seam.activate()
            let key = try #require(seam.credentials.first { $0.errors.isEmpty }?.id, "a key that unlocks")
            let outcome = LockIsolated<String?>(nil)
            store.arm {
                do {
                    _ = try seam.unlock(using: key)
                    outcome.withLock { $0 = "started" }
                } catch {
                    outcome.withLock { $0 = "\(error)" }
                }
            }
            await harness.api.state.enqueue([
                .status(401, body: #"{"error":{"type":"client_session_expired","message":"expired"},"ok":false}"#),
            ])
            await #expect(throws: SeamError.invalidClientSessionToken) { try await seam.refresh() }
            #expect(!seam.isActive)
            #expect(outcome.snapshot == "\(SeamError.deactivationInProgress)", "the session is ending, not \(outcome.snapshot ?? "no unlock tried")")
        }
    }
}
#endif
