import Foundation

extension SeamStatusPresentation {
    /// A key whose access has not begun (its ``SeamAccessCredential/startsAt`` is to come):
    /// "Not yet valid". Its error is ``SeamCredentialError/awaitingLocalCredential``, whose
    /// own copy ("Your key is on its way") would promise it in a moment; this tells the truth
    /// instead, and ``SeamAccessCredential/Presentation/validFromText`` says when.
    ///
    /// ```swift
    /// let status = SeamStatusPresentation.notYetValid(locale: Locale(identifier: "en"))
    /// status.badge  // "Not yet valid"
    /// ```
    public static func notYetValid(locale: Locale) -> SeamStatusPresentation {
        SeamStatusPresentation(key: "credential.notYetValid", systemImage: notYetValidSystemImage, tone: .info,
                               action: nil, locale: locale)
    }

    /// The symbol of ``notYetValid(locale:)``, which needs no language.
    package static let notYetValidSystemImage = "calendar.badge.clock"

    /// A lock opened over the internet (``SeamRemoteUnlock/provider``) that Seam reports
    /// offline or disconnected: "This lock is offline". Its error is
    /// ``SeamCredentialError/unknown`` (the closed set has no case for it), whose own copy
    /// ("Something went wrong") would hide what is known.
    package static func lockOffline(locale: Locale) -> SeamStatusPresentation {
        SeamStatusPresentation(key: "credential.lockOffline", systemImage: lockOfflineSystemImage, tone: .warning,
                               action: .retry, locale: locale)
    }

    /// The symbol of ``lockOffline(locale:)``.
    package static let lockOfflineSystemImage = "wifi.slash"

    /// A key whose lock this app cannot open: it has no lock integration for the key's
    /// provider (``SeamAccessCredential/hasLockIntegration`` is `false`). "Not supported in
    /// this app", shown before any tap, where an unlock would only fail with
    /// ``SeamError/integrationNotFound``.
    ///
    /// ```swift
    /// let status = SeamStatusPresentation.lockNotSupported(locale: Locale(identifier: "en"))
    /// status.badge  // "Not supported in this app"
    /// ```
    public static func lockNotSupported(locale: Locale) -> SeamStatusPresentation {
        SeamStatusPresentation(key: "credential.noIntegration", systemImage: lockNotSupportedSystemImage, tone: .warning,
                               action: nil, locale: locale)
    }

    /// The symbol of ``lockNotSupported(locale:)``.
    package static let lockNotSupportedSystemImage = "lock.slash"

    /// The presentation of `credential`'s most severe problem at `now` (`nil` when it is
    /// ready), as its key presentation decides it (``SeamAccessCredential/Presentation/status``):
    /// a key before its start reads "Not yet valid", not "Preparing", a lock that is offline
    /// says so, and a key whose lock the app cannot open reads "Not supported in this app".
    public init?(credential: SeamAccessCredential, now: Date, locale: Locale) {
        guard let status = SeamAccessCredential.Presentation.status(of: credential, now: now, locale: locale) else { return nil }
        self = status
    }

    /// Whether `error` on a key of `provider` means its lock is offline: the only
    /// ``SeamCredentialError/unknown`` the SDK gives a lock key (``SeamRemoteUnlock``).
    package static func isLockOffline(_ error: SeamCredentialError, provider: String?) -> Bool {
        error == .unknown && provider == SeamRemoteUnlock.provider
    }
}
