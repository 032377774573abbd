#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// GettingStarted.md and README.md

@MainActor
struct KeysApp: App {
    init() {
        SeamAppConfiguration(
            extensions: SeamExtensionConfiguration(container: .appGroup("group.com.example.keys"),
                                                   linkFormat: SeamLinkFormat(scheme: "myapp")),
            unlockConfirmation: .always(fallback: .passcode),
            walletPresentationSuppressor: SeamPassKitPresentationSuppressor()
        ).apply()
    }

    var body: some Scene {
        WindowGroup {
            KeysScreen()
                .onOpenURL { url in
                    SeamUnlockRouter.shared.open(url)
                }
        }
    }
}

@MainActor
func signIn(clientSessionToken: String) async {
    do {
        try Seam.initialize(clientSessionToken: clientSessionToken)
        try await Seam.shared.activate()
    } catch SeamError.invalidClientSessionToken {
        // Ask your backend for a new client session token.
    } catch {
        // Show `error.localizedDescription`; SeamAccessView also offers a retry.
    }
}

@MainActor
struct KeysScreen: View {
    var body: some View {
        NavigationView {
            SeamAccessView()
                .navigationTitle("Keys")
        }
        .navigationViewStyle(.stack)
    }
}

@MainActor
func signOut() async {
    await Seam.shared.deactivate(deintegrate: true)
}

@MainActor
struct KeysPreview: View {
    @StateObject private var model = PreviewKeysModel()

    var body: some View {
        SeamAccessView()
            .environment(\.seamService, model.service)
    }
}

/// Creates the preview service once: a `PreviewSeamService()` written inline in `body` would
/// be a new sandbox on every render.
@MainActor
final class PreviewKeysModel: ObservableObject {
    let service = PreviewSeamService()
}
#endif
