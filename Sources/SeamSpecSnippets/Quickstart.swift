#if canImport(SwiftUI) && canImport(UIKit)
// llms.txt, "Quickstart (TL;DR)". `import SeamSDK` is dropped: in this package the SDK facade
// (`Seam`) lives in SeamAccess, which SeamComponents re-exports.
import SwiftUI
import Combine
import SeamComponents    // UI components

struct ContentView: View {
    var body: some View {
        SeamAccessView() // turn‑key list + unlock flow
    }
}

// App/bootstrap (e.g., after user signs in)
func startSeamSession(clientSessionToken: String) {
    do {
        try Seam.initialize(clientSessionToken: clientSessionToken)
        Task { try await Seam.shared.activate() }
    } catch {
        // Present error (see SeamError below)
    }
}
#endif
