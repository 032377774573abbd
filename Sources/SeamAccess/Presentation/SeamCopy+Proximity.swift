import Foundation

extension SeamStatusPresentation.Copy {
    /// The Unlock button's accessibility hint for a key of `provider` used at `proximity`, so
    /// VoiceOver says what the card shows: "Hold your phone near the reader after tapping."
    /// (``SeamUnlockProximity/touch``) or "Stay within a few metres of the door after
    /// tapping." (``SeamUnlockProximity/nearby``). A `nil` proximity, and a lock key opened
    /// over the internet, read as ``unlockHint(provider:locale:)``.
    package static func unlockHint(provider: String?, proximity: SeamUnlockProximity?,
                                  locale: Locale) -> String {
        guard let proximity, provider != SeamRemoteUnlock.provider else {
            return unlockHint(provider: provider, locale: locale)
        }
        return SeamLocalization.string("ui.unlock.hint.\(proximity.rawValue)", locale: locale)
    }
}
