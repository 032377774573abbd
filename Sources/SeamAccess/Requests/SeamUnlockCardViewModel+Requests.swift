import Foundation

extension SeamUnlockCardViewModel {
    /// Hands the card what its screen shows it with, then starts following the key
    /// (``start()``, which tells `eventMonitor` the card is shown). `SeamUnlockCardView` calls
    /// it when it appears; ``startRequestedUnlock(from:isAppActive:locale:eventMonitor:)``
    /// calls it first, so an unlock a link started is never announced in another language
    /// or missed by analytics.
    ///
    /// - Parameter eventMonitor: Replaces ``eventMonitor`` when not `nil`.
    package func prepare(locale: Locale, eventMonitor: (any SeamEventMonitor)?) {
        if self.locale != locale { self.locale = locale }
        if let eventMonitor { self.eventMonitor = eventMonitor }
        start()
    }

    /// Starts the unlock a link, widget or shortcut asked `router` for, if it asked for this
    /// card's key; `true` when an attempt started. The screen's locale and monitor are handed
    /// over first (``prepare(locale:eventMonitor:)``); a card already unlocking answers
    /// ``SeamUnlockRequest/Outcome/alreadyUnlocking``, and one whose Lock runs asks again when the
    /// lock ends. With `onlyOnScreen`, only while on screen (``SeamUnlockRouter/cardOnScreen(_:credentialId:)``).
    @discardableResult
    package func startRequestedUnlock(from router: SeamUnlockRouter, isAppActive: Bool, locale: Locale,
                                     eventMonitor: (any SeamEventMonitor)?, onlyOnScreen: Bool = false) -> Bool {
        // The card's Lock runs: the request stays armed and is asked again when the lock ends
        // (still only if fresh then), rather than answered "already unlocking", which is untrue.
        if isLocking {
            deferredRequestStart = { [weak self] in
                self?.startRequestedUnlock(from: router, isAppActive: isAppActive, locale: locale,
                                           eventMonitor: eventMonitor, onlyOnScreen: onlyOnScreen)
            }
            return false
        }
        guard router.consumeAutoStart(for: credentialId, isAppActive: isAppActive, cardPhase: phase,
                                      card: onlyOnScreen ? requestToken : nil) else { return false }
        // The started attempt's request: who asked decides whether the owner confirms first.
        let source = router.state.attempt?.request.source ?? .app
        prepare(locale: locale, eventMonitor: eventMonitor)
        unlock(startedBy: source)
        return true
    }

    /// This card's token in the request machine (its identity).
    package var requestToken: SeamUnlockRequestMachine.CardToken { SeamUnlockRequestMachine.CardToken(self) }
}
