import Foundation

extension SeamWidgetEntry {
    /// The one line an inline or circular Lock Screen widget has room for: the key's name
    /// when it can unlock, the problem's badge when it cannot, the situation's title
    /// otherwise.
    package var compactText: String {
        switch state {
        case .nextKey, .noKeys, .signedOut: headline
        case .noUsableKey, .lockNotSupported: statusText
        }
    }

    /// Whether ``compactText`` names a key and must be redacted while locked.
    package func isCompactTextPrivacySensitive(_ privacy: SeamExtensionConfiguration.WidgetPrivacy) -> Bool {
        state == .nextKey && privacy.isPrivacySensitive(.headline, in: self)
    }

    /// What VoiceOver says for the circular widget, which shows only a symbol: the compact
    /// text, or, while the device is locked and that text names a key, the widget's generic
    /// "Keys" title (in the entry's ``locale``). The symbol itself names no key and is never
    /// redacted.
    package func compactAccessibilityLabel(_ privacy: SeamExtensionConfiguration.WidgetPrivacy, isLocked: Bool) -> String {
        isLocked && isCompactTextPrivacySensitive(privacy) ? SeamLocalization.string("ui.keys", locale: locale) : compactText
    }

    /// "+2" when other keys can unlock too; `nil` otherwise.
    package var moreKeysText: String? {
        otherUsableCount > 0 ? "+\(otherUsableCount)" : nil
    }
}
