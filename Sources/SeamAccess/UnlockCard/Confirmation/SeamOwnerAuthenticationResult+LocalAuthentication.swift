import Foundation

extension SeamUnlockConfirmation.AuthenticationResult {
    /// The result for a LocalAuthentication error code (`LAError.Code.rawValue`), so a custom
    /// authenticator built on `LAContext` maps errors as ``SeamUnlockConfirmation/DeviceOwnerAuthenticator`` does:
    /// a cancel by the person, and "Enter Password" in the biometrics question, are
    /// ``declined``; a cancel by the system or the app is ``interrupted``; no passcode, no
    /// biometrics, none enrolled, biometrics locked out and no interface are
    /// ``unavailable(_:)``; anything else (not recognised) is ``failed(debugDescription:)``.
    ///
    /// ```swift
    /// SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: LAError.Code.userCancel.rawValue)  // .declined
    /// ```
    public init(localAuthenticationErrorCode code: Int) {
        switch code {
        // userCancel, userFallback
        case -2, -3: self = .declined
        // systemCancel, appCancel
        case -4, -9: self = .interrupted
        case -5: self = .unavailable(.passcodeNotSet)
        case -6: self = .unavailable(.biometryNotAvailable)
        case -7: self = .unavailable(.biometryNotEnrolled)
        case -8: self = .unavailable(.biometryLockedOut)
        case -1004: self = .unavailable(.notInteractive)
        // authenticationFailed (-1), invalidContext (-10), and newer codes.
        default: self = .failed(debugDescription: "LocalAuthentication error \(code)")
        }
    }
}
