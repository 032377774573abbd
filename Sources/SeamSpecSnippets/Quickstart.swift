#if canImport(SwiftUI) && canImport(UIKit)
// llms.txt, "Quickstart (TL;DR)", verbatim: the SeamSDK product re-exports SeamAccess, where the
// SDK facade (`Seam`) lives.
import SwiftUI
import Combine
import SeamSDK           // Seam SDK V3
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
