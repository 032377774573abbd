import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Security reading (§3), MEDIUM: a remote unlock whose request met an expired token ended the
/// session saying "nothing was sent", and the deactivation that followed ended whichever
/// attempt was current with that, also a newer one that had superseded it while the token was
/// being renewed and whose lock may have acted. "Nothing was sent" is now said only of the
/// attempt that saw the refusal.
@Suite(.serialized) struct SeamRemoteUnlockSupersededRefusalTests {
    static let lockId = "d0000005-5555-4555-8555-555555555555"
    /// A mobile key the phone opens its reader with (`salto_space`).
    static let mobileKey = "pool"
    static let payload = phoneSession(credentials: [credentialJSON(id: mobileKey, name: "Pool Gate")])

    /// A token provider that answers only once the test opens it, and then has no token.
    actor RefusingProvider {
        struct NoToken: Error {}
        private var waiter: CheckedContinuation<Void, Never>?
        private var isOpen = false
        private(set) var calls = 0

        func fetch() async throws -> String {
            calls += 1
            if !isOpen { await withCheckedContinuation { waiter = $0 } }
            throw NoToken()
        }

        func open() {
            isOpen = true
            waiter?.resume()
            waiter = nil
        }
    }

    /// An integration that, once the test says so, reports from its attempt's task a refusal
    /// of its own request: in a task of its own, which runs as the attempt (task-local values
    /// are inherited) but is not cancelled with it, as a report racing the cancellation would.
    final class ReportingIntegration: SeamLockIntegration, @unchecked Sendable {
        // Safe to share: `waiter` is only touched while `lock` is held.
        let provider = "reporting"
        private let lock = NSLock()
        private var waiter: CheckedContinuation<@Sendable () async -> Void, Never>?

        var isWaiting: Bool { lock.withLock { waiter != nil } }

        func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
            let report = await withCheckedContinuation { continuation in lock.withLock { waiter = continuation } }
            await Task { await report() }.value
            return .connectionFailed(debugDescription: "refused")
        }

        /// Runs `body` as the waiting attempt's report; returns once it has.
        func report(_ body: @escaping @Sendable () async -> Void) async {
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                let waiting = lock.withLock {
                    defer { waiter = nil }
                    return waiter
                }
                waiting?.resume(returning: {
                    await body()
                    finished.resume()
                })
            }
        }
    }

    static func reason(of events: EventRecorder<SeamUnlockEvent>) -> SeamUnlockFailureReason? {
        guard case .connectionFailed(let text)? = events.values.last else { return nil }
        return SeamUnlockFailureReason(debugDescription: text)
    }

    /// A: remote unlock, its POST refused with 401 while the app's provider is asked for a new
    /// token. B: a mobile key's unlock, started meanwhile, supersedes A and reaches its reader.
    /// The provider has no token: the session ends, and B says its door may have opened.
    @Test func aRefusalSeenByASupersededUnlockDoesNotSayTheNewerOneSentNothing() async throws {
        try await withCloudHarness(payload: Self.payload) { harness in
            let clock = TestClock()
            let provider = RefusingProvider()
            await harness.api.locks.setDevices([FakeSeamLocks.device(id: Self.lockId, name: "Side Door")])
            await harness.api.locks.script(Self.lockId, .succeed())
            var configuration = try await harness.configuration(retries: 0)
            configuration.tokenProvider = SeamCloudConfiguration.TokenProvider { try await provider.fetch() }
            let seam = try harness.seam(configuration, clock: clock)
            let reader = ObservedIntegration(clock: clock, provider: "salto_space")
            seam.register(reader)
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)

            let first = EventRecorder(try seam.unlock(using: Self.lockId, timeout: 30))
            try await eventually("A's request met the expired token") { await provider.calls == 1 }
            let second = EventRecorder(try seam.unlock(using: Self.mobileKey, timeout: 30))
            try await first.waitForFinish()
            #expect(Self.reason(of: first) == .superseded, "\(first.values)")
            try await eventually("B asked its reader") { reader.callCount == 1 }

            await provider.open()
            try await second.waitForFinish()
            #expect(Self.reason(of: second) == .sessionEndedAfterSending,
                    "B's reader was asked: its door may have opened; \(second.values)")
            // The attempt ends before the deactivation publishes the inactive state.
            try await eventually("the session ended, as after any refused token") { !seam.isActive }
            #expect(await harness.api.locks.calls(on: .unlockDoor).count == 1)
        }
    }

    /// The same, where the refusal is reported before A's cancellation has landed (a race the
    /// test above cannot hold still): the report is A's own (it runs as A), so B, the current
    /// attempt, still ends saying its lock may have acted, while A, when still current, ends
    /// saying nothing was sent.
    @Test func notSentIsSaidOnlyOfTheAttemptThatReportedIt() async throws {
        let clock = TestClock()
        let engine = SpyEngine(credentials: [Fixture.key("a", provider: "reporting"), Fixture.key("b", provider: "held")])
        let seam = Seam(backend: .spy(engine), clock: clock)
        let reporter = ReportingIntegration()
        seam.register(reporter)
        seam.register(ObservedIntegration(clock: clock, provider: "held"))
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        let context = try #require(engine.context)

        let first = EventRecorder(try seam.unlock(using: "a", timeout: 30))
        try await eventually("A's integration runs") { reporter.isWaiting }
        let second = EventRecorder(try seam.unlock(using: "b", timeout: 30))
        try await first.waitForFinish()
        // A's report, from a task that still runs as A and is not cancelled.
        await reporter.report { await context.endSession(because: .invalidClientSessionToken, requestWasSent: false) }
        try await second.waitForFinish()
        #expect(Self.reason(of: second) == .sessionEndedAfterSending, "\(second.values)")

        // A lone attempt reporting its own refusal still ends as "nothing was sent".
        let loneEngine = SpyEngine(credentials: [Fixture.key("a", provider: "reporting")])
        let again = Seam(backend: .spy(loneEngine), clock: clock)
        let lone = ReportingIntegration()
        again.register(lone)
        try again.initialize(clientSessionToken: Fixture.token)
        try await again.activate()
        let loneEvents = EventRecorder(try again.unlock(using: "a", timeout: 30))
        try await eventually("the integration runs") { lone.isWaiting }
        let spy = try #require(loneEngine.context)
        await lone.report { await spy.endSession(because: .invalidClientSessionToken, requestWasSent: false) }
        try await loneEvents.waitForFinish()
        #expect(Self.reason(of: loneEvents) == .sessionEnded, "\(loneEvents.values)")
    }
}
