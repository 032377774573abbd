import Foundation

extension SeamStatusPresentation {
    /// The presentation of an unlock card phase for a key of `provider` used at `proximity`:
    /// what the person should do with the phone. Ready and unlocking say it ("Hold your phone
    /// near the reader" for ``SeamUnlockProximity/touch``, "Stay within a few metres of the
    /// door" for ``SeamUnlockProximity/nearby``); every other phase, a `nil` proximity and a
    /// key opened over the internet read as ``init(phase:provider:locale:)``.
    ///
    /// ```swift
    /// let status = SeamStatusPresentation(phase: .unlocking, provider: "salto_space", proximity: .nearby, locale: locale)
    /// status.message  // "Stay within a few metres of the door."
    /// ```
    public init(phase: SeamUnlockCardViewModel.Phase, provider: String?, proximity: SeamUnlockProximity?, locale: Locale) {
        let base = SeamStatusPresentation(phase: phase, provider: provider, locale: locale)
        let step: String
        switch phase {
        case .idle: step = "idle"
        case .unlocking: step = "unlocking"
        default: step = ""
        }
        guard let proximity, !step.isEmpty, provider != SeamRemoteUnlock.provider else {
            self = base
            return
        }
        self.init(badge: base.badge, title: base.title,
                  message: SeamLocalization.string("unlock.proximity.\(proximity.rawValue).\(step).message", locale: locale),
                  systemImage: base.systemImage, tone: base.tone, action: base.action)
    }
}
