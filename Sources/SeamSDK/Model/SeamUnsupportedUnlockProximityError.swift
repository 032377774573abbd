import Foundation

/// ``Seam/unlock(using:proximity:timeout:)`` was asked for a proximity the credential does not
/// list in ``SeamCredential/supportedUnlockProximities``.
///
/// Thrown before anything is sent to the lock, after the credential's own errors. Pass one of
/// the listed proximities, or `nil` for the credential's preferred one (a credential that lists
/// none leaves the distance to its lock integration, and only `nil` unlocks it). A type of its
/// own rather than a ninth ``SeamError`` case, so a `switch` over Seam's eight cases stays
/// exhaustive.
///
/// ```swift
/// do {
///     cancellable = try Seam.shared.unlock(using: key.id, proximity: .nearby).sink { _ in }
/// } catch is SeamUnsupportedUnlockProximityError {
///     // the key lists other proximities (key.supportedUnlockProximities)
/// }
/// ```
public struct SeamUnsupportedUnlockProximityError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The proximity that was asked for.
    public let proximity: SeamUnlockProximity

    /// Creates the error.
    public init(proximity: SeamUnlockProximity) {
        self.proximity = proximity
    }

    /// `unsupportedUnlockProximity [touch]`: stable, not localized.
    public var description: String { "unsupportedUnlockProximity [\(proximity.rawValue)]" }
}
