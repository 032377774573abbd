import Foundation

/// How a SwiftUI `List` in the components is painted so that the theme's backgrounds reach it:
/// the table layout's grouped list, and the one-row list an empty or failed state uses on iOS 15
/// (where only a list refreshes on pull-down).
///
/// From iOS 16 a list hides its own background, so the screen behind it (`primaryBackground`,
/// which `SeamCredentialsView` paints) shows around the table's rows, which sit on
/// `secondaryBackground`. iOS 15 cannot hide it without changing every table in the app
/// (`UITableView.appearance()`), so there the system's background stays, drawn in the mode that
/// matches the theme's background (dark behind a dark `primaryBackground` even in light mode,
/// so a section header on it stays readable), and rows are filled as the system fills them in
/// that mode: `primaryBackground` on its light grey, `secondaryBackground` on its black. A state's
/// one row is the whole screen, so it is `primaryBackground`.
///
/// ```swift
/// let navy = SeamAdaptiveColor.RGBA(hex: 0x0B1E3F)
/// SeamListFill.table(hidingListBackground: false, on: navy, isDarkMode: false)
///     // the system's dark grouped background, rows on secondaryBackground
/// ```
package struct SeamListFill: Hashable, Sendable {
    /// Whether the list's own background is hidden, so that the screen behind it shows.
    package var hidesListBackground: Bool
    /// The fill of each row.
    package var row: SeamPalette.ColorRole
    /// Whether the list is drawn in dark mode: its system background, and the theme's roles in it.
    package var isDark: Bool

    package init(hidesListBackground: Bool, row: SeamPalette.ColorRole, isDark: Bool) {
        self.hidesListBackground = hidesListBackground
        self.row = row
        self.isDark = isDark
    }

    /// The table layout's grouped list. `hidingListBackground` is whether the system can hide
    /// it (iOS 16 and later); `background` is `primaryBackground` in the current mode (`nil` if
    /// its components are unknown).
    package static func table(hidingListBackground: Bool, on background: SeamAdaptiveColor.RGBA?,
                              isDarkMode: Bool) -> Self {
        if hidingListBackground {
            return Self(hidesListBackground: true, row: .secondaryBackground, isDark: isDarkMode)
        }
        let isDark = drawsDark(on: background, isDarkMode: isDarkMode)
        return Self(hidesListBackground: false, row: isDark ? .secondaryBackground : .primaryBackground,
                    isDark: isDark)
    }

    /// A state's one-row list on iOS 15: the row is the screen.
    package static func screen(on background: SeamAdaptiveColor.RGBA?, isDarkMode: Bool) -> Self {
        Self(hidesListBackground: false, row: .primaryBackground,
             isDark: drawsDark(on: background, isDarkMode: isDarkMode))
    }

    /// The system background's mode that matches `background`: the current one when the
    /// background is translucent or unknown (what shows through is the app's business).
    private static func drawsDark(on background: SeamAdaptiveColor.RGBA?, isDarkMode: Bool) -> Bool {
        guard let background, background.alpha >= 1 else { return isDarkMode }
        return background.isDark
    }
}
