import Foundation

/// One thing that happened at a lock the session can see, as Seam's `/events/list` reports it:
/// unlocked, locked, or access denied, when, and how.
///
/// ``Seam/recentActivity(within:of:)`` lists them, newest first.
///
/// ```swift
/// let activity = try await Seam.shared.recentActivity()
/// for item in activity where item.kind == .accessDenied {
///     print(item.occurredAt, item.keyId)
/// }
/// ```
public struct SeamLockActivity: Hashable, Sendable, Identifiable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `lock.unlocked`.
        case unlocked = "lock.unlocked"
        /// `lock.locked`.
        case locked = "lock.locked"
        /// `lock.access_denied`: someone tried and the lock refused.
        case accessDenied = "lock.access_denied"
    }

    /// The event's `event_id`.
    public let id: String
    /// What happened (its `event_type`).
    public let kind: Kind
    /// When it happened at the lock (`occurred_at`).
    public let occurredAt: Date
    /// The lock's `device_id`: the ``SeamCredential/id`` of its lock key, when the session has one.
    public let keyId: String
    /// How, as Seam says it (`remote`, `keycode`, `manual`, `automatic`, `card`, `unknown`), or
    /// `nil` when the event says nothing. Kept as the API's word, so a new method is not lost.
    public let method: String?
    /// The action attempt that caused it (`action_attempt_id`) when Seam made it happen, as
    /// with a remote unlock from this app.
    public let actionAttemptId: String?

    /// Creates an activity item.
    public init(id: String, kind: Kind, occurredAt: Date, keyId: String, method: String? = nil,
                actionAttemptId: String? = nil) {
        self.id = id
        self.kind = kind
        self.occurredAt = occurredAt
        self.keyId = keyId
        self.method = method
        self.actionAttemptId = actionAttemptId
    }
}
