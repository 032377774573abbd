import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Any unlock card under a screen that takes requests starts what a request asked for and
/// reports how it ended, under the list's sheet's rules (issue 30, item 1): a card in the app's
/// own sheet, or embedded in its screen, used to show the key and never start, so the widget's
/// Unlock only opened it and Siri's Unlock waited a minute and reported failure.
@MainActor
@Suite struct SeamUnlockCardRequestsTests {
    let clock = TestClock()

    /// A key list on the sandbox (keys "k" and "m", a lock answering after a second), a request
    /// delivery attached to it, as `.seamUnlockRequests(list:)` makes them.
    func screen() async throws -> (SeamService, SeamCredentialsViewModel, SeamUnlockRouter, SeamUnlockRequestDelivery) {
        try await RequestScreen.make(clock: clock)
    }

    func card(_ id: String, _ service: SeamService) -> SeamUnlockCardViewModel {
        RequestScreen.card(id, service, clock: clock)
    }

    @Test(arguments: [SeamUnlockCardHosting.presentedByApp, .inline])
    func siriUnlocksThroughACardOfTheAppsOwnAndHearsHowItEnded(hosting: SeamUnlockCardHosting) async throws {
        let (service, list, router, delivery) = try await screen()
        let siri = Task { await router.requestAndWait(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .intent)) }
        // The screen selects the key; the app's sheet (or its inline card) shows a card for it.
        try await eventually("the key is selected") { list.selectedCredentialId == "k" }
        let card = card("k", service)
        let requests = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: hosting)

        #expect(requests.appeared(card, isAppActive: true, locale: .english, eventMonitor: nil))
        #expect(card.phase == .unlocking)
        requests.phaseChanged(card, to: card.phase)
        try await clock.waitForSleepers(3)  // Siri's minute, the lock, the unlock's timeout
        await clock.advance(by: 1)
        try await eventually("granted") { card.phase == .granted }
        requests.phaseChanged(card, to: card.phase)
        #expect(await siri.value == .finished(.granted))
    }

    @Test func aCardThatAppearsInTheBackgroundStartsWhenTheAppIsActive() async throws {
        let (service, list, router, delivery) = try await screen()
        router.request(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .intent))
        try await eventually { list.selectedCredentialId == "k" }
        let card = card("k", service)
        let requests = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .inline)
        #expect(!requests.appeared(card, isAppActive: false, locale: .english, eventMonitor: nil))
        #expect(card.phase == .idle)
        #expect(requests.startIfAsked(card, isAppActive: true, locale: .english, eventMonitor: nil))
        #expect(card.phase == .unlocking)
        #expect(!requests.startIfAsked(card, isAppActive: true, locale: .english, eventMonitor: nil), "once")
    }

    @Test func aRequestForAnotherKeyWaitsWhileAnEmbeddedCardUnlocks() async throws {
        let (service, list, router, delivery) = try await screen()
        list.select("k")
        let card = card("k", service)
        let requests = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .inline)
        requests.appeared(card, isAppActive: true, locale: .english, eventMonitor: nil)
        card.unlock()  // the person tapped Unlock
        requests.phaseChanged(card, to: card.phase)

        router.request(SeamUnlockRequest(credentialId: "m", source: .widget))
        try await eventually { delivery.isWaitingForUnlock }
        #expect(list.selectedCredentialId == "k", "the running unlock's card is not replaced")

        try await clock.waitForSleepers(2)  // the lock, the unlock's timeout
        await clock.advance(by: 1)
        try await eventually { card.phase == .granted }
        requests.phaseChanged(card, to: card.phase)
        card.done()
        requests.phaseChanged(card, to: card.phase)
        try await eventually { list.selectedCredentialId == "m" }
    }

    @Test func aMessageWaitsForTheAppsPresentedCardToCloseAndShowsAtOnceBesideAnEmbeddedOne() async throws {
        for hosting in [SeamUnlockCardHosting.presentedByApp, .inline] {
            let (service, list, router, delivery) = try await screen()
            list.select("k")
            let card = card("k", service)
            let requests = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: hosting)
            requests.appeared(card, isAppActive: true, locale: .english, eventMonitor: nil)

            router.request(SeamUnlockRequest(credentialId: "gone", source: .notification))
            try await eventually { router.pending == nil }
            #expect(list.selectedCredentialId == nil, "the card is closed so the message can show")
            if hosting == .presentedByApp {
                #expect(delivery.message == nil, "a sheet would hide the alert")
                requests.disappeared(card)
            }
            #expect(delivery.message?.title == SeamStatusPresentation(error: .invalidCredentialId, locale: .english).title)
        }
    }

    @Test func theListsOwnSheetLeavesItsCloseToTheList() async throws {
        let (service, list, router, delivery) = try await screen()
        list.select("k")
        let card = card("k", service)
        let requests = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .presentedBySeamComponents)
        requests.appeared(card, isAppActive: true, locale: .english, eventMonitor: nil)
        router.request(SeamUnlockRequest(credentialId: "gone", source: .notification))
        try await eventually { router.pending == nil }
        requests.disappeared(card)  // the card's view goes before the sheet's dismissal ends
        #expect(delivery.message == nil)
        delivery.presentationClosed()  // the sheet's onDismiss
        #expect(delivery.message != nil)
    }

    @Test func howACardIsHostedComesFromItsContainer() {
        #expect(SeamUnlockCardHosting(presentation: .presentedBySeamComponents, isPresented: true) == .presentedBySeamComponents)
        #expect(SeamUnlockCardHosting(presentation: nil, isPresented: true) == .presentedByApp)
        #expect(SeamUnlockCardHosting(presentation: nil, isPresented: false) == .inline)
        #expect(SeamUnlockCardHosting.presentedByApp.isModal && !SeamUnlockCardHosting.inline.isModal)
    }
}
