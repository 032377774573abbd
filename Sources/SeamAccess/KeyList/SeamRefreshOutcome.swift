import Foundation

/// How a refresh of the keys ended, and whether the user should hear about it.
///
/// ```swift
/// SeamRefreshOutcome(error: CancellationError()).showsBanner          // false
/// SeamRefreshOutcome(error: SeamError.internetConnectionRequired).failure  // .internetConnectionRequired
/// ```
package enum SeamRefreshOutcome: Hashable, Sendable {
    /// The keys were fetched.
    case refreshed
    /// Another refresh was already running; this request joined it and started nothing.
    case joinedRunningRefresh
    /// The refresh was cancelled (the list went away, pull-to-refresh was abandoned): not a
    /// failure, and nothing to tell the user.
    case cancelled
    /// The refresh failed; the list keeps the keys it had.
    case failed(SeamFailure)

    /// The outcome of a refresh that threw `error`. `CancellationError` (or any error thrown
    /// while the task was cancelled) is ``cancelled``; an error that is not a ``SeamError``
    /// is reported as ``SeamError/internetConnectionRequired``, the only failure a refresh
    /// has that the user can act on.
    public init(error: any Error, taskIsCancelled: Bool = false) {
        if error is CancellationError || taskIsCancelled {
            self = .cancelled
        } else {
            self = .failed(SeamFailure(error))
        }
    }

    /// The failure worth a banner and an announcement; `nil` for anything else.
    public var failure: SeamFailure? {
        if case .failed(let error) = self { return error }
        return nil
    }

    /// Whether the "refresh failed" banner should show.
    public var showsBanner: Bool { failure != nil }
}
