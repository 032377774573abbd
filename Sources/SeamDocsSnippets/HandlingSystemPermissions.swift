// mintlify-docs/capability-guides/mobile-access/mobile-device-sdks/handling-system-permissions.mdx:
// both snippets.
import Foundation
import SeamSDK
#if canImport(Combine)  // seam-docs: the page imports Combine; Linux has OpenCombine
import Combine
#else
import OpenCombine
import OpenCombineFoundation  // seam-docs: `RunLoop.main` as a scheduler, on Linux
#endif

@MainActor  // seam-docs: the page's `permissionCancellable` is the app's; global state is main-actor here
private var permissionCancellable: AnyCancellable?

@MainActor  // seam-docs: added with the line above
func startMonitoringPermissionErrors() {
    permissionCancellable = Seam.shared.$credentials
        .map { credentials in
            credentials.flatMap { credential in
                credential.errors.compactMap { error in
                    guard case .userInteractionRequired(let action) = error else { return nil }
                    return action
                }
            }
        }
        .receive(on: RunLoop.main)
        .sink { actions in
            actions.forEach { handlePermissionAction($0) }
        }
}

func handlePermissionAction(_ action: CredentialUserAction) {
    switch action {
    case .enableInternet:
        // Prompt the user to enable network connectivity.
        break  // seam-docs: Swift needs a statement in every case (and below)
    case .enableBluetooth:
        // Prompt the user to turn on Bluetooth.
        break
    case .grantBluetoothPermission:
        // Prompt the user to grant Bluetooth permission in Settings.
        break
    default:  // seam-docs: the page lists three of the five; `completeOtpAuthorization` and `appRestartRequired` fall here
        break
    }
}
