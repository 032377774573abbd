import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Issue 30, item 6: an embedded card dropped mid-unlock (its screen went, or the selection
/// moved to another key) cancels its attempt; analytics heard "unlock started" and never
/// "ended".
@MainActor
@Suite struct SeamUnlockCardReleaseTests {
    @Test func aCardReleasedMidUnlockTellsItsMonitorTheAttemptEndedCancelled() async throws {
        let clock = TestClock()
        let seam = try await Fixture.activeSeam(
            Fixture.scenario([Fixture.key("k")], lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer)), clock: clock)
        let monitor = RecordingMonitor()
        weak var released: SeamUnlockCardViewModel?
        do {
            let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam),
                                               configuration: .init(timeout: 60), clock: clock, locale: .english)
            card.eventMonitor = monitor
            card.unlock()
            #expect(card.phase == .unlocking)
            await clock.advance(by: 2)
            released = card
        }
        try await eventually { released == nil }
        try await eventually { monitor.events.count == 3 }
        #expect(monitor.events.last == .unlockEnded(credentialId: "k", provider: "test_lock", outcome: .cancelled,
                                                    errorCode: nil, duration: 2))
    }

    @Test func aCardReleasedAfterItsAttemptEndedSaysNothingMore() async throws {
        let monitor = RecordingMonitor()
        weak var released: SeamUnlockCardViewModel?
        do {
            let card = SeamUnlockCardViewModel(credentialId: "k", service: ScriptedService(), configuration: .init(),
                                               clock: TestClock(), locale: .english)
            card.eventMonitor = monitor
            card.unlock()
            #expect(card.phase == .granted)
            released = card
        }
        try await eventually { released == nil }
        await settle()
        #expect(monitor.events.filter { if case .unlockEnded = $0 { true } else { false } }.count == 1)
    }
}
