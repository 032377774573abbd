#if canImport(WidgetKit) && canImport(SwiftUI) && canImport(AppIntents) && os(iOS)
import AppIntents
import SeamComponents
import SeamIntents
import SwiftUI
import WidgetKit

/// Unlock: on iOS 17 a button that runs ``SeamUnlockKeyIntent`` (which opens the app on the
/// key's card and unlocks); on iOS 16 a link to the same card with `start=1`. Small widgets
/// on iOS 16 cannot hold links, so there the whole widget opens the card instead.
@MainActor
struct SeamWidgetUnlockButton: View {
    let entry: SeamNextKeyWidgetEntry
    let theme: SeamTheme
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if #available(iOS 17, *), let id = entry.content.unlockCredentialId {
            Button(intent: SeamUnlockKeyIntent(key: SeamKeyEntity(credentialId: id, name: entry.content.headline,
                                                                  location: entry.content.detail))) {
                label
            }
            .buttonStyle(.plain)
        } else if family == .systemMedium, let url = entry.content.unlockURL(entry.linkFormat) {
            Link(destination: url) { label }
        } else {
            label
        }
    }

    private var label: some View {
        Text(SeamCopy.unlock.text())
            .font(theme.fonts.headline)
            .foregroundColor(theme.colors.primaryTextDark)
            .padding(.vertical, 6)
            .frame(maxWidth: .infinity)
            .background(Capsule().fill(theme.keyCard.accentColor))
    }
}
#endif
