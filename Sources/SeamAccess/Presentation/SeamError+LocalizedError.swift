import Foundation

// `LocalizedError` has no locale to ask for, so these speak the app's language
// (`SeamExtensionConfiguration.AppProcess.preferredLocale()`); a view shows
// `SeamStatusPresentation(failure:locale:)` in its own `\.locale` instead. The SDK's errors get
// their words here, in the UI layer that owns the localized copy.

extension SeamError: LocalizedError {
    public var errorDescription: String? { SeamFailure.seam(self).localizedMessage }
    public var recoverySuggestion: String? { SeamFailure.seam(self).localizedAction }
}

extension SeamServiceUnavailableError: LocalizedError {
    public var errorDescription: String? { SeamFailure.serviceUnavailable.localizedMessage }
    public var recoverySuggestion: String? { SeamFailure.serviceUnavailable.localizedAction }
}

extension SeamUnsupportedUnlockProximityError: LocalizedError {
    public var errorDescription: String? { SeamFailure.unsupportedUnlockProximity(proximity).localizedMessage }
    public var recoverySuggestion: String? { SeamFailure.unsupportedUnlockProximity(proximity).localizedAction }
}

extension SeamCredentialError: LocalizedError {
    public var errorDescription: String? { SeamFailure.credentialErrors([self]).localizedMessage }
    public var recoverySuggestion: String? { SeamFailure.credentialErrors([self]).localizedAction }
}

private extension SeamFailure {
    var localizedMessage: String {
        SeamStatusPresentation(failure: self, locale: SeamAppProcess.preferredLocale()).message
    }

    var localizedAction: String? {
        SeamStatusPresentation(failure: self, locale: SeamAppProcess.preferredLocale()).action?.title
    }
}
