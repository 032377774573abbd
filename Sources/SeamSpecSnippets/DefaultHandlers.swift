#if canImport(SwiftUI) && canImport(UIKit)
// llms.txt, "Default Handlers for RequiredUserInteraction". SeamComponents ships a better
// version of this (SeamDefaultActions: in-app Safari, a retained CBCentralManager, an
// explanation instead of `print` for restart); the snippet itself compiles as written.
import UIKit
import CoreBluetooth
import SeamComponents

@MainActor  // spec: added; UIApplication is main-actor
func perform(_ action: SeamCredentialError.RequiredUserInteraction) {
    switch action {
    case .completeOtpAuthorization(let otpUrl):
        UIApplication.shared.open(otpUrl)

    case .enableInternet, .grantBluetoothPermission:
        if let url = URL(string: UIApplication.openSettingsURLString) {
            UIApplication.shared.open(url)
        }

    case .enableBluetooth:
        _ = CBCentralManager() // triggers Bluetooth prompt if needed

    case .appRestartRequired:
        // Show an alert asking user to quit and relaunch
        print("Please restart the app.")
    }
}
#endif
