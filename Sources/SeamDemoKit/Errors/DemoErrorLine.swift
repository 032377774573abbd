import Foundation
import SeamAccess

/// Every error `seam-demo` reports, in one format: `error[code]: sentence`. The code is
/// stable for scripts (`usage`, or a ``SeamError`` case such as `internetConnectionRequired`
/// or `credentialErrors.expired`); the sentence is for people and may change.
public struct DemoErrorLine: Equatable, Sendable, CustomStringConvertible {
    public let code: String
    public let message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The line printed on stderr: one line, whatever the message echoes (control and format
    /// characters are written out as `\n`, `\u{1B}`).
    public var description: String { "error[\(code)]: \(DemoQuoted.escaped(message))" }

    /// A mistake on the command line (exit status 64).
    public static func usage(_ message: String) -> DemoErrorLine {
        DemoErrorLine(code: "usage", message: message)
    }

    /// Where the SDK refused: starting the session (the token, the network) or one unlock.
    public enum Stage: Equatable, Sendable {
        /// `initialize` rejected the token before anything was sent.
        case checkingToken
        /// Activation: `apiURL` is the API contacted (nil for the sandbox); `tokenExpired`
        /// when the API said the session expired.
        case activating(apiURL: String?, tokenExpired: Bool)
        case unlocking(credentialId: String)
        /// Reading the session's lock activity after it started: `apiURL` is the API contacted
        /// (nil for the sandbox).
        case readingActivity(apiURL: String?)
    }

    /// The line for an SDK error. With the `credential` it was about, a key refused before its
    /// start says when it starts ("This key isn’t valid yet — Valid from Fri, Jun 20 at 3:00 PM"),
    /// and a lock that is offline says so.
    public static func seam(_ error: SeamFailure, stage: Stage, locale: Locale,
                            credential: SeamAccessCredential? = nil, now: Date = Date()) -> DemoErrorLine {
        if case .seam(.credentialErrors(let errors)) = error, let first = errors.first, let credential,
           let refusal = SeamAccessCredential.Presentation(credential: credential, now: now, locale: locale).refusal(for: first) {
            return DemoErrorLine(code: code(for: error), message: joined(title: refusal.title, message: refusal.detail))
        }
        if case .unsupportedUnlockProximity(let proximity) = error, let credential {
            return DemoErrorLine(code: code(for: error), message: proximityRefusal(proximity, credential: credential))
        }
        return DemoErrorLine(code: code(for: error), message: message(for: error, stage: stage, locale: locale))
    }

    /// Why `--proximity` was refused, naming what the key does list (or that it lists none, so
    /// only leaving the option out unlocks it: its lock decides the distance).
    static func proximityRefusal(_ proximity: SeamUnlockProximity, credential: SeamAccessCredential) -> String {
        let listed = credential.supportedUnlockProximities.map(\.rawValue)
        guard let first = listed.first else {
            return "This key does not list any proximity, so --proximity \(proximity.rawValue) cannot be used with it; "
                + "its lock decides how close the phone must be. Leave --proximity out to unlock it."
        }
        return "This key cannot unlock with --proximity \(proximity.rawValue); it supports "
            + listed.joined(separator: " and ") + ". Leave --proximity out to use \(first)."
    }

    /// The failure's case name; credential errors as `credentialErrors.expired` (comma-separated).
    public static func code(for error: SeamFailure) -> String {
        if case .seam(.credentialErrors(let errors)) = error {
            return "credentialErrors." + errors.map(\.code).joined(separator: ",")
        }
        if case .unsupportedUnlockProximity(let proximity) = error {
            return "unsupportedUnlockProximity." + proximity.rawValue
        }
        return error.description
    }

    static func message(for failure: SeamFailure, stage: Stage, locale: Locale) -> String {
        switch failure {
        case .serviceUnavailable:
            if case .activating(let apiURL?, _) = stage {
                return "The Seam API at \(DemoShownURL.text(apiURL)) answered but could not serve the request (a server error, a rate limit "
                    + "or a reply that is not JSON), and nothing is cached for this session. Your connection works; "
                    + "try again later."
            }
            if case .readingActivity(let apiURL?) = stage {
                return "The Seam API at \(DemoShownURL.text(apiURL)) answered but could not list the lock activity (a server "
                    + "error, a rate limit or a reply that is not JSON). Your connection works; try again later."
            }
            return "The Seam API answered but could not serve the request (a server error, a rate limit or a reply "
                + "that is not JSON). Your connection works; try again later."
        case .unsupportedUnlockProximity(let proximity):
            return "This key cannot unlock with --proximity \(proximity.rawValue). "
                + "Leave --proximity out to use the proximity the key supports."
        case .seam(let error):
            return message(for: error, stage: stage, locale: locale)
        }
    }

    private static func message(for error: SeamError, stage: Stage, locale: Locale) -> String {
        switch error {
        case .invalidClientSessionToken:
            switch stage {
            case .activating(_, tokenExpired: true):
                return "The client session token has expired (the Seam API answered 401). Ask your backend for a new one."
            case .activating:
                return "The Seam API refused the client session token (401): it is unknown or was revoked. "
                    + "Ask your backend for a new one."
            case .readingActivity:
                return "The Seam API refused the client session token (401) while listing the lock activity: it has "
                    + "expired or was revoked, so the session ended. Ask your backend for a new one."
            case .checkingToken, .unlocking:
                return "That is not a client session token: tokens start with \"seam_cst\" and contain only letters, "
                    + "digits, \"_\" and \"-\"."
            }
        case .internetConnectionRequired:
            if case .activating(let apiURL?, _) = stage {
                return "Could not reach the Seam API at \(DemoShownURL.text(apiURL)), and nothing is cached for this session."
            }
            if case .readingActivity(let apiURL?) = stage {
                return "Could not reach the Seam API at \(DemoShownURL.text(apiURL)) to list the lock activity."
            }
            return "This needs an internet connection, and there is none."
        case .invalidCredentialId:
            if case .unlocking(let id) = stage {
                return "No key has the id \(DemoQuoted.text(id)). Run `seam-demo list` to see the ids."
            }
            return "No key has that id. Run `seam-demo list` to see the ids."
        case .integrationNotFound:
            return "No lock integration is installed for this key's lock maker, so it cannot unlock here "
                + "(an app adds one with Seam.register)."
        case .credentialErrors(let errors):
            let statuses = errors.map { SeamStatusPresentation(error: $0, locale: locale) }
            return statuses.map { joined(title: $0.title, message: $0.message) }.joined(separator: " ")
        case .initializationRequired:
            return "The session is not active yet."
        case .deactivationInProgress:
            return "The session is ending; try again in a moment."
        case .alreadyInitialized:
            return "The session was already started."
        }
    }

    /// A status's title and message as one sentence in any language: the title, " — ", the
    /// message. Punctuation such as ". " is not universal (Japanese ends a sentence with "。").
    public static func joined(title: String, message: String) -> String {
        message.isEmpty ? title : title + " — " + message
    }
}
