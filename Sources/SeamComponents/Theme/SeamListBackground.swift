#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Paints a `List` as its ``SeamListFill`` says: from iOS 16 its own background hidden, so the
/// theme's screen behind it shows; on iOS 15 the system's background drawn in the mode that
/// matches the theme's (this list only: no `UITableView.appearance()`, which would change every
/// table in the app). Rows take the fill's `row` themselves, with `listRowBackground`.
struct SeamListBackground: ViewModifier {
    let fill: SeamListFill

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 16, *) {
            if fill.hidesListBackground {
                content.scrollContentBackground(.hidden)
            } else {
                content.environment(\.colorScheme, fill.isDark ? .dark : .light)
            }
        } else {
            content.environment(\.colorScheme, fill.isDark ? .dark : .light)
        }
    }
}

extension SeamListFill {
    /// The table layout's fill on this system, for a list drawn with `theme` in `colorScheme`.
    static func table(theme: SeamTheme, colorScheme: ColorScheme) -> SeamListFill {
        let isDarkMode = colorScheme == .dark
        if #available(iOS 16, *) {
            return .table(hidingListBackground: true, on: nil, isDarkMode: isDarkMode)
        }
        return .table(hidingListBackground: false, on: theme.primaryBackground(isDarkMode: isDarkMode),
                      isDarkMode: isDarkMode)
    }

    /// The fill of a state's one-row list (iOS 15) drawn with `theme` in `colorScheme`.
    static func screen(theme: SeamTheme, colorScheme: ColorScheme) -> SeamListFill {
        let isDarkMode = colorScheme == .dark
        return .screen(on: theme.primaryBackground(isDarkMode: isDarkMode), isDarkMode: isDarkMode)
    }
}

extension SeamTheme {
    /// `colors.primaryBackground` in light or dark mode as numbers; `nil` if UIKit cannot say.
    fileprivate func primaryBackground(isDarkMode: Bool) -> SeamAdaptiveColor.RGBA? {
        SeamAdaptiveColor.RGBA(resolving: colors.primaryBackground, isDarkMode: isDarkMode)
    }
}
#endif
