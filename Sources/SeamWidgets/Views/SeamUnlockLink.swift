#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// Unlock as a link (``SeamWidgetLinks/UnlockButton``): its title in the theme's headline font,
/// drawn by `label`, and to VoiceOver a button with the button's label. Shared by the medium
/// widget's button and the stay's Live Activity.
@MainActor
struct SeamUnlockLink<Label: View>: View {
    let button: SeamWidgetLinks.UnlockButton
    let theme: SeamTheme
    /// Given the title, styled in the headline font.
    @ViewBuilder let label: (Text) -> Label

    var body: some View {
        Link(destination: button.url) {
            label(Text(button.title).font(theme.fonts.headline))
        }
        .accessibilityLabel(Text(button.accessibilityLabel))
        .accessibilityAddTraits(.isButton)
    }
}
#endif
