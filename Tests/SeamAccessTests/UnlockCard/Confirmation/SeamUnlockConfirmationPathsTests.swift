import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Every way to unlock honours the policy: an App Intent (through the router and the card,
/// as SeamUnlockRequestsModifier wires them) and direct calls through
/// `Seam.confirmAndUnlock(using:)`.
@MainActor
@Suite struct SeamUnlockConfirmationPathsTests {
    let clock = TestClock()
    let english = Locale(identifier: "en_US")

    func activeSeam() async throws -> (Seam, ObservedIntegration) {
        let key = Fixture.key("k", name: "Room 101", provider: "observed")
        let seam = try await Fixture.activeSeam(Fixture.scenario([key]), clock: clock)
        let lock = ObservedIntegration(clock: clock)
        seam.register(lock)
        return (seam, lock)
    }

    /// Runs "Unlock Room 101" as the intent does in the app, the card answering as the key
    /// screen does; `answer` is the owner's.
    func intentDialog(answer: SeamUnlockConfirmation.AuthenticationResult) async throws -> (String, ObservedIntegration) {
        let (seam, lock) = try await activeSeam()
        let owner = FakeOwnerAuthenticator()
        let router = SeamUnlockRouter(clock: clock)
        async let dialog = SeamIntentActions.unlock(credentialId: "k", router: router, container: nil,
                                                    isAppExtension: false, locale: english, now: clock.now)
        try await eventually { router.pending != nil }
        let outcome = router.takeOutcome(credentials: seam.credentials.access, activation: .active, now: clock.now, locale: english)
        #expect(outcome == .showCard(credentialId: "k", startsUnlock: true))
        let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english, confirmation: .always(), authenticator: owner)
        card.start()
        if router.consumeAutoStart(for: "k", isAppActive: true) { card.unlock() }
        router.cardPhaseChanged(credentialId: "k", phase: card.phase)
        #expect(card.phase == .authenticating)
        try await eventually { owner.isAsking }
        #expect(lock.callCount == 0, "Siri's request does not skip the owner's confirmation")
        owner.answer(answer)
        try await eventually { card.phase != .authenticating }
        router.cardPhaseChanged(credentialId: "k", phase: card.phase)
        if card.phase == .unlocking {
            try await clock.waitForSleepers(2)
            await clock.advance(by: Seam.defaultUnlockTimeout)
            try await eventually { card.phase != .unlocking }
            router.cardPhaseChanged(credentialId: "k", phase: card.phase)
        }
        return (await dialog, lock)
    }

    @Test func anIntentUnlockIsAskedForAndADeclineIsWhatSiriSays() async throws {
        let (dialog, lock) = try await intentDialog(answer: .declined)
        #expect(dialog == SeamUnlockRequest.Outcome.finished(.confirmationDeclined).dialog(locale: english))
        #expect(dialog.hasPrefix("Unlock cancelled"))
        #expect(lock.callCount == 0)
    }

    @Test func anIntentUnlockGoesAheadOnceConfirmed() async throws {
        let (_, lock) = try await intentDialog(answer: .confirmed)
        #expect(lock.callCount == 1)
    }

    @Test func aDirectCallThatIsDeclinedThrowsAndSendsNothing() async throws {
        let (seam, lock) = try await activeSeam()
        let owner = FakeOwnerAuthenticator()
        let attempt = Task { _ = try await seam.confirmAndUnlock(using: "k", locale: .english, confirmation: .always(), authenticator: owner) }
        try await eventually { owner.isAsking }
        #expect(owner.questions.first?.reason == "Unlock “Room 101”")
        owner.answer(.unavailable(.passcodeNotSet))
        await #expect(throws: SeamUnlockConfirmation.NotConfirmed(result: .unavailable(.passcodeNotSet))) { try await attempt.value }
        #expect(SeamUnlockConfirmation.NotConfirmed(result: .unavailable(.passcodeNotSet)).phase == .confirmationUnavailable(.passcodeNotSet))
        #expect(lock.callCount == 0)
    }

    @Test func aDirectCallOnceConfirmedUnlocks() async throws {
        let (seam, lock) = try await activeSeam()
        let events = EventRecorder(try await seam.confirmAndUnlock(
            using: "k", locale: .english, confirmation: .always(), authenticator: FakeDevice(hasBiometrics: true, hasPasscode: true)))
        try await events.waitForCount(1)
        #expect(events.values == [.launched])
        try await eventually { lock.callCount == 1 }
    }

    @Test func aDirectCallForAKeyThatCannotUnlockNeverAsks() async throws {
        let (seam, _) = try await activeSeam()
        let owner = FakeOwnerAuthenticator()
        await #expect(throws: SeamError.invalidCredentialId) {
            _ = try await seam.confirmAndUnlock(using: "nope", locale: .english, confirmation: .always(), authenticator: owner)
        }
        #expect(owner.questions.isEmpty)
    }

    @Test func aDirectCallOutsideThePolicyDoesNotAsk() async throws {
        let (seam, lock) = try await activeSeam()
        let owner = FakeOwnerAuthenticator()
        let events = EventRecorder(try await seam.confirmAndUnlock(using: "k", locale: .english, confirmation: .never, authenticator: owner))
        try await events.waitForCount(1)
        try await eventually { lock.callCount == 1 }
        #expect(owner.questions.isEmpty)
    }

    @Test func cancellingADirectCallDismissesTheQuestionAndSendsNothing() async throws {
        let (seam, lock) = try await activeSeam()
        let owner = FakeOwnerAuthenticator()
        let attempt = Task { _ = try await seam.confirmAndUnlock(using: "k", locale: .english, confirmation: .always(), authenticator: owner) }
        try await eventually { owner.isAsking }
        attempt.cancel()
        await #expect(throws: CancellationError.self) { try await attempt.value }
        #expect(owner.cancelledQuestions == 1)
        #expect(lock.callCount == 0)
    }
}
