import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// The request machine's transitions, each from a state built by events, including the ones
/// the SwiftUI modifier used to decide (when a request waits for the open card, when a message
/// shows, what is announced, which taps are held back).
struct SeamUnlockRequestMachineTests {
    typealias Machine = SeamUnlockRequestMachine
    let t0 = Date(timeIntervalSince1970: 1_750_000_000)
    let english = Locale(identifier: "en_US")
    let a = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent, id: UUID())
    let b = SeamUnlockRequest(credentialId: "b", source: .link, id: UUID())

    func keys(_ activation: SeamCredentialsViewModel.Activation = .active, selected: String? = nil, at offset: TimeInterval = 0,
              isSignedOut: Bool = false) -> Machine.Keys {
        Machine.Keys(credentials: activation == .active ? [Fixture.key("a"), Fixture.key("b")] : [],
                     activation: activation, selectedCredentialId: selected, now: t0.addingTimeInterval(offset),
                     locale: english, isSignedOut: isSignedOut)
    }

    /// Runs `events` from a fresh state; the last event's effects.
    func run(_ events: [Machine.Event], from state: Machine.State = Machine.State()) -> (Machine.State, [Machine.Effect]) {
        var state = state
        var effects: [Machine.Effect] = []
        for event in events { (state, effects) = { let step = Machine().reduce(state, event); return (step.state, step.effects) }() }
        return (state, effects)
    }

    var unavailable: SeamStatusPresentation { SeamStatusPresentation(error: .invalidCredentialId, locale: english) }

    // MARK: Arriving

    @Test func aNewerRequestReplacesOneNotTakenAndItsWaiterHearsNoAnswer() {
        let (state, effects) = run([.requested(a, at: t0), .requested(b, at: t0 + 1)])
        #expect(state.pending == .request(b))
        #expect(state.pendingSince == t0 + 1)
        #expect(effects == [.report(requestId: a.id, .noAnswer)])
    }

    @Test(arguments: [
        (SeamLinkFormat.ParseResult.notSeamLink, nil),
        (.missingCredentialId, .invalidLink(.missingCredentialId)),
        (.unknownAction("open"), .invalidLink(.unknownAction("open"))),
        (.request(SeamUnlockRequest(credentialId: "x", source: .link, id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)),
         .request(SeamUnlockRequest(credentialId: "x", source: .link, id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!))),
    ] as [(SeamLinkFormat.ParseResult, Machine.Pending?)])
    func aLinkQueuesARequestOrItsMessageAndOtherURLsNothing(link: SeamLinkFormat.ParseResult, pending: Machine.Pending?) {
        let (state, effects) = run([.linkOpened(link, at: t0)])
        #expect(state.pending == pending)
        #expect(effects.isEmpty)
    }

    @Test func aWaiterThatGaveUpDropsItsRequestAndItsUnstartedAttempt() {
        let (pendingDropped, effects) = run([.requested(a, at: t0), .waiterGaveUp(a.id)])
        #expect(pendingDropped.pending == nil)
        #expect(effects == [.report(requestId: a.id, .noAnswer)])
        let (armedDropped, _) = run([.requested(a, at: t0), .taken(keys(), at: t0), .waiterGaveUp(a.id)])
        #expect(armedDropped.attempt == nil)
        let (started, _) = run([.requested(a, at: t0), .taken(keys(), at: t0),
                                .autoStartAsked(credentialId: "a", isAppActive: true, cardPhase: .idle, now: t0),
                                .waiterGaveUp(a.id)])
        #expect(started.attempt?.started == true, "a running unlock is not taken from the card")
    }

    /// Second reading of #30, M-A: a request to unlock a key no integration can open armed an
    /// attempt its card could never start, so the requester waited its timeout and every later
    /// request for the key heard "already unlocking" while the card stayed on screen.
    @Test func aRequestForAKeyNoIntegrationCanOpenShowsItsCardAndIsAnsweredAtOnce() {
        let unsupported = SeamAccessCredential(id: "a", name: "Room 1410", location: "", expiry: nil, errors: [],
                                               provider: "assa_abloy_vostio", hasLockIntegration: false)
        let keys = Machine.Keys(credentials: [unsupported], activation: .active, now: t0, locale: english)
        let (state, effects) = run([.requested(a, at: t0), .taken(keys, at: t0)])
        #expect(effects == [.report(requestId: a.id, .finished(.preflightFailed(.integrationNotFound))),
                            .delivered(.showCard(credentialId: "a", startsUnlock: false))])
        #expect(state.attempt == nil, "nothing armed that could never start")
        #expect(state.pending == nil)
    }

    // MARK: A card that never comes

    @Test func aWaiterGivingUpOnASelectedKeyWithNoCardSaysWhySoTheAppsDeveloperCanFixIt() {
        let (armed, _) = run([.requested(a, at: t0), .taken(keys(), at: t0 + 2)])
        let (gone, effects) = run([.waiterGaveUp(a.id)], from: armed)
        #expect(effects == [.cardNeverAppeared(credentialId: "a"), .report(requestId: a.id, .noAnswer)])
        #expect(gone.attempt == nil)
        let card = Machine.CardToken(NSObject())
        let (_, quiet) = run([.cardOnScreen(card, credentialId: "a"), .waiterGaveUp(a.id)], from: armed)
        #expect(quiet == [.report(requestId: a.id, .noAnswer)], "a card was there (waiting for the foreground)")
    }

    // MARK: Taking

    @Test func aRequestWaitsWhileKeysLoadThenArmsItsAutoStart() {
        let (waiting, none) = run([.requested(a, at: t0), .taken(keys(.activating), at: t0)])
        #expect(waiting.pending == .request(a))
        #expect(none.isEmpty)
        let (taken, effects) = run([.taken(keys(), at: t0 + 5)], from: waiting)
        #expect(effects == [.delivered(.showCard(credentialId: "a", startsUnlock: true))])
        #expect(taken.pending == nil)
        #expect(taken.attempt == Machine.Attempt(request: a, started: false, requestedAt: t0))
        #expect(taken.autoStartRequestId == a.id)
        #expect(taken.opening == Machine.Opening(credentialId: "a", at: t0 + 5, appeared: false))
    }

    @Test func aStaleRequestShowsItsCardWithoutStartingAndIsReportedShown() {
        let (state, effects) = run([.requested(a, at: t0), .taken(keys(at: 61), at: t0 + 61)])
        let shown = SeamUnlockRequest.Outcome.showCard(credentialId: "a", startsUnlock: false)
        #expect(effects == [.report(requestId: a.id, shown), .delivered(shown)])
        #expect(state.attempt == nil)
    }

    @Test func aMalformedLinkIsDeliveredAsTheKeyUnavailableMessage() {
        let (state, effects) = run([.linkOpened(.invalidCredentialId, at: t0), .taken(keys(.activating), at: t0)])
        #expect(effects == [.delivered(.invalidLink(.invalidCredentialId, status: unavailable))])
        #expect(state.pending == nil)
    }

    @Test func aRequestForTheKeyAnEarlierRequestIsUnlockingIsAnsweredAlreadyUnlocking() {
        let second = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .app)
        let (state, effects) = run([.requested(a, at: t0), .taken(keys(), at: t0),
                                    .autoStartAsked(credentialId: "a", isAppActive: true, cardPhase: nil, now: t0),
                                    .requested(second, at: t0), .taken(keys(), at: t0)])
        #expect(effects == [.report(requestId: second.id, .alreadyUnlocking),
                            .delivered(.showCard(credentialId: "a", startsUnlock: true))])
        #expect(state.attempt?.request == a, "the running attempt keeps its report")
    }

    // MARK: Auto-start

    @Test(arguments: [
        // (app active, card phase, seconds since the request, starts, report)
        (false, SeamUnlockCardViewModel.Phase?.none, 0.0, false, SeamUnlockRequest.Outcome?.none),
        (true, .none, 0.0, true, .none),
        (true, .some(.idle), 60.0, true, .none),
        (true, .none, 61.0, false, .some(.noAnswer)),
        (true, .some(.unlocking), 0.0, false, .some(.alreadyUnlocking)),
        (false, .some(.authenticating), 0.0, false, .some(.alreadyUnlocking)),
    ] as [(Bool, SeamUnlockCardViewModel.Phase?, TimeInterval, Bool, SeamUnlockRequest.Outcome?)])
    func anArmedAutoStartStartsOnlyInTheForegroundWhileFreshAndNeverOverARunningAttempt(
        isAppActive: Bool, cardPhase: SeamUnlockCardViewModel.Phase?, age: TimeInterval, starts: Bool, report: SeamUnlockRequest.Outcome?
    ) {
        let (state, effects) = run([.requested(a, at: t0), .taken(keys(), at: t0),
                                    .autoStartAsked(credentialId: "a", isAppActive: isAppActive, cardPhase: cardPhase,
                                                    now: t0 + age)])
        #expect(effects.contains(.startUnlock(credentialId: "a")) == starts)
        #expect(effects.contains { if case .report = $0 { true } else { false } } == (report != nil))
        if let report { #expect(effects.contains(.report(requestId: a.id, report))) }
        #expect(state.attempt?.started == (starts ? true : (report == nil ? false : nil)))
    }

    @Test func anAutoStartIsConsumedOnceAndOnlyForItsKey() {
        let armed = run([.requested(a, at: t0), .taken(keys(), at: t0)]).0
        #expect(run([.autoStartAsked(credentialId: "b", isAppActive: true, cardPhase: nil, now: t0)], from: armed).1.isEmpty)
        let once = run([.autoStartAsked(credentialId: "a", isAppActive: true, cardPhase: nil, now: t0)], from: armed).0
        #expect(run([.autoStartAsked(credentialId: "a", isAppActive: true, cardPhase: nil, now: t0)], from: once).1.isEmpty)
    }

    // MARK: The card's end

    @Test(arguments: [
        (SeamUnlockCardViewModel.Phase.unlocking, false), (.authenticating, false), (.idle, false),
        (.granted, true), (.timedOut, true), (.blocked(.expired), true), (.confirmationDeclined, true),
    ])
    func aStartedAttemptIsReportedWhenItsCardReachesAnEnd(phase: SeamUnlockCardViewModel.Phase, ends: Bool) {
        let started = run([.requested(a, at: t0), .taken(keys(), at: t0),
                           .autoStartAsked(credentialId: "a", isAppActive: true, cardPhase: nil, now: t0)]).0
        let (state, effects) = run([.cardPhaseChanged(credentialId: "b", phase),
                                    .cardPhaseChanged(credentialId: "a", phase)], from: started)
        #expect(effects == (ends ? [.report(requestId: a.id, .finished(phase))] : []))
        #expect((state.attempt == nil) == ends)
    }

    @Test func closingTheCardBeforeItsAttemptEndsAnswersNoAnswer() {
        let armed = run([.requested(a, at: t0), .taken(keys(), at: t0)]).0
        #expect(run([.cardDismissed(credentialId: "b")], from: armed).1.isEmpty)
        let (state, effects) = run([.cardDismissed(credentialId: "a")], from: armed)
        #expect(effects == [.report(requestId: a.id, .noAnswer)])
        #expect(state.attempt == nil)
    }

    // MARK: Held taps

    @Test func heldTapsCountFromTheFirstAppearanceAndAClockSetBackRestartsThemOnce() {
        let opened = run([.requested(b, at: t0), .taken(keys(), at: t0)]).0
        #expect(Machine.inputOpens(opened, credentialId: "a", now: t0) == nil)
        #expect(Machine.inputOpens(opened, credentialId: "b", now: t0) == t0 + 1)
        let appeared = run([.cardAppeared(credentialId: "b", at: t0 + 3), .cardAppeared(credentialId: "b", at: t0 + 9)],
                           from: opened).0
        #expect(Machine.inputOpens(appeared, credentialId: "b", now: t0 + 3.5) == t0 + 4)
        #expect(Machine.inputOpens(appeared, credentialId: "b", now: t0 + 4) == nil)
        let setBack = run([.inputChecked(credentialId: "b", now: t0 - 100)], from: appeared).0
        #expect(Machine.inputOpens(setBack, credentialId: "b", now: t0 - 100) == t0 - 99)
        let bySelf = run([.cardOpenedByItself(credentialId: "a", at: t0)]).0
        #expect(Machine.inputOpens(bySelf, credentialId: "a", now: t0) == t0 + 1)
    }

    // MARK: The screen (what SeamUnlockRequestsModifier used to decide)

    /// A screen showing "a"'s card presented in `phase`, with a request for `pending` arriving.
    func screen(presenting phase: SeamUnlockCardViewModel.Phase?, pending: SeamUnlockRequest) -> Machine.State {
        var events: [Machine.Event] = [.screenAttached(isActive: true)]
        if let phase { events += [.presentationOpened, .presentedCardPhaseChanged(phase)] }
        return run(events + [.requested(pending, at: t0)]).0
    }

    @Test(arguments: [
        // (presented card's phase, request for, delivered, waiting)
        (SeamUnlockCardViewModel.Phase?.some(.unlocking), "b", false, true),
        (.some(.authenticating), "b", false, true),
        (.some(.granted), "b", false, false),
        (.some(.idle), "b", true, false),
        (.some(.timedOut), "b", true, false),
        (.some(.unlocking), "a", true, false),
        (.none, "b", true, false),
    ] as [(SeamUnlockCardViewModel.Phase?, String, Bool, Bool)])
    func aRequestWaitsForARunningUnlockOrDoorUnlockedOnAnotherKeysCard(
        phase: SeamUnlockCardViewModel.Phase?, credentialId: String, delivered: Bool, waiting: Bool
    ) {
        let request = SeamUnlockRequest(credentialId: credentialId, source: .link)
        let (state, effects) = run([.screenChanged(keys(selected: "a"), at: t0)],
                                   from: screen(presenting: phase, pending: request))
        #expect(effects.contains(.select(credentialId)) == delivered)
        #expect((state.pending == nil) == delivered)
        #expect(state.screen.isWaitingForUnlock == waiting)
        #expect(effects.contains(.announceUnlockContinues) == waiting)
    }

    @Test func theUnlockContinuesIsAnnouncedOnceAndTheRequestDeliveredWhenTheAttemptEnds() {
        let waiting = run([.screenChanged(keys(selected: "a"), at: t0)],
                          from: screen(presenting: .unlocking, pending: b)).0
        let (again, quiet) = run([.screenChanged(keys(selected: "a"), at: t0)], from: waiting)
        #expect(quiet.isEmpty)
        let (ended, schedule) = run([.presentedCardPhaseChanged(.timedOut)], from: again)
        #expect(schedule == [.scheduleDelivery])
        let (state, effects) = run([.screenChanged(keys(selected: "a"), at: t0)], from: ended)
        #expect(effects.contains(.select("b")))
        #expect(!state.screen.isWaitingForUnlock)
        #expect(state.screen.lastOutcome == .showCard(credentialId: "b", startsUnlock: false))
    }

    @Test func aMessageClosesThePresentedCardAndShowsOnlyOnceItsSheetHasClosed() {
        let gone = SeamUnlockRequest(credentialId: "gone", source: .link)
        let (held, effects) = run([.screenChanged(keys(selected: "a"), at: t0)],
                                  from: screen(presenting: .idle, pending: gone))
        #expect(effects.contains(.select(nil)))
        #expect(held.screen.message == nil)
        #expect(held.screen.heldMessage == unavailable)
        let (closed, closing) = run([.presentationClosed], from: held)
        #expect(closing == [.scheduleDelivery])
        #expect(closed.screen.message == unavailable)
        #expect(closed.screen.heldMessage == nil)
        #expect(run([.messageDismissed], from: closed).0.screen.message == nil)
    }

    @Test func withNoCardPresentedAMessageShowsAtOnceAndACardRequestClearsAHeldOne() {
        let gone = SeamUnlockRequest(credentialId: "gone", source: .link)
        let shown = run([.screenChanged(keys(), at: t0)], from: screen(presenting: nil, pending: gone)).0
        #expect(shown.screen.message == unavailable)
        let held = run([.screenChanged(keys(selected: "a"), at: t0)], from: screen(presenting: .idle, pending: gone)).0
        let replaced = run([.requested(b, at: t0), .screenChanged(keys(selected: nil), at: t0), .presentationClosed],
                           from: held).0
        #expect(replaced.screen.message == nil, "the newer request's card is what the person asked for")
    }

    @Test func aRequestForTheCardAlreadyOnScreenHoldsNoTapsBack() {
        let request = SeamUnlockRequest(credentialId: "a", source: .link)
        let (state, effects) = run([.screenChanged(keys(selected: "a"), at: t0)],
                                   from: screen(presenting: .idle, pending: request))
        #expect(effects.contains(.select("a")))
        #expect(state.opening == nil)
        let notShown = run([.screenChanged(keys(selected: nil), at: t0)], from: screen(presenting: nil, pending: request)).0
        #expect(notShown.opening?.credentialId == "a")
    }

    @Test func afterTheListWasActiveAnInactiveListAnswersNotSetUpInsteadOfWaiting() {
        let coldLaunch = run([.screenAttached(isActive: false), .requested(a, at: t0), .screenChanged(keys(.inactive), at: t0)])
        #expect(coldLaunch.0.pending == .request(a), "a cold launch still waits")
        let (state, effects) = run([.screenChanged(keys(), at: t0), .requested(a, at: t0),
                                    .screenChanged(keys(.inactive), at: t0)], from: coldLaunch.0)
        let notSetUp = SeamUnlockRequest.Outcome.notActivated(
            .initializationRequired, status: SeamStatusPresentation(error: .initializationRequired, locale: english))
        #expect(effects.contains(.delivered(notSetUp)))
        #expect(state.screen.message == notSetUp.screenStatus)
    }
}
