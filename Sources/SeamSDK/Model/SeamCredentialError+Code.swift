import Foundation

extension SeamCredentialError {
    /// The error named by a ``code`` (the inverse of ``code``), or `nil` for an unknown code.
    /// `otpUrl` completes `completeOtpAuthorization`, which needs one.
    ///
    /// ```swift
    /// SeamCredentialError(code: "userInteractionRequired.enableBluetooth")  // .userInteractionRequired(.enableBluetooth)
    /// ```
    public init?(code: String, otpUrl: URL? = nil) {
        switch code {
        case "awaitingLocalCredential": self = .awaitingLocalCredential
        case "expired": self = .expired
        case "contactSeamSupport": self = .contactSeamSupport
        case "unsupportedDevice": self = .unsupportedDevice
        case "unknown": self = .unknown
        case "userInteractionRequired.enableInternet": self = .userInteractionRequired(.enableInternet)
        case "userInteractionRequired.enableBluetooth": self = .userInteractionRequired(.enableBluetooth)
        case "userInteractionRequired.grantBluetoothPermission": self = .userInteractionRequired(.grantBluetoothPermission)
        case "userInteractionRequired.appRestartRequired": self = .userInteractionRequired(.appRestartRequired)
        case "userInteractionRequired.completeOtpAuthorization":
            guard let otpUrl else { return nil }
            self = .userInteractionRequired(.completeOtpAuthorization(otpUrl: otpUrl))
        default: return nil
        }
    }
}
