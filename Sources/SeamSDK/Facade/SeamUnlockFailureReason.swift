import Foundation

/// Why an unlock ended with ``SeamUnlockEvent/connectionFailed(debugDescription:)``, when the
/// SDK knows: the unlock events are Seam's closed set, so the SDK writes the reason at the
/// start of the debug description (`[sessionEnded] The Seam API refused …`), and the UI layer
/// reads it back to choose truthful copy. A description without one (a lock maker's
/// integration, a custom service) has no reason, and gets the generic copy.
///
/// ```swift
/// let text = SeamUnlockFailureReason.lockRefused.describing("The lock did not unlock: lock_jammed")
/// SeamUnlockFailureReason(debugDescription: text)  // .lockRefused
/// ```
package enum SeamUnlockFailureReason: String, CaseIterable, Hashable, Sendable {
    /// The server ended the session (its client session token was refused and could not be
    /// renewed): the SDK has deactivated, as after any refused token. Only signing in again helps.
    case sessionEnded
    /// The server ended the session while the attempt ran, and its request may have been sent
    /// (reading its attempt was refused, or something else noticed the end first): the session
    /// is over as with ``sessionEnded``, and the lock may have acted.
    case sessionEndedAfterSending
    /// The unlock request never reached the Seam API (no connection, the address refused the
    /// connection, no name resolution): nothing was sent to the lock, so trying again is safe.
    case notSent
    /// The Seam API answered without accepting the unlock (too many requests, a lock it no
    /// longer lists): nothing was sent to the lock.
    case refusedByService
    /// The unlock request was sent, but its answer, or the lock's, never arrived (a dropped
    /// connection, a server error, the attempt could no longer be read): the door may have opened.
    case sentWithoutAnswer
    /// The lock answered, and did not unlock (jammed, out of battery, …).
    case lockRefused
    /// A newer unlock (or lock) took the one slot before this one ended: its request may have
    /// been sent, so the lock may have acted.
    case superseded

    /// `detail` marked with this reason, as the SDK's debug descriptions carry it.
    package func describing(_ detail: String) -> String {
        "[\(rawValue)] \(detail)"
    }

    /// The reason the SDK wrote at the start of `debugDescription`; `nil` when there is none.
    package init?(debugDescription: String?) {
        guard let text = debugDescription, text.hasPrefix("["), let end = text.firstIndex(of: "]") else { return nil }
        self.init(rawValue: String(text[text.index(after: text.startIndex)..<end]))
    }
}
