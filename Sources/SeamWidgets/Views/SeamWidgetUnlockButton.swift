#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// Unlock: a link to the key's card that starts unlocking (``SeamWidgetLinks/UnlockButton``),
/// on every iOS version. Not an App Intent button: the system may run a widget button's
/// intent in the widget extension, which has no key screen. Only the medium widget has one:
/// a small widget allows one link for the whole widget, which opens the card instead.
@MainActor
struct SeamWidgetUnlockButton: View {
    let button: SeamWidgetLinks.UnlockButton
    let theme: SeamTheme

    var body: some View {
        SeamUnlockLink(button: button, theme: theme) { title in
            title
                .foregroundColor(theme.colors.primaryTextDark)
                .padding(.vertical, 6)
                .frame(maxWidth: .infinity)
                .background(Capsule().fill(theme.keyCard.accentColor))
        }
    }
}
#endif
