import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// Lifecycle races a review of the model-check fixes found, each pinned deterministically:
/// the test holds one side of the race still (the main actor busy, an engine call waiting on a
/// gate) so the other side runs exactly where the bug was.
@Suite struct SeamLifecycleRaceTests {
    /// An activation used to become active under the lifecycle lock and publish its keys one
    /// main-actor hop later. A refresh starting in between could publish first: subscribers saw
    /// keys while `isActive` was still false, and the activation's first list then overwrote the
    /// newer one. Becoming active and publishing are now one main-actor step, so until then a
    /// refresh is refused like any refresh before activation.
    @Test @MainActor func aRefreshCannotStartBeforeTheActivationHasPublished() async throws {
        let engineReturned = ThreadFlag()
        let scenario = SeamSandboxScenario(credentials: { _ in engineReturned.raise(); return [Fixture.key("k")] })
        let seam = Seam(backend: .sandbox(scenario), clock: TestClock())
        try seam.initialize(clientSessionToken: Fixture.token)
        let activation = Task.detached { try await seam.activate() }
        // The main actor stays busy from here, so the activation cannot publish.
        while !engineReturned.isRaised {}
        let refreshEnded = ThreadFlag()
        let refresh = Task.detached { () -> SeamError? in
            defer { refreshEnded.raise() }
            do { try await seam.refresh(); return nil } catch let error as SeamError { return error } catch { return nil }
        }
        // Bounded only for the failing case (a refresh that started would wait for the main actor).
        let deadline = Date().addingTimeInterval(10)
        while !refreshEnded.isRaised, Date() < deadline {}
        #expect(refreshEnded.isRaised, "a refresh started before the activation published its keys")
        #expect(await refresh.value == .initializationRequired)
        try await activation.value
        #expect(seam.isActive)
        #expect(seam.credentials.map(\.id) == ["k"])
    }

    /// An unlock subscribed after a deactivation began ended with `connectionFailed`, but only
    /// after its lock integration had been started (and a real integration's first step is to
    /// send the command to the door). It now ends without asking the lock.
    @Test func anUnlockSubscribedAfterADeactivationNeverAsksTheLock() async throws {
        let lock = CountingLock()
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k", provider: lock.provider)]), clock: TestClock())
        seam.register(lock)
        let publisher = try seam.unlock(using: "k")
        await seam.deactivate()
        let events = EventRecorder(publisher)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .connectionFailed(debugDescription: "The SDK was deactivated before the unlock started.")])
        #expect(lock.calls == 0)
    }

    /// `deactivate(deintegrate: true)` joining a running `deactivate()` returned once that
    /// deactivation ended, and nothing was deintegrated: a sign-out that raced an app-lifecycle
    /// deactivation left the user's token and cache behind. The shared deactivation now
    /// deintegrates before it ends.
    @Test @MainActor func aDeintegrationJoiningARunningDeactivationIsNotDropped() async throws {
        let engine = GatedEngine()
        let seam = Seam(backend: SeamBackend { _, _ in engine }, clock: TestClock())
        try seam.initialize(clientSessionToken: Fixture.token)
        let first = Task.detached { await seam.deactivate() }
        try await eventually("the first deactivation reached the engine") { engine.calls == [false] }
        // Main-actor jobs run in the order they were enqueued: the second call joins (it takes
        // the lifecycle lock before its first suspension) before the engine is let go.
        let second = Task { @MainActor in await seam.deactivate(deintegrate: true) }
        let release = Task { @MainActor in engine.release() }
        await release.value
        await second.value
        await first.value
        #expect(engine.calls == [false, true])
        #expect(throws: Never.self) { try seam.initialize(clientSessionToken: Fixture.token) }
    }

    @Test func aDeintegrationThatStartedTheDeactivationRunsOnce() async throws {
        let engine = GatedEngine(gated: false)
        let seam = Seam(backend: SeamBackend { _, _ in engine }, clock: TestClock())
        try seam.initialize(clientSessionToken: Fixture.token)
        async let deintegration: Void = seam.deactivate(deintegrate: true)
        async let plain: Void = seam.deactivate()
        _ = await (deintegration, plain)
        #expect(engine.calls == [true] || engine.calls == [false, true] || engine.calls == [false])
        // Whichever started it, a deintegration that joined was done, and none twice.
        #expect(engine.calls.filter { $0 }.count <= 1)
    }
}

/// A lock integration that counts how often it is asked, and grants.
private final class CountingLock: SeamLockIntegration, @unchecked Sendable {
    // Safe to share: `count` is only touched while `lock` is held.
    let provider = "counting_lock"
    private let lock = NSLock()
    private var count = 0
    var calls: Int { lock.withLock { count } }

    func unlock(_ credential: SeamAccessCredential) async -> SeamLockOutcome {
        lock.withLock { count += 1 }
        return .granted
    }
}

/// An engine that records each `deactivate(deintegrate:)` and holds the first one until
/// released.
private final class GatedEngine: SeamEngine, @unchecked Sendable {
    // Safe to share: `recorded`, `gate` and `released` are only touched while `lock` is held.
    private let lock = NSLock()
    private var recorded: [Bool] = []
    private var gate: CheckedContinuation<Void, Never>?
    private var released: Bool

    init(gated: Bool = true) {
        released = !gated
    }

    var calls: [Bool] { lock.withLock { recorded } }

    func release() {
        let waiting = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            released = true
            defer { gate = nil }
            return gate
        }
        waiting?.resume()
    }

    func activate(context: SeamEngineContext) async throws -> [SeamAccessCredential] { [] }
    func refresh() async throws -> [SeamAccessCredential] { [] }

    func deactivate(deintegrate: Bool) async {
        let mustWait = lock.withLock { () -> Bool in
            recorded.append(deintegrate)
            return recorded.count == 1 && !released
        }
        guard mustWait else { return }
        await withCheckedContinuation { continuation in
            let resumeNow = lock.withLock { () -> Bool in
                if released { return true }
                gate = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }
}
