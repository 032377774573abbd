import Foundation

extension SeamUnlockConfirmation {
    /// How the owner confirms an unlock.
    public enum AuthenticationMethod: Hashable, Sendable {
        /// Face ID or Touch ID only (LocalAuthentication's
        /// `deviceOwnerAuthenticationWithBiometrics`).
        case biometrics
        /// Face ID or Touch ID, or the device passcode when biometrics cannot be used or fail
        /// (`deviceOwnerAuthentication`).
        case biometricsOrPasscode
    }
}

extension SeamUnlockConfirmation {
    /// Why the owner cannot be asked.
    public enum AuthenticationUnavailability: Hashable, Sendable {
        /// No passcode is set on the device.
        case passcodeNotSet
        /// The device has Face ID or Touch ID but nothing is enrolled.
        case biometryNotEnrolled
        /// No biometrics on this device, or the person denied this app Face ID in Settings.
        case biometryNotAvailable
        /// Face ID or Touch ID is locked after too many failed tries; unlocking the device with
        /// its passcode unlocks it again (LocalAuthentication's `biometryLockout`).
        case biometryLockedOut
        /// The device has Face ID (or Optic ID) but the app's Info.plist has no
        /// `NSFaceIDUsageDescription`: asking would let the system end the app, so nobody is
        /// asked. A mistake in the app, not on the device: add the key.
        /// See ``SeamUnlockConfirmation/DeviceOwnerAuthenticator``.
        case faceIDUsageDescriptionMissing
        /// The question cannot be shown now (no interface, for example in the background).
        case notInteractive
        /// This platform cannot ask at all.
        case notSupported
    }
}

extension SeamUnlockConfirmation {
    /// How asking the owner ended.
    public enum AuthenticationResult: Hashable, Sendable {
        /// The owner confirmed: the unlock may be sent.
        case confirmed
        /// The person cancelled (or chose "Enter Password" where only biometrics count): nothing
        /// is sent; they may try again.
        case declined
        /// The system or the app dismissed the question (an incoming call, a switch to another
        /// app): nothing is sent; they may try again.
        case interrupted
        /// The owner cannot be asked on this device now.
        case unavailable(SeamUnlockConfirmation.AuthenticationUnavailability)
        /// Authentication failed (not recognised). The text is for logs only.
        case failed(debugDescription: String)
    }
}

/// Asks the device's owner to confirm an unlock: ``SeamUnlockConfirmation/DeviceOwnerAuthenticator``
/// (LocalAuthentication) by default; tests and other platforms pass their own.
///
/// Cancelling the calling task must dismiss the question and return soon (the card cancels it
/// when the person taps Cancel or the key goes away); what it returns then is ignored.
///
/// ```swift
/// struct AlwaysYes: SeamOwnerAuthenticator {
///     func authenticate(_ method: SeamUnlockConfirmation.AuthenticationMethod, reason: String) async -> SeamUnlockConfirmation.AuthenticationResult {
///         .confirmed
///     }
/// }
/// ```
public protocol SeamOwnerAuthenticator: Sendable {
    /// Asks the owner with `method`, showing `reason` (localized, names the key).
    @MainActor
    func authenticate(_ method: SeamUnlockConfirmation.AuthenticationMethod, reason: String) async -> SeamUnlockConfirmation.AuthenticationResult
}
