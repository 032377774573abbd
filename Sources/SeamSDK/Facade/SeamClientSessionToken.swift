import Foundation

/// A validated client session token.
///
/// The raw token is available to engines through ``rawValue``; every textual form
/// (`description`, `debugDescription`, string interpolation, `dump`) is redacted, so a token
/// never reaches a log by accident.
@_spi(SeamInternal) public struct SeamClientSessionToken: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The prefix every Seam client session token starts with.
    public static let prefix = "seam_cst"
    private static let maximumLength = 4_096

    /// The token exactly as the backend expects it.
    public let rawValue: String

    /// Validates `token`: surrounding white space is ignored; what remains must start with
    /// `seam_cst`, continue with at least one character, and contain only letters, digits,
    /// `_` and `-`.
    ///
    /// - Throws: ``SeamError/invalidClientSessionToken`` when it does not.
    public init(validating token: String) throws {
        let trimmed = token.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(Self.prefix),
              trimmed.count > Self.prefix.count,
              trimmed.count <= Self.maximumLength,
              trimmed.unicodeScalars.allSatisfy(Self.isAllowed)
        else { throw SeamError.invalidClientSessionToken }
        rawValue = trimmed
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-": true
        default: false
        }
    }

    public var description: String { "seam_cst…(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
