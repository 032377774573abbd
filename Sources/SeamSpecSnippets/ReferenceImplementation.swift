#if canImport(SwiftUI) && canImport(UIKit)
// llms.txt, "Reference Implementation (Single-File Demo App)", verbatim but for `@main` (this is
// a library target; an app keeps the attribute).
import SwiftUI
import Combine
import SeamSDK
import SeamComponents

struct DemoApp: App {
    @State private var token: String? = "YOUR_CLIENT_SESSION_TOKEN"

    var body: some Scene {
        WindowGroup {
            RootView()
                .task {
                    guard let token else { return }
                    do {
                        try Seam.initialize(clientSessionToken: token)
                        try await Seam.shared.activate()
                    } catch {
                        // In a real app, present a user-friendly alert
                        print("Seam bootstrap failed:", error)
                    }
                }
        }
    }
}

struct RootView: View {
    var body: some View {
        NavigationView {
            SeamAccessView()
                .navigationTitle("Keys")
        }
    }
}
#endif
