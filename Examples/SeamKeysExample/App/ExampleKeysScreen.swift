#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

/// The key list, honouring requests from links, the widget and Siri, shown either by the
/// package (`SeamCredentialsView`) or on a screen of the app's own (`ExampleOwnKeysList`): the
/// Layout button switches, and requests reach a card either way.
@MainActor
struct ExampleKeysScreen: View {
    @StateObject private var keys: SeamCredentialsViewModel
    /// Whether the app's own screen shows the keys, kept across launches.
    @AppStorage("example.ownScreen") private var showsOwnScreen = false
    private let service: PreviewSeamService
    /// Shows the Fitness Center's stay on the Lock Screen; `nil` before iOS 16.2.
    private let showStay: (() -> Void)?
    @Environment(\.locale) private var locale

    init(service: PreviewSeamService, showStay: (() -> Void)? = nil) {
        self.service = service
        self.showStay = showStay
        _keys = StateObject(wrappedValue: SeamCredentialsViewModel(seam: service))
    }

    var body: some View {
        NavigationView {
            Group {
                if showsOwnScreen {
                    ExampleOwnKeysList(keys: keys)
                } else {
                    SeamCredentialsView(viewModel: keys)
                }
            }
                .navigationTitle(SeamStatusPresentation.Copy.keys.text(locale: locale))
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        if let showStay {
                            Button("Show Stay", action: showStay)
                                .accessibilityHint("Shows the Fitness Center key on the Lock Screen until checkout.")
                        }
                    }
                    ToolbarItemGroup(placement: .navigationBarTrailing) {
                        Button(showsOwnScreen ? "Standard Layout" : "Own Layout") {
                            // Closes an open card first: only one screen shows it at a time.
                            keys.select(nil)
                            showsOwnScreen.toggle()
                        }
                        .accessibilityHint("Shows the keys on the package's list or on a screen the app builds itself.")
                        Button(keys.activation == .active ? "Sign Out" : "Sign In") {
                            Task { await toggleSession() }
                        }
                    }
                }
        }
        // Without it, an iPad (and a large iPhone in landscape) shows a blank detail column.
        .navigationViewStyle(.stack)
        .task { await keys.activate() }
        .seamUnlockRequests(list: keys)
    }

    /// Signing out removes the widget's snapshot, so it shows the signed-out state. Signing in
    /// again initializes the sandbox anew (activating alone cannot after a sign-out); a failure
    /// shows in the list, which follows the session.
    private func toggleSession() async {
        if keys.activation == .active {
            await service.deactivate(deintegrate: false)
        } else {
            try? await service.signIn()
        }
    }
}
#endif
