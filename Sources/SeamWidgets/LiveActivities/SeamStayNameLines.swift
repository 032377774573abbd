#if canImport(ActivityKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// The stay's headline (the key's name) on one line, redacted while locked when the privacy
/// setting says so: the same on the Lock Screen and in the expanded Dynamic Island.
@available(iOS 16.2, *)
@MainActor
struct SeamStayHeadline: View {
    let shown: SeamStayActivityPresentation
    let theme: SeamTheme

    var body: some View {
        Text(shown.headline)
            .font(theme.fonts.headline)
            .lineLimit(1)
            .privacySensitive(shown.isPrivacySensitive(.headline))
    }
}

/// The stay's detail (the place) on one line under the headline, redacted likewise; nothing
/// when there is none.
@available(iOS 16.2, *)
@MainActor
struct SeamStayDetail: View {
    let shown: SeamStayActivityPresentation
    let theme: SeamTheme

    var body: some View {
        if !shown.detail.isEmpty {
            Text(shown.detail)
                .font(theme.fonts.footnote)
                .lineLimit(1)
                .privacySensitive(shown.isPrivacySensitive(.detail))
        }
    }
}
#endif
