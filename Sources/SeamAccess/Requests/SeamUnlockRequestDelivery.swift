import Foundation
@_spi(SeamInternal) import SeamSDK

/// Connects a ``SeamUnlockRouter`` to a key list: whenever a request is waiting, or the list's
/// keys, activation or presented card change, it tells the router's machine
/// (`SeamUnlockRequestMachine`, which decides) and performs what it says: selects the key (so
/// the list presents its unlock card) or closes the card, and publishes the message to show.
///
/// SeamComponents' `seamUnlockRequests(from:list:)` modifier owns one and only binds it to
/// SwiftUI: it shows ``message`` as an alert and announces ``announcements``; every unlock card
/// under it reports itself through ``SeamUnlockCardRequests`` (shown, its phase, gone).
@MainActor
package final class SeamUnlockRequestDelivery: ObservableObject {
    /// What to tell the user about the last request that showed no ready card.
    @Published package private(set) var message: SeamStatusPresentation?
    /// A request waits because the open card's unlock is running.
    package var isWaitingForUnlock: Bool { screen.isWaitingForUnlock }
    /// The last answer delivered.
    package var lastOutcome: SeamUnlockRequest.Outcome? { screen.lastOutcome }
    /// Copy to announce to VoiceOver (a request waits for the running unlock).
    package let announcements = PassthroughSubject<SeamStatusPresentation.Copy, Never>()

    package let router: SeamUnlockRouter
    private weak var list: SeamCredentialsViewModel?
    private var subscriptions: [AnyCancellable] = []
    private var isScheduled = false
    /// Whether one of this screen's events is running in the router (see ``send(_:)``).
    private var isSending = false
    /// This screen's part of the machine's state.
    private var screen = SeamUnlockRequestMachine.Screen()

    /// Messages are worded in the attached list's ``SeamCredentialsViewModel/locale``.
    package init(router: SeamUnlockRouter) {
        self.router = router
    }

    /// Starts delivering to `list` (again, if it was attached to another).
    package func attach(to list: SeamCredentialsViewModel) {
        guard list !== self.list else { return }
        self.list = list
        send(.screenAttached(isActive: list.activation == .active))
        // @Published emits before the value is stored, so delivery runs on the next turn of
        // the main actor, when the router, keys and activation all hold their new values.
        subscriptions = [
            router.$pending.sink { [weak self] _ in self?.schedule() },
            list.$credentials.sink { [weak self] _ in self?.schedule() },
            list.$activation.sink { [weak self] _ in self?.schedule() },
        ]
    }

    /// Clears ``message`` once the user has seen it.
    package func dismissMessage() { send(.messageDismissed) }

    /// The screen presented its unlock card modally (a sheet appeared), a card that does not
    /// report itself (``cardShown(_:credentialId:hosting:)``).
    package func presentationOpened() { send(.presentationOpened) }

    /// An unlock card (`card`) for `credentialId` appeared under the screen, hosted as
    /// `hosting`, which the screen remembers for its hide. Its phase then holds requests for
    /// other keys back as the list's sheet does (``SeamUnlockRequestMachine/Event/cardShown(_:credentialId:hosting:)``).
    package func cardShown(_ card: SeamUnlockRequestMachine.CardToken, credentialId: String, hosting: SeamUnlockCardHosting) {
        send(.cardShown(card, credentialId: credentialId, hosting: hosting))
    }

    /// That card went away (one presented: its presentation closed).
    package func cardHidden(_ card: SeamUnlockRequestMachine.CardToken) {
        send(.cardHidden(card))
    }

    /// A shown card's phase changed.
    package func cardPhaseChanged(_ card: SeamUnlockRequestMachine.CardToken, _ phase: SeamUnlockCardViewModel.Phase) {
        send(.shownCardPhaseChanged(card, phase))
    }

    /// The phase of the card of ``presentationOpened()`` changed.
    package func presentedCardPhaseChanged(_ phase: SeamUnlockCardViewModel.Phase) { send(.presentedCardPhaseChanged(phase)) }

    /// The card's presentation has finished closing (the sheet's `onDismiss`).
    package func presentationClosed() { send(.presentationClosed) }

    /// Applies the waiting request's outcome, if it has one yet.
    package func deliver() {
        isScheduled = false
        guard let list else { return }
        // One moment, on the router's clock, for the keys' expiry and the request's age.
        let now = router.clock.now
        let keys = SeamUnlockRequestMachine.Keys(credentials: list.credentials, activation: list.activation,
                                                 selectedCredentialId: list.selectedCredentialId, now: now,
                                                 locale: list.locale)
        send(.screenChanged(keys, at: now))
    }

    private func send(_ event: SeamUnlockRequestMachine.Event) {
        let effects: [SeamUnlockRequestMachine.Effect]
        if isSending {
            // Told of something while this screen's own event runs (the open card started and
            // reports its phase): the router holds this screen's part right now, so the event
            // goes to it as is; the outer call takes the result and publishes it.
            effects = router.send(event)
        } else {
            isSending = true
            // A copy, not `&screen` held across a call that can come back here.
            var current = screen
            effects = router.send(event, screen: &current)
            screen = current
            isSending = false
            if message != screen.message { message = screen.message }
        }
        for effect in effects {
            switch effect {
            case .select(let id): list?.select(id)
            case .scheduleDelivery: schedule()
            case .announceUnlockContinues: announcements.send(.unlockContinues)
            case .report, .delivered, .startUnlock, .cardNeverAppeared, .cardLate: break
            }
        }
    }

    private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor [weak self] in self?.deliver() }
    }
}
