import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The unlock card holds Wallet suppression from the moment its attempt starts, the owner's
/// Face ID question included, until the attempt ends; the unlock shares the request. A lock
/// key opened over the internet never asks.
@MainActor
@Suite struct SeamWalletSuppressionCardTests {
    let clock = TestClock()
    let suppressor = FakePassSuppressor()
    let owner = FakeOwnerAuthenticator()

    func seam(_ keys: [SeamAccessCredential] = [Fixture.key("k")],
              locks: [String: SeamSimulatedLock] = ["test_lock": SeamSimulatedLock(latency: 1, outcome: .grant)]) async throws -> Seam {
        let scenario = SeamSandboxScenario(credentials: { _ in keys.map(\.sdkCredential) }, locks: locks)
        let seam = try await Fixture.activeSeam(scenario, clock: clock)
        seam.walletPresentationSuppressor = suppressor
        return seam
    }

    func card(_ seam: Seam, key: String = "k", confirmation: SeamUnlockConfirmation? = .always()) -> SeamUnlockCardViewModel {
        let card = SeamUnlockCardViewModel(credentialId: key, service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: .english, confirmation: confirmation, authenticator: owner)
        card.start()
        return card
    }

    func expectAllEnded() async throws {
        try await eventually("the suppression ended") { suppressor.ended == suppressor.requested }
        #expect(suppressor.outstanding.isEmpty)
    }

    @Test func wholeAttemptIsCoveredFromTheQuestionToTheOutcomeWithOneRequest() async throws {
        let seam = try await seam()
        let card = card(seam)
        card.unlock()
        #expect(card.phase == .authenticating)
        #expect(suppressor.requested.count == 1, "asked before the owner answers")
        suppressor.answer(.success)
        try await eventually { owner.isAsking }
        owner.answer(.confirmed)
        try await eventually { card.phase == .unlocking }
        try await clock.waitForSleepers(2)
        #expect(suppressor.requested.count == 1, "the unlock shares the card's request")
        #expect(suppressor.ended.isEmpty)
        await clock.advance(by: 1)
        try await eventually { card.phase == .granted }
        try await expectAllEnded()
        #expect(suppressor.requested.count == 1)
    }

    @Test(arguments: [SeamUnlockConfirmation.AuthenticationResult.declined, .failed(debugDescription: "not recognised")])
    func aQuestionNotConfirmedReleases(result: SeamUnlockConfirmation.AuthenticationResult) async throws {
        let seam = try await seam()
        let card = card(seam)
        card.unlock()
        suppressor.answer(.success)
        try await eventually { owner.isAsking }
        owner.answer(result)
        try await eventually { !card.phase.isUnlocking }
        try await expectAllEnded()
        #expect(suppressor.requested.count == 1)
    }

    @Test func cancellingTheQuestionReleases() async throws {
        let seam = try await seam()
        let card = card(seam)
        card.unlock()
        #expect(suppressor.requested.count == 1)
        suppressor.answer(.success)
        card.cancel()
        #expect(card.phase == .idle)
        try await expectAllEnded()
    }

    @Test func aCardWithoutAQuestionAlsoHoldsUntilItsOutcome() async throws {
        let seam = try await seam()
        let card = card(seam, confirmation: nil)
        card.unlock()
        #expect(card.phase == .unlocking)
        #expect(suppressor.requested.count == 1)
        suppressor.answer(.success)
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { card.phase == .granted }
        try await expectAllEnded()
        #expect(suppressor.requested.count == 1)
    }

    @Test func aRemoteUnlockKeyNeverAsks() async throws {
        let remote = Fixture.key("remote", provider: SeamRemoteUnlock.provider)
        let seam = try await seam([remote], locks: [SeamRemoteUnlock.provider: SeamSimulatedLock(latency: 1, outcome: .grant)])
        let card = card(seam, key: "remote", confirmation: nil)
        card.unlock()
        #expect(card.phase == .unlocking)
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { card.phase == .granted }
        let events = EventRecorder(try seam.unlock(using: "remote"))
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .grantedAccess])
        #expect(seam.holdWalletSuppression(forKey: "remote") == nil)
        #expect(suppressor.requested.isEmpty)
        #expect(SeamWalletSuppressionMachine.isNeeded(forProvider: "test_lock"))
        #expect(SeamWalletSuppressionMachine.isNeeded(forProvider: nil))
        #expect(!SeamWalletSuppressionMachine.isNeeded(forProvider: SeamRemoteUnlock.provider))
    }

    @Test func aHoldIsReleasedOnceAndWhenDropped() async throws {
        let seam = try await seam()
        let hold = try #require(seam.holdWalletSuppression(forKey: "k"))
        #expect(suppressor.requested.count == 1)
        suppressor.answer(.success)
        hold.release()
        hold.release()
        #expect(hold.isReleased)
        #expect(suppressor.ended == suppressor.requested)
        var dropped = seam.holdWalletSuppression(forKey: "k")
        #expect(suppressor.requested.count == 2)
        suppressor.answer(.success)
        #expect(dropped != nil)
        dropped = nil
        try await expectAllEnded()
        seam.walletPresentationSuppressor = nil
        #expect(seam.holdWalletSuppression(forKey: "k") == nil)
    }
}
