#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A full-screen state (empty, activation failure) that is centred when it fits and scrolls
/// when it does not (accessibility text sizes on a small phone), with pull-to-refresh.
///
/// Pull-to-refresh on a `ScrollView` needs iOS 16; on iOS 15 `refreshable` does nothing
/// here, so every state that uses this also has a button for the same action.
@MainActor
struct SeamScrollableState<Content: View>: View {
    let refresh: @MainActor @Sendable () async -> Void
    @ViewBuilder let content: Content

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                content
                    .frame(maxWidth: .infinity, minHeight: proxy.size.height)
            }
            .refreshable { await refresh() }
        }
    }
}
#endif
