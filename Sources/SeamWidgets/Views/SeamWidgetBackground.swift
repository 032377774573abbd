#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

extension View {
    /// The key card's gradient behind a Home Screen widget: the widget container background
    /// on iOS 17 (required there), a padded background before.
    @MainActor
    func seamWidgetCardBackground(_ theme: SeamTheme) -> some View {
        let gradient = LinearGradient(colors: theme.keyCard.resolvedGradient, startPoint: .topLeading, endPoint: .bottomTrailing)
        return Group {
            if #available(iOS 17, *) {
                self.containerBackground(for: .widget) { gradient }
            } else {
                self.padding().background(gradient)
            }
        }
    }

    /// Lock Screen widgets draw on the system's material: an empty container background on
    /// iOS 17.
    @MainActor
    func seamWidgetClearBackground() -> some View {
        Group {
            if #available(iOS 17, *) {
                self.containerBackground(for: .widget) { Color.clear }
            } else {
                self
            }
        }
    }
}
#endif
