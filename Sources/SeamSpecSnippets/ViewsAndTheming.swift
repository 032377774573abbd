#if canImport(SwiftUI) && canImport(UIKit)
// llms.txt, "Empty state", "Handling credential errors in UI", "Theming", "Providing a
// Service Instance to Components" (the "Reference Implementation" is in ReferenceImplementation.swift).
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
#endif
