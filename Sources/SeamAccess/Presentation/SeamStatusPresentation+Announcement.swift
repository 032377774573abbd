import Foundation

extension SeamStatusPresentation {
    /// What VoiceOver hears when the unlock card turns to `phase`, this presentation on screen.
    ///
    /// An outcome says its title and message. While an attempt runs only the title is said
    /// ("Unlocking…"), so the announcement stays short, except when the message tells the
    /// person what to do with the phone: unlocking with a key that has a `proximity` (and is
    /// not opened over the internet) adds "Hold your phone near the reader." or "Stay within a
    /// few metres of the door.", which a person who cannot see the card would otherwise miss.
    ///
    /// ```swift
    /// let status = SeamStatusPresentation(phase: .unlocking, provider: "salto_ks", proximity: .touch, locale: locale)
    /// status.announcement(for: .unlocking, provider: "salto_ks", proximity: .touch, locale: locale)
    /// // "Unlocking… Hold your phone near the reader."
    /// ```
    package func announcement(for phase: SeamUnlockCardViewModel.Phase, provider: String?, proximity: SeamUnlockProximity?,
                             locale: Locale) -> String {
        let saysWhatToDo = phase == .unlocking && proximity != nil && provider != SeamRemoteUnlock.provider
        guard !phase.isUnlocking || saysWhatToDo else { return title }
        return SeamSpokenSentences.join(title, message, locale: locale)
    }
}
