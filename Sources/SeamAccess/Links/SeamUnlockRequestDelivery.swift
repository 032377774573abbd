import Foundation

/// Connects ``SeamUnlockRouter`` to a key list: whenever a request is waiting, or the list's
/// keys or activation change, it asks the router for the outcome and applies it: selects the
/// key (so the list presents its unlock card) or holds the message to show.
///
/// SeamComponents' `seamUnlockRequests(_:)` modifier owns one; apps with their own key screen
/// use it directly.
///
/// ```swift
/// let delivery = SeamUnlockRequestDelivery(router: .shared)
/// delivery.attach(to: credentialsViewModel)
/// // show `delivery.message` as an alert while it is set
/// ```
@MainActor
public final class SeamUnlockRequestDelivery: ObservableObject {
    /// What to tell the user about the last request that showed no ready card (an unknown
    /// key, a malformed link, not signed in). A blocked card shows its own status instead.
    @Published public private(set) var message: SeamStatusPresentation?
    /// The last outcome delivered, for apps that present more than the selection.
    @Published public private(set) var lastOutcome: SeamUnlockRequestOutcome?

    public let router: SeamUnlockRouter
    private let clock: any SeamClock
    private weak var list: SeamCredentialsViewModel?
    private var subscriptions: [AnyCancellable] = []
    private var isScheduled = false
    /// The list has been active: going inactive after that is a sign-out.
    private var hasBeenActive = false

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
        guard let outcome = router.takeOutcome(credentials: list.credentials, activation: list.activation,
                                               now: clock.now, locale: list.locale,
                                               isSignedOut: hasBeenActive && list.activation == .inactive) else { return }
        lastOutcome = outcome
        switch outcome {
        case .showCard(let id, _), .showBlockedCard(let id, _, _):
            message = nil
            list.select(id)
        case .showMessage(_, let status):
            // A sheet (the open unlock card) would hide the alert: close it first, so the
            // message is seen and not dropped.
            list.select(nil)
            message = status
        }
    }
}
