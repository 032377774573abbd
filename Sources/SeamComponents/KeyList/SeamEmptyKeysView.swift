#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Shown when the user has no keys: what that means, and a refresh button that shows its
/// progress. It scrolls at large text sizes and also refreshes on pull-down.
///
/// ```swift
/// SeamEmptyKeysView { await viewModel.refresh() }
/// ```
@MainActor
public struct SeamEmptyKeysView: View {
    let refresh: @MainActor @Sendable () async -> Void
    @State private var isRefreshing = false
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale

    public init(refresh: @escaping @MainActor @Sendable () async -> Void) {
        self.refresh = refresh
    }

    public var body: some View {
        SeamScrollableState(refresh: refresh) {
            VStack(spacing: 16) {
                SeamStatusView(systemImage: "key", tone: .info, title: SeamStatusPresentation.Copy.emptyTitle.text(locale: locale),
                               message: SeamStatusPresentation.Copy.emptyMessage.text(locale: locale))
                Button {
                    Task {
                        isRefreshing = true
                        await refresh()
                        isRefreshing = false
                    }
                } label: {
                    HStack(spacing: 8) {
                        if isRefreshing { ProgressView().seamProgressTint(theme.foreground(.primaryButton)) }
                        Text((isRefreshing ? SeamStatusPresentation.Copy.refreshing : SeamStatusPresentation.Copy.refresh).text(locale: locale))
                    }
                }
                .buttonStyle(SeamPrimaryButtonStyle())
                .disabled(isRefreshing)
                .frame(maxWidth: 320)
                .accessibilityIdentifier("seam.empty.refresh")
            }
            .padding()
        }
        .accessibilityIdentifier("seam.empty")
    }
}
#endif
