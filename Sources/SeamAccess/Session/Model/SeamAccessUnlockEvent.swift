import Foundation

/// One step of an unlock attempt, as emitted by
/// ``SeamServiceProtocol/unlock(using:timeout:)``.
///
/// An attempt emits ``launched`` first and then exactly one terminal event:
/// ``grantedAccess``, ``timedOut`` or ``connectionFailed(debugDescription:)``.
public enum SeamAccessUnlockEvent: Equatable, Hashable, Sendable {
    /// The phone started looking for the lock.
    case launched
    /// The lock granted access.
    case grantedAccess
    /// The lock did not answer within the timeout.
    case timedOut
    /// Talking to the lock failed. `debugDescription` is for logs, not for users.
    case connectionFailed(debugDescription: String)

    /// Whether this event ends the attempt.
    public var isTerminal: Bool {
        self != .launched
    }
}

extension SeamAccessUnlockEvent {
    /// The UI's form of the SDK's `event`; a failure without a description reads as an empty one.
    public init(_ event: SeamUnlockEvent) {
        switch event {
        case .launched: self = .launched
        case .grantedAccess: self = .grantedAccess
        case .timedOut: self = .timedOut
        case .connectionFailed(let debugDescription): self = .connectionFailed(debugDescription: debugDescription ?? "")
        }
    }
}
