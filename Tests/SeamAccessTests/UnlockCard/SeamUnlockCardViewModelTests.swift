import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

@MainActor
@Suite struct SeamUnlockCardViewModelTests {
    let clock = TestClock()
    let english = Locale(identifier: "en_US")

    func card(
        lock: SeamSimulatedLock = SeamSimulatedLock(latency: 1, outcome: .grant),
        keys: [SeamAccessCredential] = [Fixture.key("k")],
        changes: [SeamSandboxChange] = [],
        id: String = "k",
        configuration: SeamUnlockMachine.Configuration = .init()
    ) async throws -> (SeamUnlockCardViewModel, EventRecorder<SeamUnlockCardOutput>) {
        let seam = try await Fixture.activeSeam(Fixture.scenario(keys, lock: lock, changes: changes), clock: clock)
        let viewModel = SeamUnlockCardViewModel(
            credentialId: id, service: SeamService(seam: seam), configuration: configuration, clock: clock, locale: english)
        viewModel.start()  // what SeamUnlockCardView does when it appears
        return (viewModel, EventRecorder(viewModel.outputs))
    }

    @Test func grantedThenBackToIdleAfterTheSuccessDwell() async throws {
        let (viewModel, outputs) = try await card()
        #expect(viewModel.phase == .idle)
        #expect(viewModel.credential?.id == "k")
        viewModel.unlock()
        #expect(viewModel.phase == .unlocking)
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { viewModel.phase == .granted }
        #expect(outputs.values == [
            .haptic(.start), .announcement("Unlocking…"),
            .haptic(.success), .announcement("Door unlocked. You’re all set. Open the door."),
        ])
        try await clock.waitForSleepers(1)
        await clock.advance(by: 3)
        try await eventually { viewModel.phase == .idle }
        #expect(!outputs.values.contains(.finished(SeamUnlockFinish(credentialId: "k", end: .successDwellElapsed))))
    }

    @Test func autoDismissAfterSuccessWhenConfigured() async throws {
        let (viewModel, outputs) = try await card(
            configuration: .init(timeout: 10, successDwell: 0.5, dismissesOnSuccess: true))
        viewModel.unlock()
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { viewModel.phase == .granted }
        try await clock.waitForSleepers(1)
        await clock.advance(by: 0.5)
        try await eventually { outputs.values.last == .finished(SeamUnlockFinish(credentialId: "k", end: .successDwellElapsed)) }
        #expect(viewModel.phase == .idle)
    }

    @Test func timeoutIsADistinctStateAndRetryRestarts() async throws {
        let (viewModel, outputs) = try await card(
            lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer), configuration: .init(timeout: 4))
        viewModel.unlock()
        try await clock.waitForSleepers(2)
        await clock.advance(by: 4)
        try await eventually { viewModel.phase == .timedOut }
        #expect(viewModel.presentation.action?.kind == .retry)
        #expect(outputs.values.contains(.haptic(.warning)))
        viewModel.retry()
        #expect(viewModel.phase == .unlocking)
        try await clock.waitForSleepers(2)
        await clock.advance(by: 4)
        try await eventually { viewModel.phase == .timedOut }
    }

    @Test func connectionFailureKeepsDebugTextOutOfUserCopy() async throws {
        let logs = LogCollector()
        let seam = try await Fixture.activeSeam(
            Fixture.scenario([Fixture.key("k")], lock: SeamSimulatedLock(latency: 1, outcome: .fail(debugDescription: "GATT 133"))),
            clock: clock)
        let viewModel = SeamUnlockCardViewModel(
            credentialId: "k", service: SeamService(seam: seam), configuration: .init(), clock: clock, locale: english,
            logger: logs.logger)
        let outputs = EventRecorder(viewModel.outputs)
        viewModel.unlock()
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { viewModel.phase == .connectionFailed(debugDescription: "GATT 133") }
        let status = viewModel.presentation
        for text in [status.badge, status.title, status.message] { #expect(!text.contains("GATT")) }
        for case .announcement(let text) in outputs.values { #expect(!text.contains("GATT")) }
        #expect(logs.messages.contains { $0.contains("GATT 133") })
    }

    @Test func preflightErrorsKeepTheSpecificSeamError() async throws {
        let (viewModel, _) = try await card(keys: [Fixture.key("k", provider: "nobody")])
        viewModel.unlock()
        #expect(viewModel.phase == .preflightFailed(.integrationNotFound))
        #expect(viewModel.presentation == SeamStatusPresentation(error: .integrationNotFound, locale: english))
    }

    @Test func aKeyWithErrorsIsBlockedBeforeAnyTap() async throws {
        let (viewModel, _) = try await card(keys: [Fixture.key("k", errors: [.userInteractionRequired(.enableBluetooth)])])
        #expect(viewModel.phase == .blocked(.userInteractionRequired(.enableBluetooth)))
        viewModel.unlock()
        #expect(viewModel.phase == .blocked(.userInteractionRequired(.enableBluetooth)))
        #expect(viewModel.presentation.action?.kind == .promptBluetooth)
    }

    @Test func anErrorAppearingMidUnlockStopsTheAttempt() async throws {
        let (viewModel, outputs) = try await card(
            lock: SeamSimulatedLock(latency: 5, outcome: .grant),
            changes: [.setErrors([.expired], on: "k", after: 2)])
        viewModel.unlock()
        try await clock.waitForSleepers(3)  // change, lock, timeout
        await clock.advance(by: 2)
        try await eventually { viewModel.phase == .blocked(.expired) }
        await clock.advance(by: 10)
        #expect(viewModel.phase == .blocked(.expired), "the stopped attempt must not report later")
        #expect(outputs.values.contains(.haptic(.error)))
        #expect(!outputs.values.contains(.haptic(.success)))
    }

    @Test func aBlockedKeyThatBecomesReadyReturnsToIdle() async throws {
        let (viewModel, _) = try await card(
            keys: [Fixture.key("k", errors: [.awaitingLocalCredential])], changes: [.becomesReady("k", after: 8)])
        #expect(viewModel.phase == .blocked(.awaitingLocalCredential))
        try await clock.waitForSleepers(1)
        await clock.advance(by: 8)
        try await eventually { viewModel.phase == .idle }
    }

    @Test func aRemovedKeyShowsInvalidCredential() async throws {
        let (viewModel, _) = try await card(changes: [.removes("k", after: 1)])
        try await clock.waitForSleepers(1)
        await clock.advance(by: 1)
        try await eventually { viewModel.phase == .preflightFailed(.invalidCredentialId) }
        #expect(viewModel.credential == nil)
    }

    @Test func cancelStopsTheAttemptAndIgnoresItsLateEvents() async throws {
        let (viewModel, outputs) = try await card()
        viewModel.unlock()
        try await clock.waitForSleepers(2)
        viewModel.cancel()
        #expect(viewModel.phase == .idle)
        await clock.advance(by: 20)
        #expect(viewModel.phase == .idle)
        #expect(!outputs.values.contains(.haptic(.success)))
    }

    @Test func aPublisherThatEndsWithoutAnOutcomeCountsAsAFailure() async throws {
        let service = ScriptedService(events: [.launched])
        let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service)
        viewModel.unlock()
        guard case .connectionFailed = viewModel.phase else {
            Issue.record("expected connectionFailed, got \(viewModel.phase)")
            return
        }
    }

    @Test func synchronousPublishersAreHandledInOrder() async throws {
        let service = ScriptedService(events: [.launched, .grantedAccess])
        let viewModel = SeamUnlockCardViewModel(
            credentialId: "k", service: service, configuration: .init(successDwell: nil), clock: clock, locale: english)
        viewModel.unlock()
        #expect(viewModel.phase == .granted)
    }

    @Test func viewModelIsReleasedWhenNoLongerReferenced() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k")]), clock: clock)
        let service = SeamService(seam: seam)
        weak var released: SeamUnlockCardViewModel?
        do {
            let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service)
            viewModel.unlock()
            released = viewModel
        }
        try await eventually { released == nil }
    }
}
