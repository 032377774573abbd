import Foundation

extension SeamUnlockCardViewModel {
    /// Where an unlock card is: the state of `SeamUnlockMachine`.
    public enum Phase: Hashable, Sendable {
        /// Ready; nothing is running.
        case idle
        /// An attempt is running (before and after `launched`).
        case unlocking
        /// The lock granted access.
        case granted
        /// The lock did not answer in time; retry is offered.
        case timedOut
        /// The connection failed. The text is for logs only; it is never shown to users, though
        /// a reason the SDK marks in it (the unlock was never sent, was sent without an answer,
        /// or the lock refused) chooses the copy
        /// (``SeamStatusPresentation/init(phase:provider:locale:)``).
        case connectionFailed(debugDescription: String)
        /// The credential has an error (possibly one that appeared mid-unlock); resolve it first.
        case blocked(SeamCredentialError)
        /// `unlock(using:)` threw this error before starting, or the server ended the session
        /// during the attempt (``SeamError/invalidClientSessionToken``: the SDK has signed out,
        /// so the card says the session ended, not that the lock failed).
        case preflightFailed(SeamFailure)
        /// Waiting for the owner to confirm with Face ID, Touch ID or the passcode
        /// (``SeamUnlockConfirmation``); nothing has been sent to the lock.
        case authenticating
        /// The person cancelled the confirmation; nothing was sent. They may try again.
        case confirmationDeclined
        /// The system or the app dismissed the confirmation (an incoming call, a switch to another
        /// app); nothing was sent. They may try again.
        case confirmationInterrupted
        /// The confirmation failed (not recognised); nothing was sent.
        case confirmationFailed
        /// The owner cannot be asked on this device (no passcode, or no biometrics or biometrics
        /// locked out with ``SeamUnlockConfirmation/Fallback/refuse``); nothing was sent.
        case confirmationUnavailable(SeamUnlockConfirmation.AuthenticationUnavailability)

        /// Whether an attempt is running: unlocking, or confirming before it.
        public var isUnlocking: Bool { self == .unlocking || self == .authenticating }

        /// Whether the card should offer to try again.
        public var canRetry: Bool {
            switch self {
            // Not after the session ended: only signing in again helps.
            case .connectionFailed: failureReason != .sessionEndedAfterSending
            case .timedOut: true
            case .preflightFailed(let error): error.isRetryable
            // Asking again may succeed, also after a passcode or Face ID was set up in Settings;
            // not when the app lacks its Face ID description or the device cannot ask at all.
            case .confirmationUnavailable(.faceIDUsageDescriptionMissing), .confirmationUnavailable(.notSupported): false
            case .confirmationDeclined, .confirmationInterrupted, .confirmationFailed, .confirmationUnavailable: true
            case .idle, .unlocking, .authenticating, .granted, .blocked: false
            }
        }

        /// The reason the SDK marked in a failed connection's debug text; `nil` for every other
        /// phase, and for a failure without one.
        package var failureReason: SeamUnlockFailureReason? {
            guard case .connectionFailed(let debugDescription) = self else { return nil }
            return SeamUnlockFailureReason(debugDescription: debugDescription)
        }

        /// Whether a presented card may close by a swipe down. Not while an attempt runs: a swipe
        /// is easily made by accident and would cancel the unlock without a word, so the
        /// container's Close button (an explicit choice that cancels the attempt) is the way out.
        public var allowsInteractiveDismiss: Bool { !isUnlocking }
    }
}

/// A haptic the UI layer should play.
package enum SeamHaptic: Hashable, Sendable {
    /// A light tap: the attempt started.
    case start
    /// The door opened.
    case success
    /// Something needs the person's attention.
    case warning
    /// The unlock failed.
    case error
}
