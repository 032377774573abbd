import Foundation

/// ``Seam/recentActivity(within:of:)`` could not read lock events because the Seam API does
/// not offer them to this client session (it answered 403 or 404 on `/events/list`).
///
/// Distinct from an empty answer: "no activity" is something the API said, this is that it
/// said nothing. A type of its own rather than a ninth ``SeamError`` case, so a `switch` over
/// Seam's eight cases stays exhaustive.
///
/// ```swift
/// do {
///     let activity = try await Seam.shared.recentActivity(of: key.id)
///     show(activity)
/// } catch is SeamActivityUnavailableError {
///     hideActivity()  // this session cannot read events: never say "no activity"
/// }
/// ```
public struct SeamActivityUnavailableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The HTTP status the API answered with (403 or 404).
    public let status: Int

    /// Creates the error.
    public init(status: Int) {
        self.status = status
    }

    /// `activityUnavailable (HTTP 403)`: stable, not localized.
    public var description: String { "activityUnavailable (HTTP \(status))" }
}
