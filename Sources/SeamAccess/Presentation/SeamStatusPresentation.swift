import Foundation

extension SeamStatusPresentation {
    /// How a status should feel: drives colour, icon weight and haptics.
    public enum Tone: String, Hashable, Sendable, CaseIterable {
        /// Neutral: something is under way or worth knowing.
        case info
        /// It worked (the door opened).
        case success
        /// Needs the person's attention, e.g. Bluetooth is off.
        case warning
        /// It failed, or the key cannot be used.
        case error
    }
}

extension SeamStatusPresentation {
    /// What a status's button does. SeamAccess decides *what*; the UI layer performs it.
    public enum RecoveryActionKind: Hashable, Sendable {
        /// Open this URL (the OTP verification link), ideally in an in-app browser.
        case openURL(URL)
        /// Open the app's page in the Settings app.
        case openSettings
        /// Ask the system to show its Bluetooth prompt.
        case promptBluetooth
        /// Explain how to restart the app; never quit it programmatically.
        case explainRestart(instructions: String)
        /// Try the failed operation again (unlock, activation or refresh).
        case retry
    }
}

extension SeamStatusPresentation {
    /// A button that resolves a status.
    public struct RecoveryAction: Hashable, Sendable {
        /// What the action does.
        public let kind: SeamStatusPresentation.RecoveryActionKind
        /// The localized button title.
        public let title: String

        /// An action of `kind` with the button's `title`.
        public init(kind: SeamStatusPresentation.RecoveryActionKind, title: String) {
            self.kind = kind
            self.title = title
        }
    }
}

/// Everything a view needs to show a status — a credential error, an SDK error or an
/// unlock outcome — as plain, localized data.
///
/// ```swift
/// let status = SeamStatusPresentation(error: .expired, locale: Locale(identifier: "en"))
/// status.badge        // "Expired"
/// status.systemImage  // "calendar.badge.exclamationmark"
/// status.action       // nil
/// ```
public struct SeamStatusPresentation: Hashable, Sendable {
    /// A word or two for a badge, e.g. "Expired".
    public let badge: String
    /// A headline, e.g. "This key has expired".
    public let title: String
    /// One or two sentences saying what happened and what to do.
    public let message: String
    /// An SF Symbol name available on iOS 15.
    public let systemImage: String
    /// How the status should feel (colour, icon weight, haptics).
    public let tone: SeamStatusPresentation.Tone
    /// The button that resolves it, if any.
    public let action: SeamStatusPresentation.RecoveryAction?

    /// A presentation with the given texts, SF Symbol, tone and action.
    public init(badge: String, title: String, message: String, systemImage: String, tone: SeamStatusPresentation.Tone,
                action: SeamStatusPresentation.RecoveryAction? = nil) {
        self.badge = badge
        self.title = title
        self.message = message
        self.systemImage = systemImage
        self.tone = tone
        self.action = action
    }

    /// Builds a presentation from the localized strings `<key>.badge`, `.title`, `.message`
    /// and, when there is an action, `.action`.
    init(key: String, systemImage: String, tone: SeamStatusPresentation.Tone, action: SeamStatusPresentation.RecoveryActionKind?, locale: Locale) {
        self.init(
            badge: SeamLocalization.string("\(key).badge", locale: locale),
            title: SeamLocalization.string("\(key).title", locale: locale),
            message: SeamLocalization.string("\(key).message", locale: locale),
            systemImage: systemImage,
            tone: tone,
            action: action.map { SeamStatusPresentation.RecoveryAction(kind: $0, title: SeamLocalization.string("\(key).action", locale: locale)) }
        )
    }
}
