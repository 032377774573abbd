import Foundation

/// Unlock requests from outside the key screen (links, widgets, App Intents, notifications,
/// hand-offs from extensions) as one pure function: `(state, event) → (state, effects)`. It holds
/// what waits for the key screen, the attempt a request asked to start, the card whose taps are
/// held back and the screen's message; ``SeamUnlockRouter`` runs it, `SeamUnlockRequestDelivery`
/// applies its effects to a key list, and SwiftUI only sends events (`SeamUnlockRequestMachineTests`).
package struct SeamUnlockRequestMachine: SeamMachine {
    package typealias Step = SeamStep<State, Effect>

    package init() {}

    /// Tunables.
    package struct Configuration: Hashable, Sendable {
        /// A request taken (or a card first asking to start) later than this many seconds after
        /// it was made shows its card without starting to unlock.
        package var maximumAutoStartAge: TimeInterval = 60
        /// Seconds during which a card a request opened ignores taps on Unlock (tapjacking).
        package var externalOpenInputDelay: TimeInterval = 1

        package init() {}
    }

    /// What waits for the key screen.
    package enum Pending: Hashable, Sendable {
        case request(SeamUnlockRequest)
        /// A malformed Seam link (one of ``SeamLinkFormat/ParseResult``'s invalid cases): the
        /// screen shows the message.
        case invalidLink(SeamLinkFormat.ParseResult)
    }

    /// The card whose next attempt belongs to a request: started once, its end reported.
    package struct Attempt: Hashable, Sendable {
        package var request: SeamUnlockRequest
        package var started: Bool
        /// When the request was made.
        package var requestedAt: Date
        /// The card that started it, when it said which.
        package var card: CardToken?
        /// A card for its key came on screen since it was armed (it may have been covered since).
        package var cardSeen: Bool
        /// The started attempt's card reported it running (unlocking, or asking the owner):
        /// its return to idle then is a cancel.
        package var running = false

        package init(request: SeamUnlockRequest, started: Bool, requestedAt: Date, card: CardToken? = nil,
                     cardSeen: Bool = false) {
            self.request = request
            self.started = started
            self.requestedAt = requestedAt
            self.card = card
            self.cardSeen = cardSeen
        }

        /// Armed and still waiting for a card for its key to come on screen.
        package var awaitsCard: Bool { !started && !cardSeen }
    }

    /// The card a request (or the list by itself) opened last, whose taps are held back.
    package struct Opening: Hashable, Sendable {
        package var credentialId: String
        package var at: Date
        /// The card said it is on screen: the moment counts from then, once.
        package var appeared: Bool

        package init(credentialId: String, at: Date, appeared: Bool) {
            self.credentialId = credentialId
            self.at = at
            self.appeared = appeared
        }
    }

    /// One unlock card view model, for as long as it lives: each card under a router reports
    /// itself with its own token, so two cards for one key (an embedded one and a sheet), or a
    /// card left under a pushed screen, are told apart.
    package struct CardToken: Hashable, Sendable {
        let id: ObjectIdentifier

        /// The token of `card` (its identity; valid while it lives).
        package init(_ card: AnyObject) {
            id = ObjectIdentifier(card)
        }
    }

    /// An unlock card that said it is shown under the screen (``Event/cardShown(_:credentialId:hosting:)``).
    package struct ShownCard: Hashable, Sendable {
        package var credentialId: String
        /// How it is hosted, as it was when it appeared: its hide is judged by this, never
        /// by a later render's guess.
        package var hosting: SeamUnlockCardHosting
        /// Its phase, as it reported it.
        package var phase: SeamUnlockCardViewModel.Phase?
        /// It went from the screen, but the list's sheet it was in has not finished closing.
        package var isHidden = false

        package init(credentialId: String, hosting: SeamUnlockCardHosting, phase: SeamUnlockCardViewModel.Phase? = nil) {
            self.credentialId = credentialId
            self.hosting = hosting
            self.phase = phase
        }
    }

    /// What the screen taking requests shows and knows.
    package struct Screen: Hashable, Sendable {
        /// A sheet presented its card without the card reporting itself
        /// (``Event/presentationOpened``), not yet closed.
        package var isSheetOpen = false
        /// That sheet's card's phase (``Event/presentedCardPhaseChanged(_:)``).
        package var sheetPhase: SeamUnlockCardViewModel.Phase?
        /// Every card that said it is shown, each on its own: one card's report never
        /// overwrites another's.
        package var cards: [CardToken: ShownCard] = [:]
        /// The message to show now (an alert).
        package var message: SeamStatusPresentation?
        /// A message that closed the card, shown once the presentation has closed.
        package var heldMessage: SeamStatusPresentation?
        /// A request waits because the open card's unlock is running.
        package var isWaitingForUnlock = false
        /// The list has been active: going inactive after that is a sign-out.
        package var hasBeenActive = false
        /// The last answer the screen took.
        package var lastOutcome: SeamUnlockRequest.Outcome?

        package init() {}

        /// An unlock card is presented modally (a sheet, or a screen pushed over the list) and
        /// not yet closed.
        package var isPresentingCard: Bool { isSheetOpen || cards.values.contains { $0.hosting.isModal } }
        /// An unlock card is embedded in the screen itself (not presented): a message shows
        /// beside it at once.
        package var isShowingInlineCard: Bool { cards.values.contains { !$0.hosting.isModal && !$0.isHidden } }

        /// Whether a card for `credentialId` is on screen now.
        package func showsCard(for credentialId: String) -> Bool {
            cards.values.contains { $0.credentialId == credentialId && !$0.isHidden }
        }

        /// The phases that hold requests back, each with its card's key (the untold sheet's is
        /// the list's selection).
        func phases(selected: String?) -> [(credentialId: String?, phase: SeamUnlockCardViewModel.Phase)] {
            var phases = cards.values.compactMap { card in card.phase.map { (Optional(card.credentialId), $0) } }
            if isSheetOpen, let sheetPhase { phases.append((selected, sheetPhase)) }
            return phases
        }
    }

    /// A request or link error waiting for the screen, and since when.
    struct Queued: Hashable, Sendable {
        let pending: Pending
        let since: Date
    }

    package struct State: Hashable, Sendable {
        package var configuration = Configuration()
        /// The request or link error not taken yet, with when it was queued (or left, for a
        /// hand-off): one value, so neither is set or cleared without the other.
        var queued: Queued?
        /// ``queued``'s request or link error.
        package var pending: Pending? { queued?.pending }
        /// When ``pending`` was queued.
        package var pendingSince: Date? { queued?.since }
        package var attempt: Attempt?
        /// Set to the request's id whenever a taken request arms an auto-start: a card already
        /// open for that key observes it and asks (``Event/autoStartAsked(credentialId:isAppActive:cardPhase:now:)``).
        package var autoStartRequestId: UUID?
        package var opening: Opening?
        /// How many URLs reached the app (``Event/linkOpened(_:at:)``, Seam links or not): the
        /// key list opens no card by itself after one (``SeamSoleKeyOpening``).
        package var outsideOpens = 0
        /// When the last URL reached the app: every card, whoever opened it, holds taps back
        /// for a moment after it (``inputOpens(_:credentialId:now:)``).
        package var lastOutsideOpen: Date?
        /// The last press on a card's Unlock or Try Again not yet judged
        /// (``acceptsTap(_:credentialId:now:)``): a button acts when the finger lifts, so the hold
        /// is judged from when it landed.
        package var touch: Touch?
        /// The cards on screen now (appeared and not gone), with their keys, on every screen:
        /// only these may start what a request asked for.
        package var cardsOnScreen: [CardToken: String] = [:]
        package var screen = Screen()

        package init(configuration: Configuration = Configuration()) {
            self.configuration = configuration
        }
    }

    /// The key list a request is answered against.
    package struct Keys: Hashable, Sendable {
        package var credentials: [SeamAccessCredential]
        package var activation: SeamCredentialsViewModel.Activation
        /// The key whose card is open, if any.
        package var selectedCredentialId: String?
        /// When expiry and a request's age are judged.
        package var now: Date
        package var locale: Locale
        /// The list was active and is now inactive (signed out): a waiting request is answered
        /// "not set up". ``Event/screenChanged(_:)`` works it out itself.
        package var isSignedOut: Bool

        package init(credentials: [SeamAccessCredential], activation: SeamCredentialsViewModel.Activation,
                     selectedCredentialId: String? = nil, now: Date, locale: Locale, isSignedOut: Bool = false) {
            self.credentials = credentials
            self.activation = activation
            self.selectedCredentialId = selectedCredentialId
            self.now = now
            self.locale = locale
            self.isSignedOut = isSignedOut
        }
    }

    /// Something that happened.
    package enum Event: Hashable, Sendable {
        /// A request was made (or left by an extension) at `at`; it replaces one not yet taken.
        case requested(SeamUnlockRequest, at: Date)
        /// A URL was read; a request is queued, a malformed link queues its message, anything
        /// else is ignored.
        case linkOpened(SeamLinkFormat.ParseResult, at: Date)
        /// Whoever waited for `requestId` gave up (timeout, cancelled): it never shows or starts.
        case waiterGaveUp(UUID)
        /// A request's card has not come on screen some seconds after the request selected its
        /// key (``SeamUnlockRouter``'s appearance check): the runner tells the app's developer,
        /// and the attempt stays armed (the card may be covered for now, or behind the app's
        /// own launch lock).
        case cardAppearanceLate(UUID)
        /// ``Configuration/maximumAutoStartAge`` has passed since the request was made and no
        /// card for its key came: the attempt, which could no longer start, is dropped and
        /// answered ``SeamUnlockRequest/Outcome/noAnswer``, with or without a waiter.
        case cardAppearanceDue(UUID)
        /// The screen takes the pending request, if the keys can answer it: no screen rules.
        case taken(Keys, at: Date)
        /// The screen's keys, activation or selection changed (or a delivery was scheduled): a
        /// request waits for a running unlock or "Door unlocked", else it is taken and applied.
        case screenChanged(Keys, at: Date)
        /// A card for `credentialId` appeared, the app became active, or a new auto-start was
        /// armed: start if a request asked to. `cardPhase` is the card's phase, when known.
        /// `card`, when given, must be on screen (``cardOnScreen(_:credentialId:)``): a card
        /// under a pushed screen or in another tab does not start.
        case autoStartAsked(credentialId: String, isAppActive: Bool, cardPhase: SeamUnlockCardViewModel.Phase?, now: Date,
                            card: CardToken? = nil)
        /// A card appeared (under any screen): it may start what a request asked for.
        case cardOnScreen(CardToken, credentialId: String)
        /// That card disappeared (covered by a pushed screen, another tab, or gone).
        case cardOffScreen(CardToken)
        /// The card's phase changed (for the request's report).
        case cardPhaseChanged(credentialId: String, SeamUnlockCardViewModel.Phase, card: CardToken? = nil)
        /// The card closed.
        case cardDismissed(credentialId: String)
        /// The list opened the card by itself (its only key): hold taps back as for a link.
        case cardOpenedByItself(credentialId: String, at: Date)
        /// The card is on screen.
        case cardAppeared(credentialId: String, at: Date)
        /// The card asks whether taps count; a clock set back restarts the moment once.
        case inputChecked(credentialId: String, now: Date)
        /// A finger landed on (`isDown`) or left the Unlock or Try Again of the card for `credentialId`.
        case touchChanged(credentialId: String, isDown: Bool, at: Date)
        /// The card judged the tap that followed (``acceptsTap(_:credentialId:now:)``).
        case tapJudged
        /// The screen presented its card modally, a card that does not report itself.
        case presentationOpened
        /// An unlock card for `credentialId` appeared under the screen, hosted as `hosting`
        /// (the list's sheet, a sheet or pushed screen of the app's, or embedded in it). The
        /// screen remembers how, for its hide.
        case cardShown(CardToken, credentialId: String, hosting: SeamUnlockCardHosting)
        /// That card went away. One the app presented ends as its presentation closing; one in
        /// the list's own sheet counts until the sheet reports ``presentationClosed``.
        case cardHidden(CardToken)
        /// A shown card's phase changed.
        case shownCardPhaseChanged(CardToken, SeamUnlockCardViewModel.Phase)
        /// The presented card's phase changed (the card of ``presentationOpened``).
        case presentedCardPhaseChanged(SeamUnlockCardViewModel.Phase)
        /// The card's presentation finished closing.
        case presentationClosed
        /// The user saw the message.
        case messageDismissed
        /// The screen started taking requests from another key list.
        case screenAttached(isActive: Bool)
    }

    /// Something the runner must do.
    package enum Effect: Hashable, Sendable {
        /// Tell whoever waits for `requestId` how it ended.
        case report(requestId: UUID, SeamUnlockRequest.Outcome)
        /// The screen took this answer.
        case delivered(SeamUnlockRequest.Outcome)
        /// Select this key in the list (its card presents), or none (the card closes).
        case select(String?)
        /// The card starts the unlock the request asked for.
        case startUnlock(credentialId: String)
        /// Look at the screen again on the next turn (``Event/screenChanged(_:at:)``).
        case scheduleDelivery
        /// Tell the person a request waits for the running unlock (``SeamStatusPresentation/Copy/unlockContinues``).
        case announceUnlockContinues
        /// A request selected `credentialId`, and its waiter gave up or its time to start ran out
        /// with no card for it ever on screen: the app's presentation is not bound to the list's
        /// selection, or the card could not be shown (the runner logs it).
        case cardNeverAppeared(credentialId: String)
        /// A request selected `credentialId` a while ago and no card for it has come on screen
        /// yet; it still may (the runner logs it).
        case cardLate(credentialId: String)
    }

    /// A press on a card's Unlock or Try Again: the tap it ends in is judged from `began`.
    package struct Touch: Hashable, Sendable {
        /// A lift more than this many seconds before the tap is judged belonged to another
        /// gesture (a press that became a scroll, or slid off): the tap is judged as having no
        /// touch. (A button reports its lift and its action in either order, within moments.)
        package static let liftTolerance: TimeInterval = 0.5

        package var credentialId: String
        package var began: Date
        package var ended: Date?
    }

    /// The next state and the effects to perform. Pure: same inputs, same answer.
    package func reduce(_ state: State, _ event: Event) -> Step {
        var state = state
        var effects: [Effect] = []
        switch event {
        case .requested(let request, let at):
            Self.queue(.request(request), at: at, in: &state, &effects)
        case .linkOpened(let link, let at):
            // Any app can open the app's URL: a card already on screen holds taps back again,
            // so a tap meant for the app that sent the URL does not land on Unlock.
            state.outsideOpens += 1
            state.lastOutsideOpen = at
            if state.opening != nil { state.opening?.at = at }
            if case .request(let request) = link {
                Self.queue(.request(request), at: at, in: &state, &effects)
            } else if link.isInvalid {
                Self.queue(.invalidLink(link), at: at, in: &state, &effects)
            }
        case .waiterGaveUp(let id):
            if case .request(let request) = state.pending, request.id == id {
                state.queued = nil
            }
            if let attempt = state.attempt, attempt.request.id == id, !attempt.started {
                state.attempt = nil
                // Its key was selected and no card for it came: say why, for the app's developer.
                // A card that came and was covered since is not the app's presentation failing.
                if !attempt.cardSeen { effects.append(.cardNeverAppeared(credentialId: attempt.request.credentialId)) }
            }
            effects.append(.report(requestId: id, .noAnswer))
        case .cardAppearanceLate(let id):
            guard let attempt = state.attempt, attempt.request.id == id, attempt.awaitsCard else { break }
            effects.append(.cardLate(credentialId: attempt.request.credentialId))
        case .cardAppearanceDue(let id):
            guard let attempt = state.attempt, attempt.request.id == id, attempt.awaitsCard else { break }
            state.attempt = nil
            effects += [.cardNeverAppeared(credentialId: attempt.request.credentialId), .report(requestId: id, .noAnswer)]
        case .taken(let keys, let at):
            Self.take(keys, at: at, in: &state, &effects)
        case .screenChanged(let keys, let at):
            Self.screenChanged(keys, at: at, in: &state, &effects)
        case .autoStartAsked(let id, let isAppActive, let cardPhase, let now, let card):
            // A card no one can see (under a pushed screen, in another tab, gone) leaves the
            // request armed for the one that is.
            if let card, state.cardsOnScreen[card] != id { break }
            Self.autoStart(id, isAppActive: isAppActive, cardPhase: cardPhase, now: now, in: &state, &effects)
            if effects.contains(.startUnlock(credentialId: id)) { state.attempt?.card = card }
        case .cardOnScreen(let card, let id):
            state.cardsOnScreen[card] = id
            if state.attempt?.request.credentialId == id { state.attempt?.cardSeen = true }
        case .cardOffScreen(let card):
            state.cardsOnScreen[card] = nil
        case .cardPhaseChanged(let id, let phase, let card):
            guard let attempt = state.attempt, attempt.started, attempt.request.credentialId == id else { break }
            // Another card for the key (one that came on screen beside it) does not speak for
            // the card that runs the attempt.
            if let runner = attempt.card, let card, runner != card { break }
            if phase.isUnlocking { state.attempt?.running = true }
            // Cancelled on the card (back to idle without an outcome): the attempt is over, so a
            // later request for the key starts again, and the requester hears it was stopped.
            guard phase.endsAttempt || (phase == .idle && attempt.running) else { break }
            state.attempt = nil
            effects.append(.report(requestId: attempt.request.id, .finished(phase)))
        case .cardDismissed(let id):
            guard let attempt = state.attempt, attempt.request.credentialId == id else { break }
            // Another card for the key is still on screen: it runs the attempt, or may start it.
            if let card = attempt.card, state.cardsOnScreen[card] != nil { break }
            if !attempt.started, state.cardsOnScreen.values.contains(id) { break }
            state.attempt = nil
            effects.append(.report(requestId: attempt.request.id, .noAnswer))
        case .cardOpenedByItself(let id, let at):
            state.opening = Opening(credentialId: id, at: at, appeared: false)
        case .cardAppeared(let id, let at):
            guard let opening = state.opening, opening.credentialId == id, !opening.appeared else { break }
            state.opening = Opening(credentialId: id, at: at, appeared: true)
        case .inputChecked(let id, let now):
            // A clock set back since: the moment starts again from now, once, instead of lasting
            // until the clock catches up with the old stamp.
            if let opening = state.opening, opening.credentialId == id, now < opening.at { state.opening?.at = now }
        case .touchChanged(let id, let isDown, let at):
            if isDown {
                state.touch = Touch(credentialId: id, began: at, ended: nil)
            } else if state.touch?.credentialId == id, state.touch?.ended == nil {
                state.touch?.ended = at
            }
        case .tapJudged:
            state.touch = nil
        case .presentationOpened:
            state.screen.isSheetOpen = true
        case .cardShown(let card, let id, let hosting):
            state.screen.cards[card] = ShownCard(credentialId: id, hosting: hosting)
        case .cardHidden(let card):
            guard let shown = state.screen.cards[card] else { break }
            if shown.hosting == .presentedBySeamComponents {
                // The list's sheet reports its own close, once its dismissal has ended.
                state.screen.cards[card]?.isHidden = true
            } else {
                state.screen.cards[card] = nil
                if shown.hosting.isModal { Self.presentationClosed(in: &state, &effects) } else { effects.append(.scheduleDelivery) }
            }
        case .shownCardPhaseChanged(let card, let phase):
            guard state.screen.cards[card] != nil else { break }
            state.screen.cards[card]?.phase = phase
            effects.append(.scheduleDelivery)
        case .presentedCardPhaseChanged(let phase):
            state.screen.sheetPhase = phase
            effects.append(.scheduleDelivery)
        case .presentationClosed:
            state.screen.isSheetOpen = false
            state.screen.sheetPhase = nil
            state.screen.cards = state.screen.cards.filter { $0.value.hosting != .presentedBySeamComponents }
            Self.presentationClosed(in: &state, &effects)
        case .messageDismissed:
            state.screen.message = nil
        case .screenAttached(let isActive):
            state.screen.hasBeenActive = isActive
        }
        return Step(state, effects)
    }

    /// When the card for `credentialId` starts accepting taps, or `nil` when it already does.
    ///
    /// A card opened by a link, a request or the key list by itself holds taps back from when it
    /// opened; any card, one the person opened included, also from when the last URL reached
    /// the app: another app may have opened ours while its user was tapping where Unlock is.
    package static func inputOpens(_ state: State, credentialId: String, now: Date) -> Date? {
        let delay = state.configuration.externalOpenInputDelay
        var opens: Date?
        if let opening = state.opening, opening.credentialId == credentialId {
            opens = opening.at.addingTimeInterval(delay)
        }
        // A clock set back since the URL: the moment does not last until the clock catches up.
        if let outside = state.lastOutsideOpen, now >= outside {
            opens = max(opens ?? .distantPast, outside.addingTimeInterval(delay))
        }
        guard let opens, now < opens else { return nil }
        return opens
    }

    /// Whether a tap on the Unlock or Try Again of the card for `credentialId` that ends `now`
    /// acts. Not while the card holds taps back (``inputOpens(_:credentialId:now:)``), and not
    /// when the finger landed (``State/touch``) before that hold ended, or before the card
    /// was opened or the last URL reached the app: a press another app asked for, held across
    /// our app coming forward, is not the owner's tap on Unlock. An activation with no touch
    /// (VoiceOver, a keyboard) is judged at `now`.
    package static func acceptsTap(_ state: State, credentialId: String, now: Date) -> Bool {
        guard inputOpens(state, credentialId: credentialId, now: now) == nil else { return false }
        guard let touch = state.touch, touch.credentialId == credentialId, touch.began <= now,
              touch.ended.map({ now.timeIntervalSince($0) <= Touch.liftTolerance }) ?? true
        else { return true }
        let began = touch.began
        if let outside = state.lastOutsideOpen, outside >= began, outside <= now { return false }
        if let opening = state.opening, opening.credentialId == credentialId, opening.at >= began, opening.at <= now {
            return false
        }
        return inputOpens(state, credentialId: credentialId, now: began) == nil
    }

    // MARK: Transitions

    /// A modal card closed: its phase no longer holds requests back, and a message held for
    /// the close shows now, once no presented card is left to hide it.
    private static func presentationClosed(in state: inout State, _ effects: inout [Effect]) {
        effects.append(.scheduleDelivery)
        if !state.screen.isPresentingCard, let held = state.screen.heldMessage {
            state.screen.heldMessage = nil
            state.screen.message = held
        }
    }

    /// Queues `pending`, answering a request it replaces "no answer".
    private static func queue(_ pending: Pending, at: Date, in state: inout State, _ effects: inout [Effect]) {
        if case .request(let replaced) = state.pending { effects.append(.report(requestId: replaced.id, .noAnswer)) }
        state.queued = Queued(pending: pending, since: at)
    }

    static func take(_ keys: Keys, at: Date, in state: inout State, _ effects: inout [Effect]) {
        guard let queued = state.queued else { return }
        switch queued.pending {
        case .invalidLink(let link):
            state.queued = nil
            effects.append(.delivered(.invalidLink(link, status: SeamUnlockRequest.Outcome.keyUnavailableStatus(locale: keys.locale))))
        case .request(let request):
            let isFresh = keys.now.timeIntervalSince(queued.since) <= state.configuration.maximumAutoStartAge
            guard let outcome = resolve(request, keys: keys, isFresh: isFresh) else { return }
            let requestedAt = queued.since
            state.queued = nil
            if let shown = outcome.credentialId { state.opening = Opening(credentialId: shown, at: at, appeared: false) }
            // A key no lock integration in the app can open: its card shows why, no attempt is
            // armed (none could start, and an armed one would never end), and the requester
            // hears it now, as the card says it.
            if case .showCard(let id, true) = outcome,
               keys.credentials.first(where: { $0.id == id })?.hasLockIntegration == false {
                if let earlier = state.attempt?.request { effects.append(.report(requestId: earlier.id, .noAnswer)) }
                state.attempt = nil
                let shown = SeamUnlockRequest.Outcome.showCard(credentialId: id, startsUnlock: false)
                effects += [.report(requestId: request.id, .finished(.preflightFailed(.integrationNotFound))),
                            .delivered(shown)]
                return
            }
            // The key's card is running the unlock an earlier request started: that request
            // keeps its attempt and its report, and this one starts nothing.
            if case .showCard(let id, true) = outcome, let running = state.attempt, running.started,
               running.request.credentialId == id {
                effects += [.report(requestId: request.id, .alreadyUnlocking), .delivered(outcome)]
                return
            }
            // A new card replaces the one an earlier request was waiting on.
            if let earlier = state.attempt?.request { effects.append(.report(requestId: earlier.id, .noAnswer)) }
            state.attempt = nil
            if case .showCard(_, true) = outcome {
                let id = request.credentialId
                state.attempt = Attempt(request: request, started: false, requestedAt: requestedAt,
                                        cardSeen: state.cardsOnScreen.values.contains(id))
                state.autoStartRequestId = request.id
            } else {
                effects.append(.report(requestId: request.id, outcome))
            }
            effects.append(.delivered(outcome))
        }
    }

    private static func autoStart(_ id: String, isAppActive: Bool, cardPhase: SeamUnlockCardViewModel.Phase?, now: Date,
                                  in state: inout State, _ effects: inout [Effect]) {
        guard let attempt = state.attempt, attempt.request.credentialId == id, !attempt.started else { return }
        // A card that is already unlocking starts nothing for the request, which is answered at
        // once, so the running attempt, which it did not start, is not reported as its own.
        if let cardPhase, cardPhase.isUnlocking {
            state.attempt = nil
            effects.append(.report(requestId: attempt.request.id, .alreadyUnlocking))
            return
        }
        // Only in the foreground; until then the request stays armed.
        guard isAppActive else { return }
        guard now.timeIntervalSince(attempt.requestedAt) <= state.configuration.maximumAutoStartAge else {
            state.attempt = nil
            effects.append(.report(requestId: attempt.request.id, .noAnswer))
            return
        }
        state.attempt?.started = true
        effects.append(.startUnlock(credentialId: id))
    }
}
