import Foundation

/// How the owner confirms an unlock.
public enum SeamOwnerAuthenticationMethod: Hashable, Sendable {
    /// Face ID or Touch ID only (LocalAuthentication's
    /// `deviceOwnerAuthenticationWithBiometrics`).
    case biometrics
    /// Face ID or Touch ID, or the device passcode when biometrics cannot be used or fail
    /// (`deviceOwnerAuthentication`).
    case biometricsOrPasscode
}

/// Why the owner cannot be asked.
public enum SeamOwnerAuthenticationUnavailability: Hashable, Sendable {
    /// No passcode is set on the device.
    case passcodeNotSet
    /// The device has Face ID or Touch ID but nothing is enrolled.
    case biometryNotEnrolled
    /// No biometrics on this device, or the app may not use them (denied in Settings, or no
    /// `NSFaceIDUsageDescription` in the Info.plist), or biometrics are locked out.
    case biometryNotAvailable
    /// The question cannot be shown now (no interface, for example in the background).
    case notInteractive
    /// This platform cannot ask at all.
    case notSupported
}

/// How asking the owner ended.
public enum SeamOwnerAuthenticationResult: Hashable, Sendable {
    /// The owner confirmed: the unlock may be sent.
    case confirmed
    /// The person cancelled (or the system or app did): nothing is sent; they may try again.
    case declined
    /// The owner cannot be asked on this device now.
    case unavailable(SeamOwnerAuthenticationUnavailability)
    /// Authentication failed (not recognised, too many tries). The text is for logs only.
    case failed(debugDescription: String)
}

/// Asks the device's owner to confirm an unlock: ``SeamDeviceOwnerAuthenticator``
/// (LocalAuthentication) by default; tests and other platforms pass their own.
///
/// Cancelling the calling task must dismiss the question and return soon (the card cancels it
/// when the person taps Cancel or the key goes away); what it returns then is ignored.
///
/// ```swift
/// struct AlwaysYes: SeamOwnerAuthenticator {
///     func authenticate(_ method: SeamOwnerAuthenticationMethod, reason: String) async -> SeamOwnerAuthenticationResult {
///         .confirmed
///     }
/// }
/// ```
public protocol SeamOwnerAuthenticator: Sendable {
    /// Asks the owner with `method`, showing `reason` (localized, names the key).
    @MainActor
    func authenticate(_ method: SeamOwnerAuthenticationMethod, reason: String) async -> SeamOwnerAuthenticationResult
}
