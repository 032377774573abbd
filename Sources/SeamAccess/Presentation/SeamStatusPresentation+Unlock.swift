import Foundation

extension SeamStatusPresentation {
    /// The presentation of an unlock card phase. A failed connection's debug text is never
    /// part of it; a session the server ended during the attempt (which the SDK marks in it)
    /// reads as ``SeamError/invalidClientSessionToken``, never as a failure of the lock.
    public init(phase: SeamUnlockCardViewModel.Phase, locale: Locale) {
        switch phase {
        case .idle:
            self.init(key: "unlock.idle", systemImage: "key.fill", tone: .info, action: nil, locale: locale)
        case .unlocking:
            self.init(key: "unlock.unlocking", systemImage: "wave.3.forward", tone: .info, action: nil, locale: locale)
        case .granted:
            self.init(key: "unlock.granted", systemImage: "checkmark.circle.fill", tone: .success, action: nil,
                      locale: locale)
        case .timedOut:
            self.init(key: "unlock.timedOut", systemImage: "clock.arrow.circlepath", tone: .warning, action: .retry,
                      locale: locale)
        case .connectionFailed(let debugDescription)
            where SeamUnlockFailureReason(debugDescription: debugDescription) == .sessionEnded:
            // The server ended the session during the attempt: no lock is to blame.
            self.init(error: .invalidClientSessionToken, locale: locale)
        case .connectionFailed(let debugDescription)
            where SeamUnlockFailureReason(debugDescription: debugDescription) == .sessionEndedAfterSending:
            // It ended while the unlock may have been sent: the door may have opened, and the
            // person at it must hear that before anything about signing in.
            let ended = SeamStatusPresentation(error: .invalidClientSessionToken, locale: locale)
            self.init(badge: ended.badge, title: ended.title,
                      message: SeamLocalization.string("unlock.sessionEndedAfterSending.message", locale: locale),
                      systemImage: ended.systemImage, tone: ended.tone, action: ended.action)
        case .connectionFailed:
            self.init(key: "unlock.failed", systemImage: "exclamationmark.triangle.fill", tone: .error, action: .retry,
                      locale: locale)
        case .blocked(let error):
            self.init(error: error, locale: locale)
        case .preflightFailed(let failure):
            self.init(failure: failure, locale: locale)
        case .authenticating, .confirmationDeclined, .confirmationInterrupted, .confirmationFailed,
             .confirmationUnavailable:
            self = SeamStatusPresentation.confirmation(phase, locale: locale)
        }
    }
}
