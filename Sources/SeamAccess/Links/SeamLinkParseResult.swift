import Foundation

/// What ``SeamLinkFormat/parse(_:)`` made of a URL.
public enum SeamLinkParseResult: Hashable, Sendable {
    /// A valid Seam link.
    case request(SeamUnlockRequest)
    /// A Seam link (the app's scheme or link host, and the `seam` path) that is wrong: show
    /// the message, do not ignore it.
    case invalid(SeamLinkError)
    /// Not a Seam link at all; the app handles it as it would otherwise.
    case notSeamLink
}
