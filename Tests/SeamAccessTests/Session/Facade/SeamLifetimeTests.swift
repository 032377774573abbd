import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Nothing of a session outlives it: once deactivated and dropped, a `Seam` that was activated,
/// refreshed and unlocked is released and nothing waits on its clock any more. A retain cycle
/// anywhere in the facade, an engine or the unlock machinery, or a background task left behind,
/// would keep it alive. (The test clock itself is kept for the whole run; see `TestClockRegistry`.)
@Suite struct SeamLifetimeTests {
    /// A sandbox `Seam` on the default scenario whose activation has begun and waits on `clock`.
    private func activatingSandbox(on clock: TestClock) async throws -> (Seam, Task<Void, any Error>) {
        let seam = Seam(backend: .sandbox(), clock: clock)
        try seam.initialize(clientSessionToken: Fixture.token)
        let activation = Task { try await seam.activate() }
        try await clock.waitForSleepers(1)
        return (seam, activation)
    }

    /// The default scenario has a background change (a key becoming ready after 8 s) waiting on
    /// the clock, and its locks answer after a latency.
    @Test func aDeactivatedSandboxSessionIsReleased() async throws {
        weak var releasedSeam: Seam?
        let clock = TestClock()
        do {
            let (seam, activation) = try await activatingSandbox(on: clock)
            await clock.advance(by: 1)
            try await activation.value
            let refresh = Task { try await seam.refresh() }
            try await clock.waitForSleepers(2)  // the refresh's latency and the background change
            await clock.advance(by: 1)
            _ = try await refresh.value
            let ready = try #require(seam.credentials.first { $0.isUsable(at: clock.now) && $0.provider != nil })
            let events = EventRecorder(try seam.unlock(using: ready.id))
            try await events.waitForCount(1)
            let abandoned = EventRecorder(try seam.unlock(using: ready.id))  // supersedes the first
            try await abandoned.waitForCount(1)
            await seam.deactivate()
            try await events.waitForFinish()
            try await abandoned.waitForFinish()
            releasedSeam = seam
        }
        try await eventually("the session is released") { releasedSeam == nil && clock.sleeperCount == 0 }
    }

    @Test func aSessionDroppedWhileActivatingIsReleasedOnceDeactivated() async throws {
        weak var releasedSeam: Seam?
        let clock = TestClock()
        do {
            let (seam, activation) = try await activatingSandbox(on: clock)
            await seam.deactivate(deintegrate: true)
            _ = await activation.result
            releasedSeam = seam
        }
        try await eventually("the session is released") { releasedSeam == nil && clock.sleeperCount == 0 }
    }

    #if canImport(FlyingFox)
    /// The cloud engine is an actor with a fetch in flight, background sync and an offline
    /// cache; none of it may hold the session once it is deactivated.
    @Test func aDeactivatedCloudSessionIsReleased() async throws {
        try await withCloudHarness(payload: CloudWorld.payload()) { harness in
            weak var releasedSeam: Seam?
            let clock = TestClock()
            do {
                let seam = try harness.seam(try await harness.configuration(retries: 0, timeout: 30, syncInterval: 30),
                                            clock: clock)
                try await seam.activate()
                try await seam.refresh()
                try await clock.waitForSleepers(1)  // background sync waits
                await clock.advance(by: 30)
                await seam.deactivate(deintegrate: true)
                releasedSeam = seam
            }
            try await eventually("the session is released") { releasedSeam == nil && clock.sleeperCount == 0 }
        }
    }
    #endif
}
