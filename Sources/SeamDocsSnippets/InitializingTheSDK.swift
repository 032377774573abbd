// mintlify-docs/capability-guides/mobile-access/mobile-device-sdks/initializing-the-seam-mobile-sdk.mdx:
// the two Swift snippets (the first block is a Package.swift fragment, see the README).
import SeamSDK
#if canImport(Combine)  // seam-docs: the page imports Combine; Linux has OpenCombine
import Combine
#else
import OpenCombine
#endif

func initializingTheSDK() {
    // Initialize the Mobile SDK with the client session token (CST).
    Task {
    do {
    // Bootstrap the SDK with the CST from your login flow.
    try Seam.initialize(clientSessionToken: token)
    // Start credential sync and background polling.
    try await Seam.shared.activate()
    print("Seam SDK is now active.")
    } catch let error as SeamError {
    // Handle SDK-specific initialization errors (invalid token, etc).
    showAlert(title: "Initialization Failed", message: error.localizedDescription)
    }
    }
}

@MainActor  // seam-docs: the page's file-level `private var` is global mutable state, which Swift 6 asks to isolate
private var credentialErrorsCancellable: AnyCancellable?

@MainActor  // seam-docs: added with the line above
func startMonitoringCredentialErrors() {
    credentialErrorsCancellable = Seam.shared.$credentials
        .sink { credentials in
            for credential in credentials where !credential.errors.isEmpty {
                print("Errors for \(credential.displayName):", credential.errors)
            }
        }
}
