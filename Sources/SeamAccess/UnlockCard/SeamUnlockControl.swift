import Foundation

/// What the unlock card's Unlock control shows and says: the word "Unlock" under the key
/// symbol, for everyone, as the widget's and the Live Activity's Unlock show it. The
/// instruction beside it says "Tap Unlock"; a control showing only a key symbol left sighted
/// people to guess which control that was, while VoiceOver heard the word.
package struct SeamUnlockControl: Hashable, Sendable {
    /// The word on the control, and its VoiceOver label: what the instruction tells people to tap.
    package let title: String
    /// The symbol above the word.
    package let systemImage: String
    /// What happens after the tap, for VoiceOver (where to hold the phone, or that the lock
    /// opens over the internet).
    package let accessibilityHint: String

    /// The control for a key of `provider`, unlocked at `proximity`, in `locale`.
    package init(provider: String?, proximity: SeamUnlockProximity?, locale: Locale) {
        title = SeamStatusPresentation.Copy.unlock.text(locale: locale)
        systemImage = "key.fill"
        accessibilityHint = SeamStatusPresentation.Copy.unlockHint(provider: provider, proximity: proximity, locale: locale)
    }
}

extension SeamUnlockCardViewModel {
    /// The Unlock control of this card's key, in `locale` (the view's, from the first frame).
    package func unlockControl(locale: Locale) -> SeamUnlockControl {
        SeamUnlockControl(provider: credential?.provider, proximity: proximity, locale: locale)
    }
}
