import Foundation

extension SeamExtensionConfiguration {
    /// What the widget may show while the device is locked.
    ///
    /// Codes and card numbers are never part of a `SeamWidgetEntry` at all. Key names and
    /// locations can say where someone is staying ("Room 101, Hotel Marina"), so an app chooses
    /// whether they show on a locked Lock Screen; the widget marks the fields listed by
    /// ``privacySensitiveFields`` with SwiftUI's `privacySensitive()`, which WidgetKit redacts
    /// while the device is locked.
    ///
    /// ```swift
    /// let privacy = SeamExtensionConfiguration.WidgetPrivacy.hidesKeyDetailsWhenLocked
    /// privacy.privacySensitiveFields  // [.headline, .detail]
    /// ```
    public enum WidgetPrivacy: String, Hashable, Sendable, CaseIterable {
        /// Key names and locations show on the Lock Screen (status and expiry always do).
        case showsKeyDetails
        /// Key names and locations are redacted while the device is locked. The default.
        case hidesKeyDetailsWhenLocked

        /// A text field of the widget.
        public enum Field: String, Hashable, Sendable, CaseIterable {
            /// The key's name.
            case headline
            /// The key's place.
            case detail
            /// The situation or expiry line.
            case statusText
        }

        /// The fields to mark `privacySensitive()`.
        public var privacySensitiveFields: Set<Field> {
            switch self {
            case .showsKeyDetails: []
            case .hidesKeyDetailsWhenLocked: [.headline, .detail]
            }
        }

        /// Whether `field` of `entry` must be redacted while locked. Situation copy ("No keys
        /// yet", "Mobile keys aren't set up yet") names no key, so it is never redacted.
        package func isPrivacySensitive(_ field: Field, in entry: SeamWidgetEntry) -> Bool {
            guard entry.credentialId != nil else { return false }
            return privacySensitiveFields.contains(field)
        }
    }
}
