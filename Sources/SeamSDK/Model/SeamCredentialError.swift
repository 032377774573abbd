import Foundation

/// A problem with one credential that must be resolved before it can unlock.
///
/// A credential's ``SeamCredential/errors`` lists these most severe first. Use
/// `SeamStatusPresentation` (or `SeamCredentialErrorStyle` in SeamComponents) to turn
/// one into a badge, a message and an action.
///
/// It is an `Error`, as Seam's error-handling guide reads it (`case let e as SeamCredentialError`),
/// though the SDK itself throws these only inside ``SeamError/credentialErrors(_:)``.
public enum SeamCredentialError: Error, Hashable, Sendable, Codable {
    /// The key is still being prepared for this phone.
    case awaitingLocalCredential
    /// Access has ended.
    case expired
    /// The user has to do something first; see ``RequiredUserInteraction``.
    case userInteractionRequired(RequiredUserInteraction)
    /// A configuration problem that the app's developer or Seam support must fix.
    case contactSeamSupport
    /// This phone cannot use the key.
    case unsupportedDevice
    /// Something unexpected went wrong with the key.
    case unknown

    /// What the user has to do before the key works.
    public enum RequiredUserInteraction: Hashable, Sendable, Codable {
        /// Open `otpUrl` to finish a one-time-password verification.
        case completeOtpAuthorization(otpUrl: URL)
        /// Turn on mobile data or Wi-Fi.
        case enableInternet
        /// Turn on Bluetooth.
        case enableBluetooth
        /// Allow the app to use Bluetooth.
        case grantBluetoothPermission
        /// Quit and reopen the app.
        case appRestartRequired

        /// A stable, non-localized name, e.g. `enableBluetooth`.
        public var code: String {
            switch self {
            case .completeOtpAuthorization: "completeOtpAuthorization"
            case .enableInternet: "enableInternet"
            case .enableBluetooth: "enableBluetooth"
            case .grantBluetoothPermission: "grantBluetoothPermission"
            case .appRestartRequired: "appRestartRequired"
            }
        }
    }

    /// A stable, non-localized name for logs and scripts: `expired`,
    /// `userInteractionRequired.enableBluetooth`, …
    public var code: String {
        switch self {
        case .awaitingLocalCredential: "awaitingLocalCredential"
        case .expired: "expired"
        case .userInteractionRequired(let action): "userInteractionRequired.\(action.code)"
        case .contactSeamSupport: "contactSeamSupport"
        case .unsupportedDevice: "unsupportedDevice"
        case .unknown: "unknown"
        }
    }
}

/// ``SeamCredentialError/RequiredUserInteraction`` under the name one of Seam's guides gives it.
public typealias CredentialUserAction = SeamCredentialError.RequiredUserInteraction
