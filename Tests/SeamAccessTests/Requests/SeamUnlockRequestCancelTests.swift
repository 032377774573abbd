import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// The final senior-iOS reading of #30 (medium): Siri or the widget started an unlock, the
/// person tapped Cancel, and the card went back to idle on screen. The attempt stayed
/// "started": Siri waited its full timeout and heard "Couldn't open the key", and every later
/// request for that key was answered "already unlocking" while nothing ran. A cancel now ends
/// the attempt: the requester hears it was stopped, and the next request starts.
struct SeamUnlockRequestCancelTests {
    typealias Machine = SeamUnlockRequestMachine
    let t0 = Date(timeIntervalSince1970: 1_750_000_000)
    let english = Locale(identifier: "en_US")
    final class Card {}

    func keys(at offset: TimeInterval = 0) -> Machine.Keys {
        Machine.Keys(credentials: [Fixture.key("a")], activation: .active, selectedCredentialId: "a",
                     now: t0.addingTimeInterval(offset), locale: english)
    }

    /// The machine from an empty state: `run(event)` keeps the state and the last effects.
    struct Run {
        var state = Machine.State()
        var effects: [Machine.Effect] = []

        mutating func callAsFunction(_ event: Machine.Event) {
            let step = Machine().reduce(state, event)
            (state, effects) = (step.state, step.effects)
        }
    }

    /// `request` (for key "a") taken, and its unlock started by `card`, on screen.
    func started(_ request: SeamUnlockRequest, by card: Machine.CardToken) -> Run {
        var run = Run()
        run(.cardOnScreen(card, credentialId: "a"))
        run(.requested(request, at: t0))
        run(.screenChanged(keys(), at: t0))
        run(.autoStartAsked(credentialId: "a", isAppActive: true, cardPhase: .idle, now: t0, card: card))
        return run
    }

    @Test func aCancelEndsTheAttemptAndTheNextRequestStartsAgain() {
        let token = Machine.CardToken(Card())
        let first = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent, id: UUID())
        let second = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .widget, id: UUID())
        var state = Machine.State()
        var effects: [Machine.Effect] = []
        func run(_ event: Machine.Event) { (state, effects) = { let step = Machine().reduce(state, event); return (step.state, step.effects) }() }
        run(.cardOnScreen(token, credentialId: "a"))
        run(.cardShown(token, credentialId: "a", hosting: .inline))
        run(.requested(first, at: t0))
        run(.screenChanged(keys(), at: t0))
        run(.autoStartAsked(credentialId: "a", isAppActive: true, cardPhase: .idle, now: t0, card: token))
        #expect(effects.contains(.startUnlock(credentialId: "a")))
        run(.cardPhaseChanged(credentialId: "a", .unlocking))
        #expect(effects.isEmpty)
        run(.cardPhaseChanged(credentialId: "a", .idle))  // the person tapped Cancel
        #expect(effects == [.report(requestId: first.id, .finished(.idle))])
        #expect(state.attempt == nil)

        run(.requested(second, at: t0 + 120))
        run(.screenChanged(keys(at: 120), at: t0 + 120))
        run(.autoStartAsked(credentialId: "a", isAppActive: true, cardPhase: .idle, now: t0 + 120, card: token))
        #expect(effects.contains(.startUnlock(credentialId: "a")), "the next request starts: \(effects)")
    }

    /// Security reading (low): a second card for the same key that came on screen while the
    /// first ran a Siri-started unlock reported its own idle phase, and Siri heard "Unlock
    /// stopped" while the unlock went on.
    @Test func anotherCardsIdlePhaseDoesNotEndTheAttempt() {
        let cards = (Card(), Card())  // alive for the test, so their tokens differ
        let running = Machine.CardToken(cards.0), beside = Machine.CardToken(cards.1)
        let request = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent, id: UUID())
        var run = started(request, by: running)
        run(.cardPhaseChanged(credentialId: "a", .unlocking, card: running))
        run(.cardOnScreen(beside, credentialId: "a"))
        run(.cardPhaseChanged(credentialId: "a", .idle, card: beside))
        #expect(run.effects.isEmpty)
        #expect(run.state.attempt?.started == true)
        run(.cardPhaseChanged(credentialId: "a", .idle, card: running))  // now the running card is cancelled
        #expect(run.effects == [.report(requestId: request.id, .finished(.idle))])
        withExtendedLifetime(cards) {}
    }

    @Test func anIdleReportBeforeTheCardRanEndsNothing() {
        let card = Card()
        let request = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent, id: UUID())
        var run = started(request, by: Machine.CardToken(card))
        run(.cardPhaseChanged(credentialId: "a", .idle))  // the card's phase before the start lands
        #expect(run.effects.isEmpty)
        #expect(run.state.attempt?.started == true)
        withExtendedLifetime(card) {}
    }

    @Test func siriHearsTheUnlockWasStopped() {
        let outcome = SeamUnlockRequest.Outcome.finished(.idle)
        #expect(outcome.status(locale: english).title == "Unlock stopped")
        // Never "nothing happened": a request already sent may still open the door (re-reading
        // of #30: a remote unlock cancelled after its request was sent usually opens it).
        #expect(outcome.dialog(locale: english) == "Unlock stopped. It was cancelled in the app. If it had already "
            + "reached the lock, the door may still open: check it.")
    }
}

/// The re-reading of #30 (L2): a card an app presents says "the door may have opened" (its
/// session ended after the request was sent), and a widget or Siri request arrives: the screen
/// closed the card to show "Your session has ended". The warning now stays until the person
/// closes the card; the message shows then.
struct SeamUnlockRequestDoorWarningTests {
    typealias Machine = SeamUnlockRequestMachine
    let t0 = Date(timeIntervalSince1970: 1_750_000_000)
    final class Card {}

    @Test func aRequestAfterTheSessionEndedWaitsForTheDoorWarningToClose() {
        let token = Machine.CardToken(Card())
        let warning = SeamUnlockCardViewModel.Phase.connectionFailed(
            debugDescription: "[sessionEndedAfterSending] the session ended after the request was sent")
        #expect(warning.lockMayHaveActed)
        let request = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .widget, id: UUID())
        let ended = Machine.Keys(credentials: [], activation: .failed(.invalidClientSessionToken), selectedCredentialId: "a",
                                 now: t0, locale: Locale(identifier: "en_US"))
        var state = Machine.State()
        var effects: [Machine.Effect] = []
        func run(_ event: Machine.Event) { (state, effects) = { let step = Machine().reduce(state, event); return (step.state, step.effects) }() }
        run(.cardShown(token, credentialId: "a", hosting: .presentedByApp))
        run(.shownCardPhaseChanged(token, warning))
        run(.requested(request, at: t0))
        run(.screenChanged(ended, at: t0))
        #expect(!effects.contains(.select(nil)), "the card saying the door may have opened stays: \(effects)")
        #expect(state.screen.message == nil)
        run(.cardHidden(token))  // the person closes it
        #expect(state.screen.message?.title == "Your session has ended")
    }
}
