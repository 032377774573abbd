#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Paints a `List` as its ``SeamListFill`` says: the fill's backdrop behind it, its own
/// background hidden when the fill says so, and the list drawn in the fill's mode (so on iOS 15
/// the system's background, where it stays, matches the theme's). iOS 15 cannot hide it from
/// out here: a row does, with ``SeamEnclosingTableClearing`` (this list only: no
/// `UITableView.appearance()`, which would change every table in the app). Rows take the
/// fill's `row` themselves, with `listRowBackground`.
struct SeamListBackground: ViewModifier {
    let fill: SeamListFill
    @Environment(\.seamTheme) private var theme

    func body(content: Content) -> some View {
        hidingListBackground(content)
            .background(fill.backdrop.map(theme.color)?.ignoresSafeArea())
            .environment(\.colorScheme, fill.isDark ? .dark : .light)
    }

    @ViewBuilder
    private func hidingListBackground(_ content: Content) -> some View {
        if #available(iOS 16, *), fill.hidesListBackground {
            content.scrollContentBackground(.hidden)
        } else {
            content
        }
    }
}

extension SeamListFill {
    /// The table layout's fill on this system, for a list drawn with `theme` in `colorScheme`.
    static func table(theme: SeamTheme, colorScheme: ColorScheme) -> SeamListFill {
        let hidesListBackground: Bool
        if #available(iOS 16, *) { hidesListBackground = true } else { hidesListBackground = false }
        return .table(hidingListBackground: hidesListBackground, isDarkMode: colorScheme == .dark) {
            SeamAdaptiveColor(resolving: theme.color($0))
        }
    }

    /// The fill of a state's one-row list (iOS 15) drawn with `theme` in `colorScheme`.
    static func screen(theme: SeamTheme, colorScheme: ColorScheme) -> SeamListFill {
        let isDarkMode = colorScheme == .dark
        return .screen(on: SeamAdaptiveColor.RGBA(resolving: theme.colors.primaryBackground, isDarkMode: isDarkMode),
                       isDarkMode: isDarkMode)
    }
}
#endif
