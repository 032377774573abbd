#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// Unlock: a link to the key's card that starts unlocking (``SeamWidgetEntry/unlockURL(_:)``),
/// on every iOS version. Not an App Intent button: the system may run a widget button's
/// intent in the widget extension, which has no key screen. A medium widget holds the link
/// itself; a small widget allows only one link, so the whole widget carries it
/// (``SeamWidgetEntry/widgetURL(_:hasUnlockLink:)``) and this is its label.
@MainActor
struct SeamWidgetUnlockButton: View {
    let entry: SeamNextKeyWidgetEntry
    let theme: SeamTheme
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if family == .systemMedium, let url = entry.content.unlockURL(entry.linkFormat) {
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
