import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An unlock a link, widget or shortcut starts: the card takes the screen's locale and event
/// monitor before the attempt starts, and a request reaching a card that is already unlocking
/// does not take credit for that attempt.
@MainActor
@Suite struct SeamRequestedUnlockTests {
    let clock = TestClock()
    let english = Locale(identifier: "en_US")
    let french = Locale(identifier: "fr_FR")

    /// A card for key "k" that has not appeared yet (made in English, no monitor), and a
    /// router whose request to unlock "k" has been delivered to the screen.
    func armedCard(lock: SeamSimulatedLock = SeamSimulatedLock(latency: 0, outcome: .neverAnswer)) async throws
        -> (SeamUnlockCardViewModel, SeamUnlockRouter, EventRecorder<SeamUnlockCardOutput>) {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k")], lock: lock), clock: clock)
        let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english)
        let router = SeamUnlockRouter(clock: clock)
        router.request(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .widget))
        _ = router.takeOutcome(credentials: seam.credentials.access, activation: .active, now: clock.now, locale: .english)
        return (card, router, EventRecorder(card.outputs))
    }

    /// The locale and monitor are handed over before the attempt starts, so its "unlock started"
    /// event and first announcement use them whichever of the card and the request's modifier is
    /// told first that the card appeared.
    @Test func anAutoStartedUnlockIsReportedAndAnnouncedWithWhatTheScreenHandsOver() async throws {
        let (card, router, outputs) = try await armedCard()
        let monitor = RecordingMonitor()
        // The request's modifier is told first that the card appeared, before the card itself.
        #expect(card.startRequestedUnlock(from: router, isAppActive: true, locale: french, eventMonitor: monitor))
        #expect(card.phase == .unlocking)
        #expect(card.locale == french)
        #expect(monitor.events == [.unlockCardShown(credentialId: "k", provider: "test_lock"),
                                   .unlockStarted(credentialId: "k", provider: "test_lock")])
        try await eventually { outputs.values.contains { if case .announcement = $0 { true } else { false } } }
        let unlocking = SeamStatusPresentation(phase: .unlocking, locale: french).title
        #expect(outputs.values.contains(.announcement(unlocking)))
        #expect(unlocking != SeamStatusPresentation(phase: .unlocking, locale: english).title)

        // The card's own appearance afterwards changes nothing.
        card.prepare(locale: french, eventMonitor: monitor)
        #expect(monitor.events.count == 2)
    }

    @Test func nothingStartsWithoutARequestForThisKey() async throws {
        let (card, _, _) = try await armedCard()
        let other = SeamUnlockRouter(clock: clock)
        #expect(!card.startRequestedUnlock(from: other, isAppActive: true, locale: french, eventMonitor: nil))
        #expect(card.phase == .idle)
    }

    @Test func aRequestReachingACardAlreadyUnlockingDoesNotTakeCreditForItsAttempt() async throws {
        let seam = try await Fixture.activeSeam(
            Fixture.scenario([Fixture.key("k")], lock: SeamSimulatedLock(latency: 1, outcome: .grant)), clock: clock)
        let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english)
        let monitor = RecordingMonitor()
        card.prepare(locale: english, eventMonitor: monitor)
        card.unlock()  // the person tapped Unlock
        #expect(card.phase == .unlocking)

        let router = SeamUnlockRouter(clock: clock)
        let request = SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .widget)
        let waiter = Task { await router.requestAndWait(request) }
        try await eventually { router.pending != nil }
        _ = router.takeOutcome(credentials: seam.credentials.access, activation: .active, now: clock.now, locale: .english)
        #expect(!card.startRequestedUnlock(from: router, isAppActive: true, locale: english, eventMonitor: monitor))
        #expect(await waiter.value == .alreadyUnlocking)
        #expect(SeamUnlockRequest.Outcome.alreadyUnlocking.status(locale: english).title
            == SeamStatusPresentation(phase: .unlocking, locale: english).title)

        // The running attempt goes on, alone, and its end is not reported to the request.
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { card.phase == .granted }
        router.cardPhaseChanged(credentialId: "k", phase: .granted)
        #expect(monitor.events.filter { if case .unlockStarted = $0 { true } else { false } }.count == 1)
        #expect(!router.consumeAutoStart(for: "k", isAppActive: true), "the request is spent")
    }

    @Test func aSecondRequestForAKeyARequestIsUnlockingLeavesTheFirstItsReport() async throws {
        let router = SeamUnlockRouter(clock: clock)
        let keys = [Fixture.key("k")]
        let first = Task { await router.requestAndWait(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .widget)) }
        try await eventually { router.pending != nil }
        _ = router.takeOutcome(credentials: keys, activation: .active, now: clock.now, locale: .english)
        #expect(router.consumeAutoStart(for: "k", isAppActive: true, cardPhase: .idle))

        let second = Task { await router.requestAndWait(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .app)) }
        try await eventually { router.pending != nil }
        #expect(router.takeOutcome(credentials: keys, activation: .active, now: clock.now, locale: .english)
            == .showCard(credentialId: "k", startsUnlock: true))
        #expect(await second.value == .alreadyUnlocking)
        #expect(!router.consumeAutoStart(for: "k", isAppActive: true, cardPhase: .unlocking))

        router.cardPhaseChanged(credentialId: "k", phase: .granted)
        #expect(await first.value == .finished(.granted), "the attempt's outcome goes to the request that started it")
    }
}
