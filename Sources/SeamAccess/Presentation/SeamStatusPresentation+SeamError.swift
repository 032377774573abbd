import Foundation

extension SeamStatusPresentation {
    /// The presentation of an SDK failure: one of ``SeamError``'s cases, a service outage or an
    /// unsupported proximity. ``SeamError/credentialErrors(_:)`` presents its most severe
    /// credential error.
    ///
    /// ```swift
    /// let status = SeamStatusPresentation(failure: SeamFailure(error), locale: locale)
    /// ```
    public init(failure: SeamFailure, locale: Locale) {
        switch failure {
        case .seam(let error):
            self.init(error: error, locale: locale)
        case .serviceUnavailable:
            self.init(key: "sdk.service", systemImage: "exclamationmark.icloud", tone: .warning, action: .retry,
                      locale: locale)
        case .unsupportedUnlockProximity:
            self.init(key: "sdk.proximity", systemImage: "iphone.radiowaves.left.and.right", tone: .error, action: nil,
                      locale: locale)
        }
    }

    /// The presentation of one of ``SeamError``'s cases. ``SeamError/credentialErrors(_:)``
    /// presents its most severe credential error.
    public init(error: SeamError, locale: Locale) {
        switch error {
        case .internetConnectionRequired:
            self.init(key: "sdk.internet", systemImage: "wifi.slash", tone: .warning, action: .retry, locale: locale)
        case .initializationRequired:
            self.init(key: "sdk.initialization", systemImage: "person.crop.circle.badge.exclamationmark", tone: .error,
                      action: .retry, locale: locale)
        case .invalidClientSessionToken:
            self.init(key: "sdk.token", systemImage: "person.crop.circle.badge.xmark", tone: .error, action: nil,
                      locale: locale)
        case .deactivationInProgress:
            self.init(key: "sdk.deactivating", systemImage: "hourglass", tone: .info, action: .retry, locale: locale)
        case .alreadyInitialized:
            self.init(key: "sdk.alreadyInitialized", systemImage: "checkmark.circle", tone: .info, action: nil,
                      locale: locale)
        case .invalidCredentialId:
            self.init(key: "sdk.invalidCredential", systemImage: "xmark.circle", tone: .error, action: nil, locale: locale)
        case .integrationNotFound:
            self.init(key: "sdk.integration", systemImage: "lock.slash", tone: .error, action: nil, locale: locale)
        case .credentialErrors(let errors):
            self.init(error: errors.first ?? .unknown, locale: locale)
        }
    }

    /// The presentation of an SDK failure for `credential`. The same as
    /// ``init(failure:locale:)``, except that an unsupported proximity for a key that lists no
    /// ``SeamAccessCredential/supportedUnlockProximities`` says its lock decides the distance
    /// (there is no other proximity to offer).
    ///
    /// ```swift
    /// let status = SeamStatusPresentation(failure: .unsupportedUnlockProximity(.touch), credential: key, locale: locale)
    /// ```
    public init(failure: SeamFailure, credential: SeamAccessCredential?, locale: Locale) {
        self.init(failure: failure, locale: locale)
        if case .unsupportedUnlockProximity = failure, let credential, credential.supportedUnlockProximities.isEmpty {
            self = SeamStatusPresentation(
                badge: badge, title: title, message: SeamLocalization.string("sdk.proximity.none.message", locale: locale),
                systemImage: systemImage, tone: tone, action: action)
        }
    }
}
