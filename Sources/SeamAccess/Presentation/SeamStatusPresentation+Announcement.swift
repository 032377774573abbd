import Foundation

extension SeamStatusPresentation {
    /// What VoiceOver hears when the unlock card turns to `phase`, this presentation on screen:
    /// an outcome's title and message; a running attempt's title only, plus what to do with the
    /// phone for a key with a `proximity` not opened over the internet ("Unlocking… Hold your phone
    /// near the reader."), which a person who cannot see the card would otherwise miss.
    package func announcement(for phase: SeamUnlockCardViewModel.Phase, provider: String?, proximity: SeamUnlockProximity?,
                             locale: Locale) -> String {
        let saysWhatToDo = phase == .unlocking && proximity != nil && provider != SeamRemoteUnlock.provider
        guard !phase.isUnlocking || saysWhatToDo else { return title }
        return SeamSpokenSentences.join(title, message, locale: locale)
    }
}
