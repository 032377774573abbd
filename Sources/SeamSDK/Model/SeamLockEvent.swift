import Foundation

/// What ``Seam/lock(using:timeout:)`` reports while it locks a lock: ``launched``, then
/// exactly one of ``locked``, ``timedOut`` or ``failed(debugDescription:)``.
///
/// A type of its own, not more cases of ``SeamUnlockEvent``: a `switch` over the unlock events
/// stays exhaustive.
///
/// ```swift
/// let cancellable = try Seam.shared.lock(using: key.id).sink { event in
///     if event == .locked { showLocked() }
/// }
/// ```
public enum SeamLockEvent: Hashable, Sendable {
    /// The lock request is on its way.
    case launched
    /// The lock reported itself locked.
    case locked
    /// The lock did not answer within the timeout. It may still lock: the request was sent.
    case timedOut
    /// The lock could not be locked, or it is not known whether it was (a lost connection
    /// after the request left). The text is for logs.
    case failed(debugDescription: String?)

    /// Whether this event ends the attempt.
    public var isTerminal: Bool { self != .launched }

    init(_ event: SeamUnlockEvent) {
        switch event {
        case .launched: self = .launched
        case .grantedAccess: self = .locked
        case .timedOut: self = .timedOut
        case .connectionFailed(let debugDescription): self = .failed(debugDescription: debugDescription)
        }
    }
}

/// ``Seam/lock(using:timeout:)`` was asked to lock a key that cannot be locked from the phone:
/// its lock does not report ``SeamLockState/canLock`` (a mobile key, a lock without remote
/// locking), or its backend offers no locking.
///
/// Thrown before anything is sent. A type of its own rather than a ninth ``SeamError`` case,
/// so a `switch` over Seam's eight cases stays exhaustive.
///
/// ```swift
/// do {
///     cancellable = try Seam.shared.lock(using: key.id).sink { _ in }
/// } catch is SeamLockingUnavailableError {
///     // offer no Lock button for this key (key.lockState?.canLock is not true)
/// }
/// ```
public struct SeamLockingUnavailableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key that was asked to lock.
    public let credentialId: String

    /// Creates the error.
    public init(credentialId: String) {
        self.credentialId = credentialId
    }

    /// `lockingUnavailable`: stable, not localized (the key's id is left out of it).
    public var description: String { "lockingUnavailable" }
}
