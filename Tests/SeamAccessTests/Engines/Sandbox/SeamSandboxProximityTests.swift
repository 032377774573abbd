import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The sandbox has keys for each proximity choice, and its locks answer a phone held at the
/// reader sooner than one a few metres away.
@Suite struct SeamSandboxProximityTests {
    typealias ID = PreviewSeamService.Samples.ID
    let clock = TestClock()

    func seam() async throws -> Seam {
        var scenario = SeamSandboxScenario.default
        scenario.activationLatency = 0
        scenario.changes = []
        // Nothing else sleeps on the clock: no key waits for its start.
        scenario.credentials = { now in PreviewSeamService.Samples.credentials(now: now).filter { $0.startsAt == nil } }
        return try await Fixture.activeSeam(scenario, clock: clock)
    }

    /// Waits for an unlock's two sleepers (the lock and the timeout) on top of whatever else
    /// already sleeps.
    func waitForUnlockSleepers(after baseline: Int) async throws {
        try await clock.waitForSleepers(baseline + 2)
    }

    @Test func samplesSupportTouchOnlyNearbyOnlyBothAndNone() {
        let keys = Dictionary(uniqueKeysWithValues: PreviewSeamService.Samples.credentials(now: clock.now).map {
            ($0.id, $0.supportedUnlockProximities)
        })
        #expect(keys[ID.gym] == [.touch])
        #expect(keys[ID.office] == [.nearby])
        #expect(keys[ID.room] == [.nearby, .touch])
        #expect(keys[ID.garage] == [.touch, .nearby])
        #expect(keys[ID.spa] == [])
    }

    @Test func aTouchUnlockIsAnsweredSoonerThanANearbyOne() async throws {
        let seam = try await seam()
        let baseline = clock.sleeperCount
        let touch = EventRecorder(try seam.unlock(using: ID.room, proximity: .touch))
        try await waitForUnlockSleepers(after: baseline)
        await clock.advance(by: 0.5)
        try await touch.waitForFinish()
        #expect(touch.values == [.launched, .grantedAccess])

        let nearby = EventRecorder(try seam.unlock(using: ID.room, proximity: .nearby))
        try await waitForUnlockSleepers(after: baseline)
        await clock.advance(by: 0.5)
        await settle()
        #expect(nearby.values == [.launched], "a nearby phone is not answered at the touch latency")
        await clock.advance(by: 0.7)
        try await nearby.waitForFinish()
        #expect(nearby.values == [.launched, .grantedAccess])
    }

    @Test func withoutAProximityTheKeysPreferredOneSetsTheTiming() async throws {
        let seam = try await seam()
        // Room 101 prefers nearby: the lock's full 1.2 s.
        let baseline = clock.sleeperCount
        let preferred = EventRecorder(try seam.unlock(using: ID.room))
        try await waitForUnlockSleepers(after: baseline)
        await clock.advance(by: 1.1)
        await settle()
        #expect(preferred.values == [.launched])
        await clock.advance(by: 0.1)
        try await preferred.waitForFinish()
        #expect(preferred.values == [.launched, .grantedAccess])
    }

    @Test func aProximityASampleKeyDoesNotListIsRefused() async throws {
        let seam = try await seam()
        #expect(throws: SeamUnsupportedUnlockProximityError(proximity: .touch)) { try seam.unlock(using: ID.office, proximity: .touch) }
        #expect(throws: SeamUnsupportedUnlockProximityError(proximity: .nearby)) { try seam.unlock(using: ID.gym, proximity: .nearby) }
        #expect(throws: SeamUnsupportedUnlockProximityError(proximity: .touch)) { try seam.unlock(using: ID.spa, proximity: .touch) }
    }

    @Test func aSimulatedLockWithoutATouchLatencyAnswersEveryProximityAlike() {
        let lock = SeamSimulatedLock(latency: 1.5, outcome: .grant)
        #expect(lock.latency(at: .touch) == 1.5 && lock.latency(at: .nearby) == 1.5 && lock.latency(at: nil) == 1.5)
        let quick = SeamSimulatedLock(latency: 1.2, touchLatency: 0.5)
        #expect(quick.latency(at: .touch) == 0.5 && quick.latency(at: .nearby) == 1.2 && quick.latency(at: nil) == 1.2)
    }
}
