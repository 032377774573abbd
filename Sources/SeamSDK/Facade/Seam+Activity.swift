import Foundation

extension Seam {
    /// How far back ``recentActivity(within:of:)`` looks when not told: 7 days.
    public static let defaultActivityWindow: TimeInterval = 7 * 24 * 60 * 60

    /// The session's recent lock events (``SeamLockActivity``), newest first: unlocked, locked
    /// and access denied at the locks it can see (or at one lock key's lock, `credentialId`),
    /// from `now - window` on.
    ///
    /// Every request sends `since` (Seam's `/events/list` requires it or `between`); the events
    /// come in pages of 100, at most 5 pages (the 500 newest). With `credentialId`, the server
    /// filters by the lock (`device_id`), so a busy door elsewhere in the session cannot push
    /// this lock's events out of those pages. The sandbox lists its smart lock's (see
    /// ``SeamSandboxSamples/ID/frontDoor``) earlier events and this session's unlocks and locks
    /// of it, with no request. An empty answer means the API listed none; a session that may not read
    /// events throws ``SeamActivityUnavailableError`` instead.
    ///
    /// ```swift
    /// let activity = try await Seam.shared.recentActivity(of: key.id)
    /// let lastOpened = activity.first { $0.kind == .unlocked }?.occurredAt
    /// ```
    ///
    /// - Parameters:
    ///   - window: Seconds back from now; 7 days by default, clamped to 1 s ... 30 days.
    ///   - credentialId: The ``SeamCredential/id`` of a lock key (its lock's `device_id`) to
    ///     list only that lock's events; `nil` (the default) for every lock of the session.
    /// - Throws: ``SeamError/initializationRequired`` when not active,
    ///   ``SeamActivityUnavailableError`` when the API offers this session no events (403 or
    ///   404), or the ``SeamError`` the request failed with
    ///   (``SeamError/invalidClientSessionToken`` ends the session as a refresh does).
    public func recentActivity(within window: TimeInterval = Seam.defaultActivityWindow,
                               of credentialId: String? = nil) async throws -> [SeamLockActivity] {
        let engine: any SeamEngine = try lifecycle.withLock { state in
            guard case .active(let session) = state else { throw SeamError.initializationRequired }
            return session.engine
        }
        let span = window.isNaN ? Self.defaultActivityWindow : min(max(window, 1), 30 * 24 * 60 * 60)
        let activity = try await engine.recentActivity(since: clock.now.addingTimeInterval(-span), deviceId: credentialId)
        // Also filtered here: a server that ignored `device_id` must not show another lock's events.
        guard let credentialId else { return activity }
        return activity.filter { $0.keyId == credentialId }
    }
}
