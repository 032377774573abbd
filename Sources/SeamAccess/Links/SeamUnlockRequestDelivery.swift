import Foundation

/// Connects ``SeamUnlockRouter`` to a key list: whenever a request is waiting, or the list's
/// keys or activation change, it asks the router for the outcome and applies it: selects the
/// key (so the list presents its unlock card) or holds the message to show.
///
/// SeamComponents' `seamUnlockRequests(_:)` modifier owns one; apps with their own key screen
/// use it directly.
///
/// A message never appears in the same turn as the unlock card closes: UIKit cannot present an
/// alert while a sheet is being dismissed (the alert is dropped, and SwiftUI then believes it is
/// showing, so later messages never appear either). A screen that presents the card modally
/// reports it with ``presentationOpened()`` and ``presentationClosed()``; a message that has to
/// close it waits for ``presentationClosed()``. SeamComponents' list does both.
///
/// A request never replaces a card whose unlock is running (``SeamSelectionChange``): the
/// screen reports the card's phase with ``presentedCardPhaseChanged(_:)``, the request waits
/// while ``isWaitingForUnlock`` (tell the person) and is delivered when the attempt ends. Nor
/// does it cut short a card showing "Door unlocked": it is delivered once the card leaves
/// ``SeamUnlockPhase/granted`` (the success dwell ended, or Done).
///
/// ```swift
/// let delivery = SeamUnlockRequestDelivery(router: .shared)
/// delivery.attach(to: credentialsViewModel)
/// // show `delivery.message` as an alert while it is set; around your card's sheet:
/// // .onAppear { delivery.presentationOpened() }, onDismiss: { delivery.presentationClosed() }
/// // and on the card: .onReceive(card.$phase) { delivery.presentedCardPhaseChanged($0) }
/// ```
@MainActor
public final class SeamUnlockRequestDelivery: ObservableObject {
    /// What to tell the user about the last request that showed no ready card (an unknown
    /// key, a malformed link, not signed in). A blocked card shows its own status instead.
    @Published public private(set) var message: SeamStatusPresentation?
    /// A request waits because the open card's unlock is running: choosing its key would
    /// replace the card and end that attempt without a word (``SeamSelectionChange``), so the
    /// request is delivered when the attempt ends. Tell the person while it is `true`
    /// (SeamComponents announces ``SeamCopy/unlockContinues``).
    @Published public private(set) var isWaitingForUnlock = false
    /// The last outcome delivered, for apps that present more than the selection.
    @Published public private(set) var lastOutcome: SeamUnlockRequestOutcome?

    public let router: SeamUnlockRouter
    private let clock: any SeamClock
    private weak var list: SeamCredentialsViewModel?
    private var subscriptions: [AnyCancellable] = []
    private var isScheduled = false
    /// The list has been active: going inactive after that is a sign-out.
    private var hasBeenActive = false
    /// The screen reported its unlock card presented (a sheet) and not yet closed.
    private var isPresentingCard = false
    /// A message that closed the card, shown once the presentation has closed.
    private var heldMessage: SeamStatusPresentation?
    /// The phase of the presented card, as the screen reports it.
    private var presentedPhase: SeamUnlockPhase?

    /// Messages are worded in the attached list's ``SeamCredentialsViewModel/locale``, the
    /// language the screen is shown in.
    public init(router: SeamUnlockRouter, clock: any SeamClock = SeamSystemClock()) {
        self.router = router
        self.clock = clock
    }

    /// Starts delivering to `list` (again, if it was attached to another).
    public func attach(to list: SeamCredentialsViewModel) {
        guard list !== self.list else { return }
        self.list = list
        hasBeenActive = list.activation == .active
        // @Published emits before the value is stored, so delivery runs on the next turn of
        // the main actor, when the router, keys and activation all hold their new values.
        subscriptions = [
            router.$pending.sink { [weak self] _ in self?.schedule() },
            list.$credentials.sink { [weak self] _ in self?.schedule() },
            list.$activation.sink { [weak self] _ in self?.schedule() },
        ]
    }

    /// Clears ``message`` once the user has seen it.
    public func dismissMessage() {
        message = nil
    }

    /// The screen presented its unlock card modally (a sheet appeared): a message must close
    /// it and wait until ``presentationClosed()`` before it shows.
    public func presentationOpened() {
        isPresentingCard = true
    }

    /// The presented card's phase changed: while it is unlocking, requests wait
    /// (``isWaitingForUnlock``); once the attempt ends, a waiting request is delivered.
    public func presentedCardPhaseChanged(_ phase: SeamUnlockPhase) {
        presentedPhase = phase
        schedule()
    }

    /// The card's presentation has finished closing (the sheet's `onDismiss`): a message held
    /// for it shows now.
    public func presentationClosed() {
        isPresentingCard = false
        presentedPhase = nil
        schedule()
        if let heldMessage {
            self.heldMessage = nil
            message = heldMessage
        }
    }

    /// Whether `pending` asks for the key whose card is open (it goes to that card as before).
    private static func asksFor(_ credentialId: String?, _ pending: SeamUnlockRouter.Pending) -> Bool {
        if case .request(let request) = pending { return request.credentialId == credentialId }
        return false
    }

    private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor [weak self] in self?.deliver() }
    }

    /// Applies the waiting request's outcome, if it has one yet.
    public func deliver() {
        isScheduled = false
        guard let list else { return }
        if list.activation == .active { hasBeenActive = true }
        if isPresentingCard, let presentedPhase, SeamSelectionChange.decide(phase: presentedPhase) == .keepsUnlocking,
           let pending = router.pending, !Self.asksFor(list.selectedCredentialId, pending) {
            if !isWaitingForUnlock { isWaitingForUnlock = true }
            return
        }
        // "Door unlocked" plays out its dwell (or waits for Done) before another card replaces
        // it; the phase change that ends it delivers the request.
        if isPresentingCard, presentedPhase == .granted, let pending = router.pending,
           !Self.asksFor(list.selectedCredentialId, pending) {
            if isWaitingForUnlock { isWaitingForUnlock = false }
            return
        }
        if isWaitingForUnlock { isWaitingForUnlock = false }
        guard let outcome = router.takeOutcome(credentials: list.credentials, activation: list.activation,
                                               now: clock.now, locale: list.locale,
                                               isSignedOut: hasBeenActive && list.activation == .inactive) else { return }
        lastOutcome = outcome
        switch outcome {
        case .showCard(let id, _), .showBlockedCard(let id, _, _):
            message = nil
            heldMessage = nil
            // The card already on screen is the one asked for: the person was looking at it,
            // so its taps are theirs (no hold; the card gets no new appearance to time one).
            if isPresentingCard, list.selectedCredentialId == id { router.cardAlreadyShown(credentialId: id) }
            list.select(id)
        case .showMessage(_, let status):
            // A sheet (the open unlock card) would hide the alert: close it first, and show
            // the message once it has closed, not in the same turn (UIKit would drop it).
            list.select(nil)
            if isPresentingCard {
                heldMessage = status
            } else {
                message = status
            }
        }
    }
}
