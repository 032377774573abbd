import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A lock integration that reports whether it was cancelled.
final class ObservedIntegration: SeamLockIntegration, @unchecked Sendable {
    // Safe to share: `cancelled` and `calls` are only touched while `lock` is held.
    let provider: String
    private let lock = NSLock()
    private var cancelled = false
    private var calls = 0
    let clock: TestClock

    init(clock: TestClock, provider: String = "observed") {
        self.clock = clock
        self.provider = provider
    }

    var wasCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelled }
    var callCount: Int { lock.lock(); defer { lock.unlock() }; return calls }

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        lock.withLock { calls += 1 }
        do {
            try await clock.sleep(for: 1_000)
            return .granted
        } catch {
            lock.withLock { cancelled = true }
            return .connectionFailed(debugDescription: "cancelled")
        }
    }
}

@Suite struct SeamUnlockTests {
    let clock = TestClock()

    func seam(lock: SeamSimulatedLock = SeamSimulatedLock(latency: 1, outcome: .grant),
              keys: [SeamAccessCredential] = [Fixture.key("ready")]) async throws -> Seam {
        try await Fixture.activeSeam(Fixture.scenario(keys, lock: lock), clock: clock)
    }

    @Test func grantedAfterTheLockAnswers() async throws {
        let seam = try await seam()
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await events.waitForCount(1)
        #expect(events.values == [.launched])
        try await clock.waitForSleepers(2)  // the lock and the timeout
        await clock.advance(by: 1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .grantedAccess])
    }

    @Test func defaultTimeoutIsTenSecondsWhenTheLockNeverAnswers() async throws {
        let seam = try await seam(lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer))
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await clock.waitForSleepers(2)
        await clock.advance(by: 9.9)
        #expect(events.values == [.launched])
        await clock.advance(by: 0.1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .timedOut])
    }

    @Test func customTimeoutIsHonouredAndOutOfRangeValuesAreClamped() async throws {
        let seam = try await seam(lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer))
        let short = EventRecorder(try seam.unlock(using: "ready", timeout: 2))
        try await clock.waitForSleepers(2)
        await clock.advance(by: 2)
        try await short.waitForFinish()
        #expect(short.values == [.launched, .timedOut])

        let negative = EventRecorder(try seam.unlock(using: "ready", timeout: -5))
        try await negative.waitForFinish()
        #expect(negative.values == [.launched, .timedOut])

        let huge = EventRecorder(try seam.unlock(using: "ready", timeout: .infinity))
        try await clock.waitForSleepers(2)
        await clock.advance(by: Seam.maximumUnlockTimeout)
        try await huge.waitForFinish()
        #expect(huge.values == [.launched, .timedOut])
    }

    @Test func connectionFailureCarriesTheDebugText() async throws {
        let seam = try await seam(lock: SeamSimulatedLock(latency: 1, outcome: .fail(debugDescription: "GATT 133")))
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .connectionFailed(debugDescription: "GATT 133")])
    }

    @Test func preflightErrorsAreThrownNotPublished() async throws {
        let now = clock.now
        let keys = [
            Fixture.key("expired", errors: [.expired]),
            Fixture.key("lapsed", expiry: now.addingTimeInterval(-60)),
            Fixture.key("bluetooth", errors: [.userInteractionRequired(.enableBluetooth), .unknown]),
            Fixture.key("orphan", provider: "nobody"),
            Fixture.key("noProvider", provider: nil),
        ]
        let seam = try await seam(keys: keys)
        #expect(throws: SeamError.invalidCredentialId) { _ = try seam.unlock(using: "missing") }
        #expect(throws: SeamError.credentialErrors([.expired])) { _ = try seam.unlock(using: "expired") }
        #expect(throws: SeamError.credentialErrors([.expired])) { _ = try seam.unlock(using: "lapsed") }
        #expect(throws: SeamError.credentialErrors([.userInteractionRequired(.enableBluetooth), .unknown])) {
            _ = try seam.unlock(using: "bluetooth")
        }
        #expect(throws: SeamError.integrationNotFound) { _ = try seam.unlock(using: "orphan") }
        #expect(throws: SeamError.integrationNotFound) { _ = try seam.unlock(using: "noProvider") }
    }

    @Test func unlockBeforeActivationThrowsInitializationRequired() throws {
        let seam = Seam(backend: .sandbox(Fixture.scenario([Fixture.key("ready")])), clock: clock)
        try seam.initialize(clientSessionToken: Fixture.token)
        #expect(throws: SeamError.initializationRequired) { _ = try seam.unlock(using: "ready") }
    }

    @Test func cancellingTheSubscriptionStopsTheAttempt() async throws {
        let seam = try await seam(keys: [Fixture.key("k", provider: "observed")])
        let integration = ObservedIntegration(clock: clock)
        seam.register(integration)
        let events = EventRecorder(try seam.unlock(using: "k"))
        try await eventually { integration.callCount == 1 }
        events.cancel()
        try await eventually("integration cancelled") { integration.wasCancelled }
        await clock.advance(by: 20)
        #expect(events.values == [.launched])
        #expect(!events.isFinished)
    }

    @Test func nothingStartsUntilSubscribed() async throws {
        let seam = try await seam(keys: [Fixture.key("k", provider: "observed")])
        let integration = ObservedIntegration(clock: clock)
        seam.register(integration)
        let publisher = try seam.unlock(using: "k")
        await settle()
        #expect(integration.callCount == 0)
        let events = EventRecorder(publisher)
        try await eventually { integration.callCount == 1 }
        events.cancel()
    }

    @Test func deactivatingDuringAnUnlockEndsItWithConnectionFailed() async throws {
        let seam = try await seam(lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer))
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await events.waitForCount(1)
        await seam.deactivate(deintegrate: false)
        try await events.waitForFinish()
        #expect(events.values.count == 2)
        guard case .connectionFailed = events.values.last else {
            Issue.record("expected connectionFailed, got \(events.values)")
            return
        }
    }

    @Test func aSecondUnlockSupersedesTheRunningOne() async throws {
        let seam = try await seam(lock: SeamSimulatedLock(latency: 1, outcome: .grant))
        let first = EventRecorder(try seam.unlock(using: "ready"))
        try await first.waitForCount(1)
        let second = EventRecorder(try seam.unlock(using: "ready"))
        try await first.waitForFinish()
        #expect(first.values == [.launched, .connectionFailed(debugDescription: "[superseded] Superseded by a newer unlock attempt.")])
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await second.waitForFinish()
        #expect(second.values == [.launched, .grantedAccess])
    }

    @Test func registeredIntegrationOverridesTheBackendsOwn() async throws {
        let seam = try await seam(lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer))
        struct Instant: SeamLockIntegration {
            let provider = "test_lock"
            func unlock(_ credential: SeamCredential) async -> SeamLockOutcome { .granted }
        }
        seam.register(Instant())
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await events.waitForFinish()
        #expect(events.values == [.launched, .grantedAccess])
    }

    @Test func eventsArriveOnTheMainActor() async throws {
        let seam = try await seam()
        let count = LockedCounter()
        // On Linux the main actor's executor need not be the process's first thread, so this
        // checks isolation (which crashes the run if broken) rather than `Thread.isMainThread`.
        // Regression: the completion used to arrive off the main actor, which crashed main-actor
        // view models under Swift 6's dynamic isolation checks.
        let cancellable = try seam.unlock(using: "ready").sink(
            receiveCompletion: { _ in
                assertOnMainActor("unlock completion must be delivered on the main actor")
                count.increment()
            },
            receiveValue: { _ in
                assertOnMainActor("unlock events must be delivered on the main actor")
                count.increment()
            })
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { count.value == 3 }
        cancellable.cancel()
    }
}

/// Crashes the run when not on the main actor (where the OS can tell: macOS 14+, Linux).
func assertOnMainActor(_ message: String) {
    if #available(macOS 14, iOS 17, *) { MainActor.assertIsolated(message) }
}

final class LockedCounter: @unchecked Sendable {
    // Safe to share: `count` is only touched while `lock` is held.
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
