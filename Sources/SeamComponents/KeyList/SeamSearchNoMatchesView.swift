#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// What the key list shows when its search finds no key: "No keys match “sauna”.", centred,
/// scrolling at accessibility text sizes.
@MainActor
struct SeamSearchNoMatchesView: View {
    let query: String
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale

    var body: some View {
        SeamScrollableState(refresh: nil) {
            Text(SeamKeySearch.Copy.noMatches(query, locale: locale))
                .font(theme.font(.loadingText)).foregroundColor(theme.foreground(.loadingText))
                .multilineTextAlignment(.center)
                .padding()
        }
        .accessibilityIdentifier("seam.search.noMatches")
    }
}
#endif
