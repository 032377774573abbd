import Foundation

/// The biometrics a device has (LocalAuthentication's `LABiometryType`), as plain data so the
/// decisions that depend on it are tested on every platform.
package enum SeamBiometryKind: Hashable, Sendable {
    /// No biometrics (or LocalAuthentication could not tell).
    case none
    case touchID
    case faceID
    /// Apple Vision Pro's Optic ID, which uses the same Info.plist key as Face ID.
    case opticID

    /// Whether asking with these biometrics needs `NSFaceIDUsageDescription` in the app's
    /// Info.plist (Face ID and Optic ID do; Touch ID does not).
    package var needsUsageDescription: Bool {
        self == .faceID || self == .opticID
    }
}

extension SeamUnlockConfirmation.DeviceOwnerAuthenticator {
    /// The Info.plist key that says why the app uses Face ID.
    public static let faceIDUsageDescriptionKey = "NSFaceIDUsageDescription"

    /// Why the owner must not be asked on a device with `biometry` when the app's Info.plist
    /// is `infoDictionary` (`Bundle.main.infoDictionary`), or `nil` when asking is safe; the
    /// authenticator answers ``SeamUnlockConfirmation/AuthenticationUnavailability/faceIDUsageDescriptionMissing``
    /// instead of asking (`SeamFaceIDUsageDescriptionTests`).
    package static func missingUsageDescription(biometry: SeamBiometryKind,
                                               infoDictionary: [String: Any]?) -> SeamUnlockConfirmation.AuthenticationUnavailability? {
        guard biometry.needsUsageDescription else { return nil }
        let text = (infoDictionary?[faceIDUsageDescriptionKey] as? String)?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return text.isEmpty ? .faceIDUsageDescriptionMissing : nil
    }
}
