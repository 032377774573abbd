#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// The Home Screen widget (small and medium): the key card's gradient, name, location and
/// expiry (or the problem), and the Unlock button SeamAccess gives the family (medium only).
@MainActor
struct SeamNextKeyHomeView: View {
    let entry: SeamNextKeyWidgetEntry
    let theme: SeamTheme
    let isWide: Bool
    let unlockButton: SeamWidgetLinks.UnlockButton?

    private var content: SeamWidgetEntry { entry.content }
    private var textColor: Color { theme.colors.primaryTextLight }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: content.systemImage)
                    .foregroundColor(theme.color(for: content.tone))
                    .accessibilityHidden(true)
                Spacer()
                if let more = content.moreKeysText {
                    Text(more)
                        .font(theme.fonts.footnote)
                        .foregroundColor(textColor.opacity(0.8))
                }
            }
            Spacer(minLength: 0)
            VStack(alignment: .leading, spacing: 2) {
                Text(content.headline)
                    .font(theme.fonts.headline)
                    .lineLimit(2)
                    .privacySensitive(entry.privacy.isPrivacySensitive(.headline, in: content))
                if !content.detail.isEmpty {
                    Text(content.detail)
                        .font(theme.fonts.footnote)
                        .lineLimit(isWide ? 2 : 1)
                        .privacySensitive(entry.privacy.isPrivacySensitive(.detail, in: content))
                }
                if !content.statusText.isEmpty {
                    content.statusTextView
                        .font(theme.fonts.footnote)
                        .lineLimit(2)
                        .foregroundColor(textColor.opacity(0.85))
                }
            }
            .accessibilityElement(children: .combine)
            if let unlockButton {
                SeamWidgetUnlockButton(button: unlockButton, theme: theme)
            }
        }
        .foregroundColor(textColor)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}
#endif
