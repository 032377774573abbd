import Foundation

extension SeamWidgetEntry {
    /// The one line an inline or circular Lock Screen widget has room for: the key's name
    /// when it can unlock, the problem's badge when it cannot, the situation's title
    /// otherwise.
    public var compactText: String {
        switch state {
        case .nextKey, .noKeys, .signedOut: headline
        case .noUsableKey: statusText
        }
    }

    /// Whether ``compactText`` names a key and must be redacted while locked.
    public func isCompactTextPrivacySensitive(_ privacy: SeamWidgetPrivacy) -> Bool {
        state == .nextKey && privacy.isPrivacySensitive(.headline, in: self)
    }

    /// "+2" when other keys can unlock too; `nil` otherwise.
    public var moreKeysText: String? {
        otherUsableCount > 0 ? "+\(otherUsableCount)" : nil
    }
}
