import Foundation

extension SeamStatusPresentation {
    /// The copy of the confirmation phases (``SeamUnlockConfirmation``): asking, declined,
    /// failed and unavailable, with a message that says what to set up when the owner cannot
    /// be asked. The symbols name no biometric (a shield, not Face ID's), as the device may
    /// have Touch ID, or only a passcode.
    static func confirmation(_ phase: SeamUnlockPhase, locale: Locale) -> SeamStatusPresentation {
        switch phase {
        case .authenticating:
            return SeamStatusPresentation(key: "unlock.confirm.asking", systemImage: "lock.shield", tone: .info, action: nil,
                                          locale: locale)
        case .confirmationDeclined:
            return SeamStatusPresentation(key: "unlock.confirm.declined", systemImage: "hand.raised.fill", tone: .warning,
                                          action: .retry, locale: locale)
        case .confirmationUnavailable(let reason):
            let base = SeamStatusPresentation(key: "unlock.confirm.unavailable", systemImage: "exclamationmark.shield.fill",
                                              tone: .warning, action: .retry, locale: locale)
            return SeamStatusPresentation(badge: base.badge, title: base.title,
                                          message: SeamLocalization.string(unavailableMessageKey(reason), locale: locale),
                                          systemImage: base.systemImage, tone: base.tone, action: base.action)
        default:
            return SeamStatusPresentation(key: "unlock.confirm.failed", systemImage: "xmark.shield.fill",
                                          tone: .error, action: .retry, locale: locale)
        }
    }

    private static func unavailableMessageKey(_ reason: SeamOwnerAuthenticationUnavailability) -> String {
        switch reason {
        case .passcodeNotSet: "unlock.confirm.unavailable.passcode.message"
        case .biometryNotEnrolled, .biometryNotAvailable: "unlock.confirm.unavailable.biometry.message"
        case .notInteractive, .notSupported: "unlock.confirm.unavailable.message"
        }
    }

    /// The question the system shows when asking the owner to confirm unlocking `keyName`
    /// (LocalAuthentication's `localizedReason`), in `locale`; without a name, a generic one.
    ///
    /// ```swift
    /// SeamStatusPresentation.confirmationReason(keyName: "Room 101", locale: Locale(identifier: "en"))
    /// // "Unlock “Room 101”"
    /// ```
    public static func confirmationReason(keyName: String?, locale: Locale = .current) -> String {
        let name = keyName?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !name.isEmpty else { return SeamLocalization.string("unlock.confirm.reasonWithoutName", locale: locale) }
        return SeamLocalization.format("unlock.confirm.reason", locale: locale, name)
    }
}
