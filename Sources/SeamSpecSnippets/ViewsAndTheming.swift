#if canImport(SwiftUI) && canImport(UIKit)
// llms.txt, "Empty state", "Handling credential errors in UI", "Theming", "Providing a
// Service Instance to Components" and "Reference Implementation".
import SwiftUI
import Combine
import SeamComponents

struct EmptyKeysView: View {
    @Environment(\.seamService) private var seam
    @State private var isRefreshing = false

    var body: some View {
        VStack(spacing: 12) {
            Text("No keys yet")
                .font(.headline)
            Button("Refresh") {
                Task {
                    isRefreshing = true
                    _ = try? await seam.refresh()
                    isRefreshing = false
                }
            }
        }
        .padding()
    }
}

struct CredentialErrorSnippet: View {
    let credential: SeamAccessCredential

    var body: some View {
        let style = SeamAccessCredentialErrorStyle.default
        let theme = SeamTheme.default

        if let error = credential.errors.first {
            Image(systemName: style.systemIcon(error, theme: theme))
            Text(style.message(error))
            if let title = style.primaryActionTitle(error) {
                Button(title) { style.primaryAction(error)() }
            }
        }
    }
}

struct ThemingSnippets: View {
    var body: some View {
        SeamAccessView()
            .environment(\.seamTheme, SeamTheme.default)
        let theme = SeamTheme.default
            .with(colors: .default.with(accent: .orange))
            .with(fonts: .default.with(title: .system(size: 28, weight: .semibold)))
        SeamAccessView().environment(\.seamTheme, theme)
    }
}

struct ServiceInjectionSnippet: View {
    var body: some View {
        let previewService: any SeamServiceProtocol = PreviewSeamService()
        SeamAccessView()
            .environment(\.seamService, previewService) // environment key for the UI service
    }
}

// The reference app, without `@main` (this is a library target; an app keeps the attribute).
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
