import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Lifecycle races a review of the model-check fixes found, each pinned deterministically (the
/// fourth, an unlock that asked the lock after a deactivation, is pinned with the model check's
/// own finding in `ModelCheckRegressionTests`):
/// the test holds one side of the race still (the main actor busy, an engine call waiting on a
/// gate) so the other side runs exactly where the bug was.
@Suite struct SeamLifecycleRaceTests {
    /// An activation used to become active under the lifecycle lock and publish its keys one
    /// main-actor hop later. A refresh starting in between could publish first: subscribers saw
    /// keys while `isActive` was still false, and the activation's first list then overwrote the
    /// newer one. Becoming active and publishing are now one main-actor step, so until then a
    /// refresh is refused like any refresh before activation.
    @Test @MainActor func aRefreshCannotStartBeforeTheActivationHasPublished() async throws {
        let probe = MainActorProbe<Task<SeamError?, Never>?>()
        let scenario = SeamSandboxScenario(credentials: { _ in
            probe.enqueue()
            return [Fixture.key("k").sdkCredential]
        })
        let seam = Seam(backend: .sandbox(scenario), clock: TestClock())
        try seam.initialize(clientSessionToken: Fixture.token)
        // Runs after the engine returned and before the activation's main-actor step, and keeps
        // the main actor until the refresh has answered, so the activation cannot publish.
        probe.set {
            let refreshEnded = ThreadFlag()
            let refresh = Task.detached(priority: .high) { () -> SeamError? in
                defer { refreshEnded.raise() }
                do { try await seam.refresh(); return nil } catch let error as SeamError { return error } catch { return nil }
            }
            // Bounded only for the failing case (a refresh that started would wait for the main actor).
            let deadline = Date().addingTimeInterval(20)
            while !refreshEnded.isRaised, Date() < deadline {}
            return refreshEnded.isRaised ? refresh : nil
        }
        try await seam.activate()
        let refresh = try await probe.result()
        #expect(refresh != nil, "a refresh started before the activation published its keys")
        #expect(await refresh?.value == .initializationRequired)
        #expect(seam.isActive)
        #expect(seam.credentials.map(\.id) == ["k"])
    }

    /// `deactivate(deintegrate: true)` joining a running `deactivate()` returned once that
    /// deactivation ended, and nothing was deintegrated: a sign-out that raced an app-lifecycle
    /// deactivation left the user's token and cache behind. The shared deactivation now
    /// deintegrates before it ends.
    @Test @MainActor func aDeintegrationJoiningARunningDeactivationIsNotDropped() async throws {
        let engine = SpyEngine()
        engine.holdDeactivation = true
        let seam = Seam(backend: .spy(engine), clock: TestClock())
        try seam.initialize(clientSessionToken: Fixture.token)
        let first = Task.detached { await seam.deactivate() }
        try await eventually("the first deactivation reached the engine") { engine.isHoldingDeactivation }
        // Main-actor jobs run in the order they were enqueued: the second call joins (it takes
        // the lifecycle lock before its first suspension) before the engine is let go.
        let second = Task { @MainActor in await seam.deactivate(deintegrate: true) }
        let release = Task { @MainActor in
            engine.holdDeactivation = false
            engine.releaseDeactivation()
        }
        await release.value
        await second.value
        await first.value
        #expect(engine.deactivations == [false, true])
        #expect(throws: Never.self) { try seam.initialize(clientSessionToken: Fixture.token) }
    }

    @Test func aDeintegrationThatStartedTheDeactivationRunsOnce() async throws {
        let engine = SpyEngine()
        let seam = Seam(backend: .spy(engine), clock: TestClock())
        try seam.initialize(clientSessionToken: Fixture.token)
        async let deintegration: Void = seam.deactivate(deintegrate: true)
        async let plain: Void = seam.deactivate()
        _ = await (deintegration, plain)
        let calls = engine.deactivations
        #expect(calls == [true] || calls == [false, true] || calls == [false])
        // Whichever started it, a deintegration that joined was done, and none twice.
        #expect(calls.filter { $0 }.count <= 1)
    }
}
