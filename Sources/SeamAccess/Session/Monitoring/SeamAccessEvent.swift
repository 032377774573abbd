import Foundation

/// Something a person did or saw, as ``SeamEventMonitor`` receives it.
///
/// Only ids, a provider name, enums, stable codes and durations: a key id (`credentialId`)
/// names a key without opening it, a provider is the integration's name (for example
/// `salto_space`), and ``SeamAccessEvent/ErrorCode`` can only be made from the SDK's own errors. No
/// case can carry a client session token, a door code, a card number or an OTP link.
///
/// ```swift
/// let event = SeamAccessEvent.unlockEnded(
///     credentialId: "key-1", provider: "salto_space", outcome: .granted, errorCode: nil, duration: 1.2)
/// event.name  // "unlock_ended"
/// ```
public enum SeamAccessEvent: Hashable, Sendable {
    /// A key list appeared (``SeamCredentialsViewModel/listAppeared()``).
    case keyListShown
    /// An unlock card for this key started following it (it appeared).
    case unlockCardShown(credentialId: String, provider: String?)
    /// An unlock attempt started (the unlock button, or Try again); with
    /// ``SeamUnlockConfirmation``, when the owner is asked.
    case unlockStarted(credentialId: String, provider: String?)
    /// An unlock attempt ended: how, why (a code when it did not succeed, if there is one) and
    /// how long it ran, in seconds on the view model's clock.
    case unlockEnded(credentialId: String, provider: String?, outcome: SeamAccessEvent.UnlockOutcome,
                     errorCode: SeamAccessEvent.ErrorCode?, duration: TimeInterval)
    /// The person tapped a remedy: Try again, or the fix the card offers for a key's error.
    case actionTaken(credentialId: String, provider: String?, action: SeamAccessEvent.Action,
                     errorCode: SeamAccessEvent.ErrorCode?)

    /// A stable, snake-case name for analytics, e.g. `unlock_started`.
    public var name: String {
        switch self {
        case .keyListShown: "key_list_shown"
        case .unlockCardShown: "unlock_card_shown"
        case .unlockStarted: "unlock_started"
        case .unlockEnded: "unlock_ended"
        case .actionTaken: "action_taken"
        }
    }

    /// The key the event is about; `nil` for the list.
    public var credentialId: String? {
        switch self {
        case .keyListShown: nil
        case .unlockCardShown(let id, _), .unlockStarted(let id, _), .unlockEnded(let id, _, _, _, _),
             .actionTaken(let id, _, _, _):
            id
        }
    }
}

extension SeamAccessEvent {
    /// How an unlock attempt ended, in ``SeamAccessEvent/unlockEnded(credentialId:provider:outcome:errorCode:duration:)``.
    public enum UnlockOutcome: String, Hashable, Sendable, CaseIterable {
        /// The lock granted access.
        case granted
        /// The lock did not answer in time.
        case timedOut
        /// The connection to the lock failed.
        case connectionFailed
        /// The key has an error (it appeared mid-attempt, or the SDK refused the key for it).
        case blocked
        /// The SDK refused the attempt before it started (not signed in, no such key, …).
        case refused
        /// The person cancelled, or the card stopped the attempt.
        case cancelled
    }
}

extension SeamAccessEvent {
    /// A remedy the person tapped, in ``SeamAccessEvent/actionTaken(credentialId:provider:action:errorCode:)``.
    /// The verification page is named, never its address.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// Try again after a failed attempt.
        case retry
        /// Open the verification (OTP) page.
        case openVerificationPage
        /// Open the app's page in Settings.
        case openSettings
        /// Ask the system for Bluetooth.
        case promptBluetooth
        /// Read how to restart the app.
        case explainRestart
        /// A remedy the app's own error style offers where the SDK offers none.
        case custom

        /// The action a recovery button performs, without its payload (an OTP link is dropped).
        public init(_ kind: SeamStatusPresentation.RecoveryActionKind) {
            switch kind {
            case .openURL: self = .openVerificationPage
            case .openSettings: self = .openSettings
            case .promptBluetooth: self = .promptBluetooth
            case .explainRestart: self = .explainRestart
            case .retry: self = .retry
            }
        }
    }
}

extension SeamAccessEvent {
    /// A stable error code in an event: a ``SeamCredentialError/code`` (`expired`,
    /// `userInteractionRequired.enableBluetooth`), a ``SeamError`` case name
    /// (`invalidCredentialId`), `timedOut` or `connectionFailed`.
    ///
    /// Made only from the SDK's errors and phases, so it can never hold a token, a link or a
    /// server's diagnostic text (a failed connection's description is not in it).
    public struct ErrorCode: Hashable, Sendable, CustomStringConvertible {
        /// The code, e.g. `userInteractionRequired.completeOtpAuthorization`.
        public let rawValue: String

        /// The code of a credential error (its OTP link is not part of it).
        public init(_ error: SeamCredentialError) {
            self.init(rawValue: error.code)
        }

        /// The code of an SDK failure: its case name (`serviceUnavailable`, …); for
        /// ``SeamError/credentialErrors(_:)`` the first credential error's code.
        public init(_ failure: SeamFailure) {
            if case .seam(.credentialErrors(let errors)) = failure, let first = errors.first {
                self.init(rawValue: first.code)
            } else {
                self.init(rawValue: failure.description)
            }
        }

        /// The code of a phase an attempt ended in (`timedOut`, `connectionFailed`, or the
        /// error's code), or `nil` for one that is not an error. A failed connection's diagnostic
        /// text is left out.
        public init?(_ phase: SeamUnlockCardViewModel.Phase) {
            switch phase {
            case .timedOut: self.init(rawValue: "timedOut")
            case .connectionFailed: self.init(rawValue: "connectionFailed")
            case .blocked(let error): self.init(error)
            case .preflightFailed(let error): self.init(error)
            case .confirmationDeclined: self.init(rawValue: "confirmationDeclined")
            case .confirmationInterrupted: self.init(rawValue: "confirmationInterrupted")
            case .confirmationFailed: self.init(rawValue: "confirmationFailed")
            case .confirmationUnavailable: self.init(rawValue: "confirmationUnavailable")
            case .idle, .unlocking, .authenticating, .granted: return nil
            }
        }

        /// Private: a code comes only from the SDK's own errors and phases.
        private init(rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }
    }
}

extension SeamAccessEvent.UnlockOutcome {
    /// How an attempt that left ``SeamUnlockCardViewModel/Phase/unlocking`` (or
    /// ``SeamUnlockCardViewModel/Phase/authenticating``, the owner's confirmation before it) for `phase`
    /// ended; `nil` while it still runs.
    public init?(endedIn phase: SeamUnlockCardViewModel.Phase) {
        switch phase {
        case .unlocking, .authenticating: return nil
        case .idle: self = .cancelled
        case .granted: self = .granted
        case .timedOut: self = .timedOut
        case .connectionFailed: self = .connectionFailed
        case .blocked: self = .blocked
        case .preflightFailed, .confirmationFailed, .confirmationUnavailable: self = .refused
        case .confirmationDeclined, .confirmationInterrupted: self = .cancelled
        }
    }
}
