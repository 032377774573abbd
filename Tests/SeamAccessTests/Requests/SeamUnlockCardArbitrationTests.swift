import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Many cards, one request (review of issue 30, H1 and H2): any unlock card under a router
/// could start a request's unlock, so a card nobody saw (under a pushed screen, in another
/// tab, under a sheet) unlocked the door, the list opened a second card over the one already
/// shown, one card's idle report overwrote another's "unlocking", and a card's hide judged by a
/// later render's hosting left the screen's messages held forever.
@MainActor
@Suite struct SeamUnlockCardArbitrationTests {
    let clock = TestClock()

    func screen() async throws -> (SeamService, SeamCredentialsViewModel, SeamUnlockRouter, SeamUnlockRequestDelivery) {
        try await RequestScreen.make(clock: clock)
    }

    func card(_ id: String, _ service: SeamService) -> SeamUnlockCardViewModel {
        RequestScreen.card(id, service, clock: clock)
    }

    @Test func aCardThatLeftTheScreenStartsNothingAndTheOneOnScreenDoes() async throws {
        let (service, list, router, delivery) = try await screen()
        let covered = card("k", service)
        let inline = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .inline)
        inline.appeared(covered, isAppActive: true, locale: .english, eventMonitor: nil)
        inline.disappeared(covered)  // a screen was pushed over it (or another tab was chosen)

        router.request(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .intent))
        try await eventually { list.selectedCredentialId == "k" }
        // Its subscriptions live on: the new auto-start and the foreground still reach it.
        #expect(!inline.startIfAsked(covered, isAppActive: true, locale: .english, eventMonitor: nil))
        #expect(covered.phase == .idle, "nobody sees this card")

        let shown = card("k", service)
        let sheet = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .presentedByApp)
        #expect(sheet.appeared(shown, isAppActive: true, locale: .english, eventMonitor: nil))
        #expect(shown.phase == .unlocking)
    }

    @Test func aRequestForAKeyWhoseCardIsShownGoesToThatCardAndOpensNoSecond() async throws {
        let (service, list, router, delivery) = try await screen()
        let home = card("k", service)  // the app's "current stay" card, not bound to the list
        let requests = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .inline)
        requests.appeared(home, isAppActive: true, locale: .english, eventMonitor: nil)

        router.request(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .widget))
        try await eventually { router.pending == nil }
        #expect(list.selectedCredentialId == nil, "the list's sheet does not slide over the shown card")
        // The new auto-start reaches the shown card, which starts.
        #expect(requests.startIfAsked(home, isAppActive: true, locale: .english, eventMonitor: nil))
        #expect(home.phase == .unlocking)
    }

    @Test func anIdleCardsReportDoesNotReleaseARequestWhileAnotherCardUnlocks() async throws {
        let (service, list, router, delivery) = try await screen()
        let running = card("k", service)
        let inline = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .inline)
        inline.appeared(running, isAppActive: true, locale: .english, eventMonitor: nil)
        running.unlock()
        inline.phaseChanged(running, to: running.phase)
        // Another card appears, idle, and reports so.
        let idle = card("m", service)
        SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .presentedByApp)
            .appeared(idle, isAppActive: true, locale: .english, eventMonitor: nil)

        router.request(SeamUnlockRequest(credentialId: "m", source: .widget))
        try await eventually { delivery.isWaitingForUnlock }
        #expect(router.pending != nil, "it waits for the running unlock")
        #expect(list.selectedCredentialId == nil)
    }

    @Test func aPresentedCardsHideIsJudgedByHowItWasShown() async throws {
        let (service, list, router, delivery) = try await screen()
        list.select("k")
        let card = card("k", service)
        SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .presentedByApp)
            .appeared(card, isAppActive: true, locale: .english, eventMonitor: nil)
        router.request(SeamUnlockRequest(credentialId: "gone", source: .notification))
        try await eventually { router.pending == nil }
        #expect(delivery.message == nil, "held while the sheet shows")

        // SwiftUI's `isPresented` turned false as the sheet closed: the last render saw an
        // embedded card. Its hide still ends the presentation.
        SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .inline).disappeared(card)
        #expect(delivery.message?.title == SeamStatusPresentation(error: .invalidCredentialId, locale: .english).title)
    }

    @Test func aPresentedCardHiddenMidUnlockHoldsNoLaterRequestBack() {
        typealias Machine = SeamUnlockRequestMachine
        let t0 = Date(timeIntervalSince1970: 1_000)
        let object = NSObject()
        let card = Machine.CardToken(object)
        var state = Machine.State()
        for event: Machine.Event in [
            .screenAttached(isActive: true),
            .cardShown(card, credentialId: "a", hosting: .presentedByApp),
            .shownCardPhaseChanged(card, .unlocking),
            .cardHidden(card),  // swiped or popped away mid-unlock
            .requested(SeamUnlockRequest(credentialId: "b", source: .link), at: t0),
        ] { state = Machine().reduce(state, event).state }
        #expect(!state.screen.isPresentingCard)
        let keys = Machine.Keys(credentials: [Fixture.key("b")], activation: .active, now: t0, locale: .english)
        let step = Machine().reduce(state, .screenChanged(keys, at: t0))
        let (next, effects) = (step.state, step.effects)
        #expect(effects.contains(.select("b")))
        #expect(!next.screen.isWaitingForUnlock)
    }
}
