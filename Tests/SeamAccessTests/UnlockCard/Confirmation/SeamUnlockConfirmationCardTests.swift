import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The unlock card with a confirmation policy, against a real (sandbox) Seam and a lock
/// integration that counts what reaches it: nothing is sent before the owner confirms.
@MainActor
@Suite struct SeamUnlockConfirmationCardTests {
    let clock = TestClock()
    let english = Locale(identifier: "en_US")

    struct Rig {
        let card: SeamUnlockCardViewModel
        let outputs: EventRecorder<SeamUnlockCardOutput>
        let lock: ObservedIntegration
    }

    func rig(confirmation: SeamUnlockConfirmation = .always(),
             authenticator: any SeamOwnerAuthenticator) async throws -> Rig {
        let key = Fixture.key("k", name: "Room 101", provider: "observed")
        let seam = try await Fixture.activeSeam(Fixture.scenario([key]), clock: clock)
        let lock = ObservedIntegration(clock: clock)
        seam.register(lock)
        let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english, confirmation: confirmation,
                                           authenticator: authenticator)
        card.start()
        return Rig(card: card, outputs: EventRecorder(card.outputs), lock: lock)
    }

    /// A card whose Unlock was tapped, with the owner's question on screen and unanswered.
    func rigAskingTheOwner() async throws -> (Rig, FakeOwnerAuthenticator) {
        let owner = FakeOwnerAuthenticator()
        let rig = try await rig(authenticator: owner)
        rig.card.unlock()
        try await eventually { owner.isAsking }
        return (rig, owner)
    }

    @Test func theOwnerIsAskedWithTheKeysNameAndOnlyThenIsTheUnlockSent() async throws {
        let owner = FakeOwnerAuthenticator()
        let rig = try await rig(authenticator: owner)
        rig.card.unlock()
        #expect(rig.card.phase == .authenticating)
        try await eventually { owner.isAsking }
        #expect(owner.questions == [.init(method: .biometricsOrPasscode, reason: "Unlock “Room 101”")])
        #expect(rig.outputs.values.isEmpty, "nothing is announced over the system's question")
        #expect(rig.lock.callCount == 0)

        owner.answer(.confirmed)
        try await eventually { rig.lock.callCount == 1 }
        #expect(rig.card.phase == .unlocking)
    }

    @Test func aSecondTapARetryOrALinkDuringTheAttemptNeverAsksAgain() async throws {
        let (rig, owner) = try await rigAskingTheOwner()
        rig.card.unlock()           // a second tap
        rig.card.retry()
        rig.card.send(.unlockRequested)  // what a link's auto-start sends
        owner.answer(.confirmed)
        try await eventually { rig.lock.callCount == 1 }
        rig.card.unlock()           // while unlocking
        rig.card.send(.retryRequested)
        for _ in 0..<50 { await Task.yield() }
        #expect(owner.questions.count == 1)
        #expect(rig.lock.callCount == 1)
    }

    @Test func cancelWhileAskingDismissesTheQuestionAndALateAnswerIsIgnored() async throws {
        let (rig, owner) = try await rigAskingTheOwner()
        rig.card.cancel()
        #expect(rig.card.phase == .idle)
        try await eventually { owner.cancelledQuestions == 1 }
        for _ in 0..<50 { await Task.yield() }
        #expect(rig.card.phase == .idle, "the dismissed question's answer does not start anything")
        #expect(rig.lock.callCount == 0)
    }

    @Test func afterDecliningThePersonCanTryAgain() async throws {
        let (rig, owner) = try await rigAskingTheOwner()
        owner.answer(.declined)
        try await eventually { rig.card.phase == .confirmationDeclined }
        #expect(rig.lock.callCount == 0)
        #expect(rig.card.presentation.action?.kind == .retry)
        #expect(rig.outputs.values.last == .announcement(
            "Unlock cancelled. You didn’t confirm it’s you, so the door stays locked. Try again when you’re ready."))

        rig.card.retry()
        #expect(rig.card.phase == .authenticating)
        try await eventually { owner.isAsking }
        owner.answer(.confirmed)
        try await eventually { rig.lock.callCount == 1 }
        #expect(owner.questions.count == 2)
    }

    @Test func noBiometricsButAPasscodeUnlocksWithThePasscodeFallback() async throws {
        let rig = try await rig(confirmation: .always(fallback: .passcode),
                                authenticator: FakeDevice(hasBiometrics: false, hasPasscode: true))
        rig.card.unlock()
        try await eventually { rig.lock.callCount == 1 }
        #expect(rig.card.phase == .unlocking)
    }

    @Test func noBiometricsIsRefusedWithTheRefuseFallback() async throws {
        let rig = try await rig(confirmation: .always(fallback: .refuse),
                                authenticator: FakeDevice(hasBiometrics: false, hasPasscode: true))
        rig.card.unlock()
        try await eventually { rig.card.phase == .confirmationUnavailable(.biometryNotEnrolled) }
        #expect(rig.lock.callCount == 0)
        #expect(rig.card.presentation.message
            == "This key needs Face ID or Touch ID. Set it up in Settings and allow this app to use it, then try again.")
    }

    @Test func noPasscodeAtAllIsRefusedEvenWithThePasscodeFallback() async throws {
        let rig = try await rig(confirmation: .always(fallback: .passcode),
                                authenticator: FakeDevice(hasBiometrics: false, hasPasscode: false))
        rig.card.unlock()
        try await eventually { rig.card.phase == .confirmationUnavailable(.passcodeNotSet) }
        #expect(rig.lock.callCount == 0)
        #expect(rig.card.presentation.message == "This key asks you to confirm it’s you. Set a passcode in Settings, then try again.")
    }

    @Test func aKeyOutsideThePolicyUnlocksWithoutAsking() async throws {
        let owner = FakeOwnerAuthenticator()
        let rig = try await rig(confirmation: .providers(["salto_space"]), authenticator: owner)
        rig.card.unlock()
        #expect(rig.card.phase == .unlocking)
        try await eventually { rig.lock.callCount == 1 }
        #expect(owner.questions.isEmpty)
    }

    @Test func closingTheCardWhileAskingDismissesTheQuestion() async throws {
        let owner = FakeOwnerAuthenticator()
        var held: Rig? = try await rig(authenticator: owner)
        held?.card.unlock()
        try await eventually { owner.isAsking }
        held = nil
        try await eventually { owner.cancelledQuestions == 1 }
    }

    @Test func analyticsSeeOneAttemptFromTheQuestionToItsEnd() async throws {
        let owner = FakeOwnerAuthenticator()
        let rig = try await rig(authenticator: owner)
        let monitor = RecordingMonitor()
        rig.card.eventMonitor = monitor
        rig.card.unlock()
        try await eventually { owner.isAsking }
        await clock.advance(by: 2)
        owner.answer(.declined)
        try await eventually { rig.card.phase == .confirmationDeclined }
        #expect(monitor.events == [
            .unlockStarted(credentialId: "k", provider: "observed"),
            .unlockEnded(credentialId: "k", provider: "observed", outcome: .cancelled,
                         errorCode: SeamAccessEvent.ErrorCode(SeamUnlockCardViewModel.Phase.confirmationDeclined), duration: 2),
        ])

        rig.card.retry()
        try await eventually { owner.isAsking }
        owner.answer(.confirmed)
        try await eventually { rig.lock.callCount == 1 }
        #expect(monitor.events.filter { $0.name == "unlock_started" }.count == 2, "one per attempt, not one per step")
    }
}
