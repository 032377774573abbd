import Foundation

extension SeamStatusPresentation {
    /// The copy of the confirmation phases (``SeamUnlockConfirmation``): asking, declined,
    /// interrupted, failed and unavailable, with a message that says what to set up when the owner cannot
    /// be asked. The symbols name no biometric (a shield, not Face ID's), as the device may
    /// have Touch ID, or only a passcode.
    static func confirmation(_ phase: SeamUnlockCardViewModel.Phase, locale: Locale) -> SeamStatusPresentation {
        switch phase {
        case .authenticating:
            return SeamStatusPresentation(key: "unlock.confirm.asking", systemImage: "lock.shield", tone: .info, action: nil,
                                          locale: locale)
        case .confirmationDeclined:
            return SeamStatusPresentation(key: "unlock.confirm.declined", systemImage: "hand.raised.fill", tone: .warning,
                                          action: .retry, locale: locale)
        case .confirmationInterrupted:
            return SeamStatusPresentation(key: "unlock.confirm.interrupted", systemImage: "arrow.uturn.backward.circle.fill",
                                          tone: .warning, action: .retry, locale: locale)
        case .confirmationUnavailable(let reason):
            // No Try Again where asking again cannot help (SeamUnlockCardViewModel.Phase.canRetry).
            let base = SeamStatusPresentation(key: "unlock.confirm.unavailable", systemImage: "exclamationmark.shield.fill",
                                              tone: .warning,
                                              action: SeamUnlockCardViewModel.Phase.confirmationUnavailable(reason).canRetry ? .retry : nil,
                                              locale: locale)
            return SeamStatusPresentation(badge: base.badge, title: base.title,
                                          message: SeamLocalization.string(unavailableMessageKey(reason), locale: locale),
                                          systemImage: base.systemImage, tone: base.tone, action: base.action)
        default:
            return SeamStatusPresentation(key: "unlock.confirm.failed", systemImage: "xmark.shield.fill",
                                          tone: .error, action: .retry, locale: locale)
        }
    }

    private static func unavailableMessageKey(_ reason: SeamUnlockConfirmation.AuthenticationUnavailability) -> String {
        switch reason {
        case .passcodeNotSet: "unlock.confirm.unavailable.passcode.message"
        case .biometryNotEnrolled, .biometryNotAvailable: "unlock.confirm.unavailable.biometry.message"
        case .biometryLockedOut: "unlock.confirm.unavailable.lockout.message"
        // A missing NSFaceIDUsageDescription is the app's mistake: the person cannot fix it.
        case .notInteractive, .notSupported, .faceIDUsageDescriptionMissing: "unlock.confirm.unavailable.message"
        }
    }

    /// The copy while the owner is asked (``SeamUnlockCardViewModel/Phase/authenticating``) with `method`:
    /// it names the passcode only when the passcode is offered. The unlock card shows it.
    ///
    /// ```swift
    /// SeamStatusPresentation.confirming(.biometrics, locale: Locale(identifier: "en")).message
    /// // "Use Face ID or Touch ID. Nothing is sent to the lock until you do."
    /// ```
    package static func confirming(_ method: SeamUnlockConfirmation.AuthenticationMethod, locale: Locale) -> SeamStatusPresentation {
        let asking = SeamStatusPresentation(phase: .authenticating, locale: locale)
        guard method == .biometrics else { return asking }
        return SeamStatusPresentation(badge: asking.badge, title: asking.title,
                                      message: SeamLocalization.string("unlock.confirm.asking.biometrics.message", locale: locale),
                                      systemImage: asking.systemImage, tone: asking.tone, action: asking.action)
    }

    /// The question the system shows when asking the owner to confirm unlocking `keyName`
    /// (LocalAuthentication's `localizedReason`), in `locale`; without a name, a generic one.
    ///
    /// ```swift
    /// SeamStatusPresentation.confirmationReason(keyName: "Room 101", locale: Locale(identifier: "en"))
    /// // "Unlock “Room 101”"
    /// ```
    package static func confirmationReason(keyName: String?, locale: Locale) -> String {
        let name = keyName?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !name.isEmpty else { return SeamLocalization.string("unlock.confirm.reasonWithoutName", locale: locale) }
        return SeamLocalization.format("unlock.confirm.reason", locale: locale, name)
    }
}
