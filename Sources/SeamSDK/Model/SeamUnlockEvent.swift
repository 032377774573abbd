import Foundation

/// One step of an unlock attempt, as ``Seam/unlock(using:proximity:timeout:)`` emits it.
///
/// An attempt emits ``launched`` first and then exactly one terminal event: ``grantedAccess``,
/// ``timedOut`` or ``connectionFailed(debugDescription:)``.
///
/// ```swift
/// for await event in try Seam.shared.unlock(using: credential.id).values {
///     if case .grantedAccess = event { showOpened() }
/// }
/// ```
public enum SeamUnlockEvent: Hashable, Sendable {
    /// The phone started looking for the lock.
    case launched
    /// The lock granted access.
    case grantedAccess
    /// The lock did not answer within the timeout.
    case timedOut
    /// Talking to the lock failed. `debugDescription`, when present, is for logs, not for people.
    case connectionFailed(debugDescription: String?)

    /// Whether this event ends the attempt.
    public var isTerminal: Bool {
        self != .launched
    }
}
