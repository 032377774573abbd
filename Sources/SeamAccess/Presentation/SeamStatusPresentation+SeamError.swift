import Foundation

extension SeamStatusPresentation {
    /// The presentation of an SDK error. ``SeamError/credentialErrors(_:)`` presents its
    /// most severe credential error.
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
        case .serviceUnavailable:
            self.init(key: "sdk.service", systemImage: "exclamationmark.icloud", tone: .warning, action: .retry,
                      locale: locale)
        case .unsupportedUnlockProximity:
            self.init(key: "sdk.proximity", systemImage: "iphone.radiowaves.left.and.right", tone: .error, action: nil,
                      locale: locale)
        case .credentialErrors(let errors):
            self.init(error: errors.first ?? .unknown, locale: locale)
        }
    }

    /// The presentation of an SDK error thrown for `credential`. The same as
    /// ``init(error:locale:)-(SeamError,_)``, except that ``SeamError/unsupportedUnlockProximity(_:)`` for a
    /// key that lists no ``SeamAccessCredential/supportedUnlockProximities`` says its lock
    /// decides the distance (there is no other proximity to offer).
    ///
    /// ```swift
    /// let status = SeamStatusPresentation(error: .unsupportedUnlockProximity(.touch), credential: key, locale: locale)
    /// ```
    public init(error: SeamError, credential: SeamAccessCredential?, locale: Locale) {
        self.init(error: error, locale: locale)
        if case .unsupportedUnlockProximity = error, let credential, credential.supportedUnlockProximities.isEmpty {
            self = SeamStatusPresentation(
                badge: badge, title: title, message: SeamLocalization.string("sdk.proximity.none.message", locale: locale),
                systemImage: systemImage, tone: tone, action: action)
        }
    }
}
