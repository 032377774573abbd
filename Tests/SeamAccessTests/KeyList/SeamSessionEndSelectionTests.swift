import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The final senior-iOS reading of #30 (high): a remote unlock was accepted, the token then
/// expired, and the card said "Your session ended while the unlock was running, so the door
/// may have opened". But the session's end emptied the list, the list cleared its selection,
/// and the sheet bound to it (`SeamCredentialsView`'s, and the ones Custom Integration
/// teaches) closed at once: the person at the door saw only "Your session has ended". Keys
/// that go with the session now leave the selection, and so the card, in place until the
/// person closes it; a key that leaves a session's list still closes its card.
@MainActor
@Suite(.serialized) struct SeamSessionEndSelectionTests {
    static let lockId = "d0000004-4444-4444-8444-444444444444"

    /// A list on a cloud session with the lock's key selected, as a card over it would be.
    func withSelectedLockKey(
        _ body: (CloudHarness, TestClock, Seam, SeamService, SeamCredentialsViewModel) async throws -> Void
    ) async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await harness.activeSeam(withLock: Self.lockId, script: .pendingForever, clock: clock)
            let service = SeamService(seam: seam)
            let list = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
            await list.activate()
            try await eventually("keys listed") { !list.credentials.isEmpty }
            list.select(Self.lockId)
            try await body(harness, clock, seam, service, list)
        }
    }

    @Test func theCardOfAnUnlockTheSessionEndedStaysOpenWithItsDoorWarning() async throws {
        try await withSelectedLockKey { harness, clock, seam, service, list in
            let card = SeamUnlockCardViewModel(credentialId: Self.lockId, service: service,
                                               configuration: .init(), clock: clock, locale: .english)
            card.start()
            card.unlock()
            try await eventually("the unlock was accepted") { await harness.api.locks.calls(on: .unlockDoor).count == 1 }
            await harness.api.state.expire(FakeSeamAPI.token)
            try await eventually("the attempt ends") {
                if card.phase.isUnlocking, clock.sleeperCount >= 2 { await clock.advance(by: 0.25) }
                return !card.phase.isUnlocking
            }
            try await eventually("the session ended") { list.content == .activationFailed(.invalidClientSessionToken) }
            #expect(card.phase.lockMayHaveActed, "\(card.phase)")
            #expect(card.presentation.message.contains("may have opened"))
            #expect(list.selectedCredentialId == Self.lockId, "the sheet bound to the selection stays open")
            #expect(list.selectedKey?.id == Self.lockId)
            list.selectedKey = nil  // the card's Close
            #expect(list.selectedCredentialId == nil)
            await seam.deactivate()
        }
    }

    /// Security reading (low): after the server ended the session the SDK was already signed
    /// out, so the app's own sign-out published nothing and the card kept for the server's end
    /// stayed over the app's sign-in sheet. It closes now.
    @Test func theAppsSignOutAfterTheServersEndClosesTheKeptCard() async throws {
        try await withSelectedLockKey { harness, _, seam, _, list in
            await harness.api.state.expire(FakeSeamAPI.token)
            await list.refresh()
            try await eventually("the session ended") { list.content == .activationFailed(.invalidClientSessionToken) }
            #expect(list.selectedCredentialId == Self.lockId, "kept for the server's end")
            await seam.deactivate()
            try await eventually("the app's sign-out closes the card") { list.selectedCredentialId == nil }
        }
    }

    /// The re-reading of this fix (#30, M2): the app's own sign-out (its auth code, another
    /// window) must still close the card, or an app whose sign-in sheet follows its session
    /// could not present it over the card.
    @Test func theAppsOwnSignOutStillClosesTheCard() async throws {
        let service = SeamService(seam: Seam(backend: .sandbox(.default), clock: ImmediateClock()))
        try service.initialize(clientSessionToken: SeamSandboxSamples.token)
        let list = SeamCredentialsViewModel(seam: service, clock: TestClock(), locale: .english)
        await list.activate()
        try await eventually("keys listed") { !list.credentials.isEmpty }
        list.select(SeamSandboxSamples.ID.room)
        await service.deactivate()
        try await eventually("signed out") { list.credentials.isEmpty }
        #expect(list.selectedCredentialId == nil)
    }

    /// The re-reading of this fix (#30, M3): a card left saying the session ended offers
    /// Unlock again once its key is listed again (a new sign-in), instead of staying stuck.
    @Test func aSessionEndedCardIsReadyAgainWhenItsKeyComesBack() {
        let machine = SeamUnlockMachine()
        let ended = SeamUnlockCardViewModel.Phase.preflightFailed(.seam(.invalidClientSessionToken))
        #expect(machine.reduce(ended, .credentialUpdated(errors: [])).state == .idle)
        let mayHaveOpened = SeamUnlockCardViewModel.Phase.connectionFailed(
            debugDescription: "[sessionEndedAfterSending] the session ended after the request was sent")
        #expect(machine.reduce(mayHaveOpened, .credentialUpdated(errors: nil, wentWithTheSession: true)).state == mayHaveOpened,
                "while the key is gone, the warning stays")
        #expect(machine.reduce(mayHaveOpened, .credentialUpdated(errors: [])).state == .idle)
    }

    @Test func aKeyThatLeavesAnActiveListStillClosesItsCard() {
        let service = ScriptedService()
        service.setCredentials([Fixture.key("a"), Fixture.key("b")])
        let list = SeamCredentialsViewModel(seam: service, clock: TestClock(), locale: .english)
        list.select("a")
        service.setCredentials([Fixture.key("b")])
        #expect(list.selectedCredentialId == nil)
    }
}
