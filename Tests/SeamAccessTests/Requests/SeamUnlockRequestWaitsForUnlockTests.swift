import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A delivery showing key "k"'s card (key "m" also listed), its card in `phase`.
@MainActor
private func rigShowingK(in phase: SeamUnlockCardViewModel.Phase) async throws -> DeliveryRig {
    let rig = await DeliveryRig()
    rig.service.setCredentials([Fixture.key("k"), Fixture.key("m")])
    try await eventually { rig.list.credentials.count == 2 }
    rig.router.request(SeamUnlockRequest(credentialId: "k", source: .app))
    try await eventually { rig.list.selectedCredentialId == "k" }
    rig.delivery.presentationOpened()
    rig.delivery.presentedCardPhaseChanged(phase)
    return rig
}

/// A link, widget or shortcut asking for another key while the open card unlocks does not
/// replace the card (which would end the attempt without a word): it waits, says so, and is
/// delivered when the attempt ends (issue 22, item 4).
@MainActor
struct SeamUnlockRequestWaitsForUnlockTests {
    @Test func aRequestForAnotherKeyWaitsUntilTheRunningUnlockEnds() async throws {
        let rig = try await rigShowingK(in: .unlocking)

        rig.router.request(SeamUnlockRequest(credentialId: "m", source: .widget))
        try await eventually { rig.delivery.isWaitingForUnlock }
        #expect(rig.list.selectedCredentialId == "k", "the running unlock's card stays")
        #expect(rig.router.pending != nil)

        rig.delivery.presentedCardPhaseChanged(.timedOut)
        try await eventually { rig.list.selectedCredentialId == "m" }
        #expect(!rig.delivery.isWaitingForUnlock)
        #expect(rig.router.pending == nil)
    }

    /// Review of issue 30, L1: a card reports a running Lock as it reports an unlock (it holds
    /// requests back the same way), and the announcement said "Still unlocking" during a Lock.
    /// It names neither action now, in every language.
    @Test func theAnnouncementIsTrueWhetherTheOtherCardUnlocksOrLocks() async throws {
        let rig = try await rigShowingK(in: .unlocking)
        var heard: [SeamStatusPresentation.Copy] = []
        let subscription = rig.delivery.announcements.sink { heard.append($0) }
        rig.router.request(SeamUnlockRequest(credentialId: "m", source: .widget))
        try await eventually { rig.delivery.isWaitingForUnlock }
        #expect(heard == [.unlockContinues])
        let english = SeamStatusPresentation.Copy.unlockContinues.text(locale: .english)
        #expect(!english.localizedCaseInsensitiveContains("unlock") && !english.localizedCaseInsensitiveContains("lock "),
                "\(english)")
        #expect(!english.localizedCaseInsensitiveContains("open"), "the key shows; no door is said to open: \(english)")
        for language in ["de", "fr", "es", "it", "nl", "sv"] {
            let text = SeamStatusPresentation.Copy.unlockContinues.text(locale: Locale(identifier: language))
            let before = ["de": "Entsperren", "fr": "Déverrouillage", "es": "Desbloqueo", "it": "Sblocco",
                          "nl": "ontgrendelen", "sv": "Upplåsningen"][language] ?? ""
            #expect(!text.localizedCaseInsensitiveContains(before), "\(language): \(text)")
        }
        withExtendedLifetime(subscription) {}
    }

    @Test func aWaitingRequestLetsDoorUnlockedPlayOutItsDwell() async throws {
        let rig = try await rigShowingK(in: .unlocking)
        rig.router.request(SeamUnlockRequest(credentialId: "m", source: .widget))
        try await eventually { rig.delivery.isWaitingForUnlock }

        rig.delivery.presentedCardPhaseChanged(.granted)
        try await eventually { !rig.delivery.isWaitingForUnlock }
        await settle()
        #expect(rig.list.selectedCredentialId == "k", "the success dwell is not cut short")
        #expect(rig.router.pending != nil)

        rig.delivery.presentedCardPhaseChanged(.idle)  // the dwell ended (or Done)
        try await eventually { rig.list.selectedCredentialId == "m" }
        #expect(rig.router.pending == nil)
    }

    @Test func aRequestArrivingDuringDoorUnlockedWaitsForItsDwell() async throws {
        let rig = try await rigShowingK(in: .granted)
        rig.router.request(SeamUnlockRequest(credentialId: "m", source: .widget))
        await settle()
        #expect(rig.list.selectedCredentialId == "k")
        #expect(!rig.delivery.isWaitingForUnlock, "nothing is running: no 'unlock continues' announcement")
        rig.delivery.presentedCardPhaseChanged(.idle)
        try await eventually { rig.list.selectedCredentialId == "m" }
    }

    @Test func aCardThatIsNotUnlockingIsReplacedAtOnce() async throws {
        let rig = try await rigShowingK(in: .idle)
        rig.router.request(SeamUnlockRequest(credentialId: "m", source: .widget))
        try await eventually { rig.list.selectedCredentialId == "m" }
        #expect(!rig.delivery.isWaitingForUnlock)
    }

    @Test func aRequestForTheUnlockingKeyGoesToItsCardWithoutWaiting() async throws {
        let rig = await DeliveryRig()
        rig.router.request(SeamUnlockRequest(credentialId: "k", source: .app))
        try await eventually { rig.list.selectedCredentialId == "k" }
        rig.delivery.presentationOpened()
        rig.delivery.presentedCardPhaseChanged(.unlocking)
        rig.router.request(SeamUnlockRequest(credentialId: "k", source: .widget))
        try await eventually { rig.router.pending == nil }
        #expect(!rig.delivery.isWaitingForUnlock)
        #expect(rig.list.selectedCredentialId == "k")
    }

    @Test func aLinkToTheCardAlreadyOnScreenHoldsNoTapsBack() async throws {
        let rig = await DeliveryRig()
        rig.router.request(SeamUnlockRequest(credentialId: "k", source: .app))
        try await eventually { rig.list.selectedCredentialId == "k" }
        rig.delivery.presentationOpened()
        rig.router.cardAppeared(credentialId: "k")
        rig.delivery.presentedCardPhaseChanged(.idle)
        rig.router.request(SeamUnlockRequest(credentialId: "k", source: .link))
        try await eventually { rig.router.pending == nil }
        #expect(rig.router.acceptsInput(for: "k"), "the open card gets no new appearance: nothing would say why taps fail")
    }
}

/// Two screens on one router (two windows): each has its own presented card and message, as
/// when each delivery kept its own; the router's machine holds only the requests.
@MainActor
struct SeamUnlockRequestTwoScreensTests {
    @Test func aCardUnlockingInOneWindowDoesNotHoldBackAnotherWindowsRequest() async throws {
        let rig = try await rigShowingK(in: .unlocking)

        let other = SeamCredentialsViewModel(seam: rig.service, clock: rig.clock, locale: .english)
        await other.activate()
        let otherDelivery = SeamUnlockRequestDelivery(router: rig.router)
        otherDelivery.attach(to: other)
        rig.router.request(SeamUnlockRequest(credentialId: "m", source: .widget))
        try await eventually { rig.router.pending == nil }
        #expect(other.selectedCredentialId == "m", "the other window, showing no card, takes it")
        #expect(rig.list.selectedCredentialId == "k", "the running unlock's card stays")
        #expect(otherDelivery.message == nil && rig.delivery.message == nil)
    }
}
