import Foundation

extension Seam {
    /// How far back ``recentActivity(within:)`` looks when not told: 7 days.
    public static let defaultActivityWindow: TimeInterval = 7 * 24 * 60 * 60

    /// The session's recent lock events (``SeamLockActivity``), newest first: unlocked, locked
    /// and access denied at the locks it can see, from `now - window` on.
    ///
    /// Every request sends `since` (Seam's `/events/list` requires it or `between`); the events
    /// come in pages of 100, at most 5 pages (the 500 newest). An engine without lock events
    /// (the sandbox) returns none.
    ///
    /// ```swift
    /// let activity = try await Seam.shared.recentActivity()
    /// let lastOpened = activity.first { $0.kind == .unlocked }?.occurredAt
    /// ```
    ///
    /// - Parameter window: Seconds back from now; 7 days by default, clamped to 1 s ... 30 days.
    /// - Throws: ``SeamError/initializationRequired`` when not active, or the ``SeamError`` the
    ///   request failed with (``SeamError/invalidClientSessionToken`` ends the session as a
    ///   refresh does).
    public func recentActivity(within window: TimeInterval = Seam.defaultActivityWindow) async throws -> [SeamLockActivity] {
        let engine: any SeamEngine = try lifecycle.withLock { state in
            guard case .active(let session) = state else { throw SeamError.initializationRequired }
            return session.engine
        }
        let span = window.isNaN ? Self.defaultActivityWindow : min(max(window, 1), 30 * 24 * 60 * 60)
        return try await engine.recentActivity(since: clock.now.addingTimeInterval(-span))
    }
}
