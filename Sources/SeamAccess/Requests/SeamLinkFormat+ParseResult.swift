import Foundation

extension SeamLinkFormat {
    /// What ``SeamLinkFormat/parse(_:source:now:)`` made of a URL: a request, something that is
    /// not a Seam link, or a Seam link that is wrong (every other case).
    ///
    /// A wrong link is shown to the user as one message (see
    /// ``SeamUnlockRequest/Outcome/invalidLink(_:status:)``); its case says what was wrong for
    /// logs and tests.
    public enum ParseResult: Hashable, Sendable {
        /// A valid Seam link.
        case request(SeamUnlockRequest)
        /// Not a Seam link at all; the app handles it as it would otherwise.
        case notSeamLink
        /// The link names no key (`credential` missing or empty).
        case missingCredentialId
        /// The key id is longer than ``SeamLinkFormat/maximumCredentialIdLength`` or contains
        /// control characters or a slash.
        case invalidCredentialId
        /// The action after `seam/` is not `unlock`.
        case unknownAction(String)
        /// `start` is not `0`, `1`, `true` or `false`.
        case invalidStartValue(String)

        /// A Seam link (the app's scheme or link host, and the `seam` path) that is wrong: show
        /// the message, do not ignore it.
        public var isInvalid: Bool {
            switch self {
            case .request, .notSeamLink: false
            case .missingCredentialId, .invalidCredentialId, .unknownAction, .invalidStartValue: true
            }
        }
    }
}
