import Foundation

extension SeamStatusPresentation {
    /// The presentation of an unlock card phase for a key of `provider`.
    ///
    /// A lock key (``SeamRemoteUnlock/provider``) opens over the internet, so its copy never
    /// asks to hold the phone near the lock or to check Bluetooth, and a success says the lock
    /// *accepted* the unlock: the API may report it without the lock confirming it
    /// (`was_confirmed_by_device: false`), so nothing claims the door was seen to open. A
    /// timeout or failure says the door may still have opened, because the unlock was sent and
    /// is never repeated. A failure says which of these happened, when the SDK knows: the
    /// unlock was never sent (nothing reached the lock: try again), the service refused it, it
    /// was sent and the answer never came (the door may have opened: check it first), or the
    /// lock answered that it did not open, or a newer unlock or lock took over before it
    /// ended (the door may have opened). A session the server ended reads as
    /// ``SeamError/invalidClientSessionToken`` whatever the provider. Every other provider gets
    /// ``init(phase:locale:)``.
    ///
    /// ```swift
    /// let status = SeamStatusPresentation(phase: .granted, provider: SeamRemoteUnlock.provider, locale: locale)
    /// status.title  // "Unlock sent"
    /// ```
    public init(phase: SeamUnlockCardViewModel.Phase, provider: String?, locale: Locale) {
        let base = SeamStatusPresentation(phase: phase, locale: locale)
        guard provider == SeamRemoteUnlock.provider else {
            self = base
            return
        }
        func text(_ key: String) -> String { SeamLocalization.string("unlock.remote.\(key)", locale: locale) }
        func replacing(badge: String? = nil, title: String? = nil, message: String) -> SeamStatusPresentation {
            SeamStatusPresentation(badge: badge ?? base.badge, title: title ?? base.title, message: message,
                                   systemImage: base.systemImage, tone: base.tone, action: base.action)
        }
        switch phase {
        case .idle: self = replacing(message: text("idle.message"))
        case .unlocking: self = replacing(message: text("unlocking.message"))
        case .granted:
            self = replacing(badge: text("granted.badge"), title: text("granted.title"), message: text("granted.message"))
        case .timedOut: self = replacing(title: text("timedOut.title"), message: text("timedOut.message"))
        case .connectionFailed(let debugDescription):
            self = Self.remoteFailure(SeamUnlockFailureReason(debugDescription: debugDescription), base: base, locale: locale)
        case .blocked, .preflightFailed, .authenticating, .confirmationDeclined, .confirmationInterrupted,
             .confirmationFailed, .confirmationUnavailable:
            self = base
        }
    }

    /// A remote unlock's failure with `reason`; `base` is the generic failure.
    private static func remoteFailure(_ reason: SeamUnlockFailureReason?, base: SeamStatusPresentation,
                                      locale: Locale) -> SeamStatusPresentation {
        func text(_ key: String) -> String { SeamLocalization.string("unlock.remote.\(key)", locale: locale) }
        let title: String, message: String
        switch reason {
        case .sessionEnded?, .sessionEndedAfterSending?: return base
        case .notSent?: (title, message) = (text("notSent.title"), text("notSent.message"))
        case .refusedByService?: (title, message) = (text("notSent.title"), text("refused.message"))
        case .sentWithoutAnswer?: (title, message) = (text("unanswered.title"), text("unanswered.message"))
        case .lockRefused?: (title, message) = (text("lockRefused.title"), text("lockRefused.message"))
        case .superseded?: (title, message) = (text("unanswered.title"), text("superseded.message"))
        case nil: (title, message) = (base.title, text("failed.message"))
        }
        return SeamStatusPresentation(badge: base.badge, title: title, message: message, systemImage: base.systemImage,
                                      tone: base.tone, action: base.action)
    }
}
