import Foundation

/// Why a URL in the Seam link form could not be turned into a ``SeamUnlockRequest``.
///
/// Every case is shown to the user as the same message (see
/// ``SeamUnlockRequestOutcome/Problem/invalidLink(_:)``); the case says what was wrong for
/// logs and tests.
public enum SeamLinkError: Hashable, Sendable {
    /// The link names no key (`credential` missing or empty).
    case missingCredentialId
    /// The key id is longer than ``SeamLinkFormat/maximumCredentialIdLength`` or contains
    /// control characters or a slash.
    case invalidCredentialId
    /// The action after `seam/` is not `unlock`.
    case unknownAction(String)
    /// `start` is not `0`, `1`, `true` or `false`.
    case invalidStartValue(String)
}
