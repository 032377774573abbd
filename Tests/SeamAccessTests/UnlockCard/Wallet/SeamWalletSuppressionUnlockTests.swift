import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Wallet suppression through `Seam.unlock`: asked as an attempt starts, ended on every way
/// an attempt can end, and never asked when no suppressor is set.
@MainActor
@Suite struct SeamWalletSuppressionUnlockTests {
    let clock = TestClock()
    let suppressor = FakePassSuppressor()

    func seam(_ outcome: SeamSimulatedLock.Outcome = .grant, logger: SeamLogger = .disabled) async throws -> Seam {
        let lock = SeamSimulatedLock(latency: 1, outcome: outcome)
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("ready")], lock: lock), clock: clock, logger: logger)
        seam.walletPresentationSuppressor = suppressor
        return seam
    }

    /// Starts an unlock and waits until it has asked for suppression, which the system grants.
    func startGranted(_ seam: Seam) async throws -> EventRecorder<SeamUnlockEvent> {
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await eventually("a suppression request") { suppressor.requested.count == 1 }
        suppressor.answer(.success)
        try await clock.waitForSleepers(2)
        return events
    }

    func expectReleased() async throws {
        try await eventually("the suppression ended") { suppressor.ended == suppressor.requested }
        #expect(suppressor.requested.count == 1)
        #expect(suppressor.outstanding.isEmpty)
    }

    /// The newest of `afterRequests` requests, granted, has been ended.
    func expectReleased(afterRequests count: Int) async throws {
        #expect(suppressor.requested.count == count)
        try await eventually("the suppression ended") { suppressor.ended.last == suppressor.requested.last }
    }

    @Test func isOffByDefault() async throws {
        let seam = Seam(backend: .sandbox(Fixture.scenario([])), clock: clock)
        #expect(seam.walletPresentationSuppressor == nil)
    }

    @Test func aGrantedUnlockReleasesTheSuppressionItAskedFor() async throws {
        let seam = try await seam(.grant)
        let events = try await startGranted(seam)
        #expect(suppressor.ended.isEmpty)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .grantedAccess])
        try await expectReleased()
    }

    @Test func aTimedOutUnlockReleases() async throws {
        let seam = try await seam(.neverAnswer)
        let events = try await startGranted(seam)
        await clock.advance(by: Seam.defaultUnlockTimeout)
        try await events.waitForFinish()
        #expect(events.values.last == .timedOut)
        try await expectReleased()
    }

    @Test func aFailedUnlockReleases() async throws {
        let seam = try await seam(.fail(debugDescription: "GATT 133"))
        let events = try await startGranted(seam)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        #expect(events.values.last == .connectionFailed(debugDescription: "GATT 133"))
        try await expectReleased()
    }

    @Test func aCancelledUnlockReleases() async throws {
        let seam = try await seam(.neverAnswer)
        let events = try await startGranted(seam)
        events.cancel()
        try await expectReleased()
    }

    @Test func aDeactivationReleases() async throws {
        let seam = try await seam(.neverAnswer)
        let events = try await startGranted(seam)
        await seam.deactivate()
        try await events.waitForFinish()
        try await expectReleased()
    }

    @Test func aSupersededUnlockSharesTheSuppressionAndTheNewerOneReleasesIt() async throws {
        let seam = try await seam(.grant)
        let first = try await startGranted(seam)
        let second = EventRecorder(try seam.unlock(using: "ready"))
        try await first.waitForFinish()
        #expect(first.values.last == .connectionFailed(debugDescription: "[superseded] Superseded by a newer unlock attempt."))
        try await eventually("the newer attempt waits on its lock") { clock.sleeperCount >= 2 }
        #expect(suppressor.requested.count == 1)
        #expect(suppressor.ended.isEmpty)
        await clock.advance(by: 1)
        try await second.waitForFinish()
        #expect(second.values.last == .grantedAccess)
        try await expectReleased()
    }

    @Test func aCancelBeforeTheSystemAnswersEndsTheSuppressionWhenTheAnswerComes() async throws {
        let seam = try await seam(.neverAnswer)
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await eventually("a suppression request") { suppressor.requested.count == 1 }
        events.cancel()
        await settle()
        #expect(suppressor.ended.isEmpty)
        suppressor.answer(.success)
        try await expectReleased()
    }

    /// Runs one granted unlock; the system answers its suppression request with `answer`, or
    /// no request is expected when `answer` is `nil`.
    func unlockOnce(_ seam: Seam, answer: SeamWalletSuppressionHold.SuppressionResult?) async throws {
        let asked = suppressor.requested.count
        let events = EventRecorder(try seam.unlock(using: "ready"))
        if let answer {
            try await eventually("a suppression request") { suppressor.requested.count == asked + 1 }
            suppressor.answer(answer)
        }
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .grantedAccess])
    }

    @Test func aDenialThenASuccessStillAsksAgain() async throws {
        let logs = LogCollector()
        let seam = try await seam(.grant, logger: logs.logger)
        try await unlockOnce(seam, answer: .denied)
        try await unlockOnce(seam, answer: .success)
        try await expectReleased(afterRequests: 2)
        try await unlockOnce(seam, answer: .denied)
        try await unlockOnce(seam, answer: .denied)
        try await unlockOnce(seam, answer: .success)
        #expect(suppressor.requested.count == 5)
        try await eventually("the last suppression ended") { suppressor.ended.count == 2 }
        #expect(logs.messages.filter { $0.contains("pass-presentation-suppression") }.count == 1)
    }

    @Test func threeDenialsInARowStopTheAsking() async throws {
        let logs = LogCollector()
        let seam = try await seam(.grant, logger: logs.logger)
        for _ in 1...3 { try await unlockOnce(seam, answer: .denied) }
        try await unlockOnce(seam, answer: nil)
        try await unlockOnce(seam, answer: nil)
        #expect(suppressor.requested.count == 3)
        #expect(suppressor.ended.isEmpty)
        #expect(logs.messages.filter { $0.contains("pass-presentation-suppression") }.count == 1)
    }

    @Test func replacingTheSuppressorMidAttemptStillReleasesWhatTheAttemptAskedFor() async throws {
        let seam = try await seam(.grant)
        let events = try await startGranted(seam)
        let replacement = FakePassSuppressor()
        seam.walletPresentationSuppressor = replacement
        #expect(seam.walletPresentationSuppressor === replacement)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        try await expectReleased()
        #expect(replacement.requested.isEmpty && replacement.ended.isEmpty)
        seam.walletPresentationSuppressor = nil
        #expect(seam.walletPresentationSuppressor == nil)
    }

    /// Security reading (low): the suppressor was replaced while its request was unanswered,
    /// the attempt ended, and the coordinator that asked was gone when the system granted it:
    /// Wallet stayed suppressed until the app left the foreground.
    @Test func aLateGrantAfterTheSuppressorWasReplacedIsStillEnded() async throws {
        let seam = try await seam(.neverAnswer)
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await eventually("a suppression request") { suppressor.requested.count == 1 }
        seam.walletPresentationSuppressor = FakePassSuppressor()
        events.cancel()
        await settle()
        suppressor.answer(.success)
        try await expectReleased()
    }

    @Test func anExtensionNeverAsks() async throws {
        suppressor.isAvailable = false
        let seam = try await seam(.grant)
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .grantedAccess])
        #expect(suppressor.requested.isEmpty)
    }

    @Test func anAnswerGivenFromInsideTheRequestIsStillHonoured() async throws {
        suppressor.answerSynchronously = .success
        let seam = try await seam(.grant)
        let events = EventRecorder(try seam.unlock(using: "ready"))
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        try await expectReleased()
    }
}
