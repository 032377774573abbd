import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An unlock the widget's or a stay's Unlock link starts by itself, of a lock opened over the
/// internet, asks the owner first by default: that door opens wherever the phone is. Keys used
/// at the door, and unlocks the person starts on the card or through Siri, follow the app's
/// policy (none by default).
@MainActor
@Suite struct SeamLinkStartedRemoteUnlockTests {
    let clock = TestClock()
    let remote = Fixture.key("remote", provider: SeamRemoteUnlock.provider)
    let atTheDoor = Fixture.key("door")

    /// A card for `key` whose router took a request from `source` to start unlocking it.
    func card(_ key: SeamAccessCredential, startedBy source: SeamUnlockRequest.Source?)
        async throws -> (SeamUnlockCardViewModel, FakeOwnerAuthenticator) {
        let never = SeamSimulatedLock(latency: 0, outcome: .neverAnswer)
        let scenario = SeamSandboxScenario(credentials: { _ in [self.remote, self.atTheDoor].map(\.sdkCredential) },
                                           locks: ["test_lock": never, SeamRemoteUnlock.provider: never])
        let seam = try await Fixture.activeSeam(scenario, clock: clock)
        let owner = FakeOwnerAuthenticator()
        let card = SeamUnlockCardViewModel(credentialId: key.id, service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: .english, authenticator: owner)
        guard let source else {
            card.unlock()  // the person tapped Unlock on the card
            return (card, owner)
        }
        let router = SeamUnlockRouter(clock: clock)
        router.request(SeamUnlockRequest(credentialId: key.id, startsUnlock: true, source: source))
        #expect(router.takeOutcome(credentials: seam.credentials.access, activation: .active, now: clock.now, locale: .english)
                == .showCard(credentialId: key.id, startsUnlock: true))
        #expect(card.startRequestedUnlock(from: router, isAppActive: true, locale: .english, eventMonitor: nil))
        return (card, owner)
    }

    @Test func aLinkStartingARemoteUnlockAsksTheOwnerFirst() async throws {
        let (card, owner) = try await card(remote, startedBy: .widget)
        #expect(card.phase == .authenticating)
        try await eventually { owner.isAsking }
        #expect(owner.questions.map(\.method) == [.biometricsOrPasscode])
        owner.answer(.declined)
        try await eventually { card.phase != .authenticating }
        #expect(card.phase != .unlocking, "declined: the door stays locked")
    }

    @Test(arguments: [SeamUnlockRequest.Source.intent, .app])
    func siriTheAppAndATapOnTheCardFollowTheAppsPolicy(_ source: SeamUnlockRequest.Source) async throws {
        let (card, owner) = try await card(remote, startedBy: source)
        #expect(card.phase == .unlocking)
        let (tapped, _) = try await self.card(remote, startedBy: nil)
        #expect(tapped.phase == .unlocking)
        #expect(owner.questions.isEmpty)
    }

    @Test func aLinkStartingAnUnlockAtTheDoorDoesNotAsk() async throws {
        let (card, owner) = try await card(atTheDoor, startedBy: .widget)
        #expect(card.phase == .unlocking)
        #expect(owner.questions.isEmpty)
    }

    @Test func whoIsAskedIsDecidedByTheSourceAndHowTheKeyOpens() {
        let proximityRemote = SeamAccessCredential(id: "p", name: "Gate", location: "", provider: "custom",
                                                   supportedUnlockProximities: [.remote, .nearby])
        let policy = { (source: SeamUnlockRequest.Source?, key: SeamAccessCredential?, on: Bool) in
            SeamUnlockConfirmation.policy(forUnlockStartedBy: source, credentialId: "x", credential: key, confirmsRemote: on)
        }
        #expect(policy(.widget, remote, true) == .keys(["x"], fallback: .passcode))
        #expect(policy(.widget, proximityRemote, true) != nil)
        #expect(policy(.widget, nil, true) != nil, "a key the service does not list might open remotely")
        #expect(policy(.widget, atTheDoor, true) == nil)
        #expect(policy(.widget, remote, false) == nil, "the app turned it off")
        for source: SeamUnlockRequest.Source? in [nil, .intent, .app, .link, .notification] {
            #expect(policy(source, remote, true) == nil)
        }
        #expect(SeamUnlockConfirmation.confirmsLinkStartedRemoteUnlocks, "on by default")
    }
}
