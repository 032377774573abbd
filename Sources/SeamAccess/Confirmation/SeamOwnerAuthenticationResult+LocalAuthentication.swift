import Foundation

extension SeamOwnerAuthenticationResult {
    /// The result for a LocalAuthentication error code (`LAError.Code.rawValue`), so a custom
    /// authenticator built on `LAContext` maps errors as ``SeamDeviceOwnerAuthenticator`` does:
    /// a cancel by the person, the app or the system, and "Enter Password" in the biometrics
    /// question, are ``declined``; no passcode, no biometrics, none enrolled and no interface
    /// are ``unavailable(_:)``; anything else (not recognised, locked out) is ``failed(debugDescription:)``.
    ///
    /// ```swift
    /// SeamOwnerAuthenticationResult(localAuthenticationErrorCode: LAError.Code.userCancel.rawValue)  // .declined
    /// ```
    public init(localAuthenticationErrorCode code: Int) {
        switch code {
        // userCancel, userFallback, systemCancel, appCancel
        case -2, -3, -4, -9: self = .declined
        case -5: self = .unavailable(.passcodeNotSet)
        case -6: self = .unavailable(.biometryNotAvailable)
        case -7: self = .unavailable(.biometryNotEnrolled)
        case -1004: self = .unavailable(.notInteractive)
        // authenticationFailed (-1), biometryLockout (-8), invalidContext (-10), and newer codes.
        default: self = .failed(debugDescription: "LocalAuthentication error \(code)")
        }
    }
}
