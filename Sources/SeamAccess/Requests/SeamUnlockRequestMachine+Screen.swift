import Foundation

extension SeamUnlockRequestMachine {
    /// What a key screen does with the pending request when its keys, activation or card change.
    ///
    /// A request never replaces a card whose unlock is running (``SeamSelectionChange``): it
    /// waits (and the person is told) and is delivered when the attempt ends. Nor does it cut
    /// short a card showing "Door unlocked": it is delivered once the card leaves
    /// ``SeamUnlockCardViewModel/Phase/granted``. A message never shows in the same turn as the card's sheet
    /// closes (UIKit would drop the alert): it is held until ``Event/presentationClosed``.
    static func screenChanged(_ keys: Keys, at: Date, in state: inout State, _ effects: inout [Effect]) {
        var keys = keys
        if keys.activation == .active { state.screen.hasBeenActive = true }
        keys.isSignedOut = state.screen.hasBeenActive && keys.activation == .inactive
        let screen = state.screen
        // Any unlock card under the screen counts, the app's own (a sheet, a pushed screen, one
        // embedded in the screen) as much as the list's sheet, each by its own phase.
        let requestedId: String? = if case .request(let request) = state.pending { request.credentialId } else { nil }
        let others = state.pending == nil ? [] : screen.phases(selected: keys.selectedCredentialId)
            .filter { $0.credentialId == nil || $0.credentialId != requestedId }.map(\.phase)
        if others.contains(where: { SeamSelectionChange.decide(phase: $0) == .keepsUnlocking }) {
            if !screen.isWaitingForUnlock {
                state.screen.isWaitingForUnlock = true
                effects.append(.announceUnlockContinues)
            }
            return
        }
        state.screen.isWaitingForUnlock = false
        // "Door unlocked" plays out its dwell (or waits for Done) before another card replaces
        // it; the phase change that ends it delivers the request.
        if others.contains(.granted) { return }
        var taken: [Effect] = []
        take(keys, at: at, in: &state, &taken)
        effects += taken
        guard let outcome = taken.lazy.compactMap(\.delivered).first else { return }
        state.screen.lastOutcome = outcome
        if let id = outcome.credentialId {
            state.screen.message = nil
            state.screen.heldMessage = nil
            // The card already on screen is the one asked for: the person was looking at it,
            // so its taps are theirs (no hold; the card gets no new appearance to time one).
            let isShown = screen.showsCard(for: id) || (screen.isSheetOpen && keys.selectedCredentialId == id)
            if isShown, state.opening?.credentialId == id {
                state.opening = nil
            }
            // A card for the key is on screen (the app's own, embedded or presented): the
            // request goes to it (it starts on the new auto-start), and the list opens no
            // second card over it.
            if !screen.showsCard(for: id) || keys.selectedCredentialId == id { effects.append(.select(id)) }
        } else {
            // A presented card saying the door may have opened (its session ended after the
            // request was sent) stays until the person closes it: the message waits for that.
            let cardWarns = screen.phases(selected: keys.selectedCredentialId).contains { $0.phase.lockMayHaveActed }
            if screen.isPresentingCard, cardWarns {
                state.screen.heldMessage = outcome.screenStatus
                return
            }
            // A sheet (the open unlock card) would hide the alert: close it first, and show the
            // message once it has closed, not in the same turn (UIKit would drop it). Beside a
            // card embedded in the screen it shows at once.
            effects.append(.select(nil))
            if screen.isPresentingCard {
                state.screen.heldMessage = outcome.screenStatus
            } else {
                state.screen.message = outcome.screenStatus
            }
        }
    }

    /// Whether `pending` asks for the key whose card is open (it goes to that card as before).
    private static func asks(_ pending: Pending, for credentialId: String?) -> Bool {
        if case .request(let request) = pending { return request.credentialId == credentialId }
        return false
    }

    /// What `request` shows against `keys`, or `nil` while it must wait for the list to load.
    ///
    /// - Parameter isFresh: The request is young enough to start unlocking by itself
    ///   (``Configuration/maximumAutoStartAge``); a stale one only shows the card.
    package static func resolve(_ request: SeamUnlockRequest, keys: Keys, isFresh: Bool = true) -> SeamUnlockRequest.Outcome? {
        let locale = keys.locale
        if let credential = keys.credentials.first(where: { $0.id == request.credentialId }) {
            if let error = credential.effectiveErrors(at: keys.now).first,
               let status = SeamStatusPresentation(credential: credential, now: keys.now, locale: locale) {
                return .showBlockedCard(credentialId: credential.id, error: error, status: status)
            }
            let startsUnlock = request.startsUnlock && request.source.mayStartUnlock && isFresh
            return .showCard(credentialId: credential.id, startsUnlock: startsUnlock)
        }
        switch keys.activation {
        case .inactive where keys.isSignedOut:
            return .notActivated(.initializationRequired, status: SeamStatusPresentation(error: .initializationRequired,
                                                                                         locale: locale))
        case .inactive, .activating:
            // An offline cache may list keys before activation ends; the key may still come.
            return nil
        case .active:
            return .unknownCredential(request.credentialId,
                                      status: SeamUnlockRequest.Outcome.keyUnavailableStatus(locale: locale))
        case .failed(let error):
            return .notActivated(error, status: SeamStatusPresentation(failure: error, locale: locale))
        }
    }
}

extension SeamUnlockRequestMachine.Effect {
    /// The answer the screen took, for ``delivered(_:)``.
    var delivered: SeamUnlockRequest.Outcome? {
        if case .delivered(let outcome) = self { return outcome }
        return nil
    }
}
