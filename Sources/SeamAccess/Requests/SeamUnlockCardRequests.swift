import Foundation

/// What any unlock card under a screen that takes requests does with them, the same for the
/// list's own sheet, an app's sheet or pushed screen, and an embedded card: it starts the unlock
/// a link, widget or Siri asked for (once, in the foreground, while fresh:
/// ``SeamUnlockCardViewModel/startRequestedUnlock(from:isAppActive:locale:eventMonitor:)``) and
/// reports its phase to the router and the delivery. `SeamUnlockCardView` only forwards to it.
@MainActor
package struct SeamUnlockCardRequests {
    /// Where the requests come from.
    package let router: SeamUnlockRouter
    /// The screen's delivery (`seamUnlockRequests(from:list:)`), when the card is under one.
    package let delivery: SeamUnlockRequestDelivery?
    /// How the card is shown.
    package let hosting: SeamUnlockCardHosting

    package init(router: SeamUnlockRouter, delivery: SeamUnlockRequestDelivery?, hosting: SeamUnlockCardHosting) {
        self.router = router
        self.delivery = delivery
        self.hosting = hosting
    }

    /// The card is on screen: it takes the screen's `locale` and `eventMonitor`, the router
    /// times its held taps from now and counts it on screen, the screen learns it is shown
    /// (hosted as ``hosting`` now, remembered for its hide), and it starts what a request asked
    /// for. Returns whether an attempt started.
    @discardableResult
    package func appeared(_ card: SeamUnlockCardViewModel, isAppActive: Bool, locale: Locale,
                          eventMonitor: (any SeamEventMonitor)?) -> Bool {
        card.prepare(locale: locale, eventMonitor: eventMonitor)
        router.cardAppeared(credentialId: card.credentialId)
        router.cardOnScreen(card.requestToken, credentialId: card.credentialId)
        delivery?.cardShown(card.requestToken, credentialId: card.credentialId, hosting: hosting)
        delivery?.cardPhaseChanged(card.requestToken, card.requestPhase)
        return startIfAsked(card, isAppActive: isAppActive, locale: locale, eventMonitor: eventMonitor)
    }

    /// The app came to the foreground, or a request armed a new auto-start: starts if a
    /// request asked for this card's key and the card is on screen (a card left under a pushed
    /// screen, in another tab, or gone starts nothing). Returns whether an attempt started.
    @discardableResult
    package func startIfAsked(_ card: SeamUnlockCardViewModel, isAppActive: Bool, locale: Locale,
                              eventMonitor: (any SeamEventMonitor)?) -> Bool {
        card.startRequestedUnlock(from: router, isAppActive: isAppActive, locale: locale, eventMonitor: eventMonitor,
                                  onlyOnScreen: true)
    }

    /// The card's phase changed (``SeamUnlockCardViewModel/requestPhases``, which counts a
    /// running Lock as busy): the request it runs hears how it ended, and the screen holds
    /// requests for other keys while it unlocks or locks.
    package func phaseChanged(_ card: SeamUnlockCardViewModel, to phase: SeamUnlockCardViewModel.Phase) {
        router.cardPhaseChanged(credentialId: card.credentialId, phase: phase, card: card.requestToken)
        delivery?.cardPhaseChanged(card.requestToken, phase)
    }

    /// The card went away: it no longer starts requests, a request waiting on it is answered,
    /// and the screen no longer counts it, judged by how it was hosted when it appeared (the
    /// list's own sheet counts until its dismissal has finished).
    package func disappeared(_ card: SeamUnlockCardViewModel) {
        router.cardOffScreen(card.requestToken)
        router.cardDismissed(credentialId: card.credentialId)
        delivery?.cardHidden(card.requestToken)
    }
}
