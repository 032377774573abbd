import Foundation

/// How a SwiftUI `List` in the components is painted so that the theme's backgrounds reach it:
/// the table layout's grouped list (the system's inset-grouped look in the theme's roles, on
/// every iOS), and the one-row list an empty or failed state uses on iOS 15 (where only a list
/// refreshes on pull-down). The per-iOS rules and why are in `SeamListFillTests`.
package struct SeamListFill: Hashable, Sendable {
    /// Whether the list's own background is hidden, so that what is painted behind it shows.
    package var hidesListBackground: Bool
    /// What the list paints behind its rows; `nil` when it paints nothing (on iOS 15 the
    /// system's background stays; a translucent `primaryBackground` shows what is behind it).
    package var backdrop: SeamPalette.ColorRole?
    /// The fill of each row.
    package var row: SeamPalette.ColorRole
    /// The fill behind a selected row's content: ``SeamSurface/rowSelection``'s, unless that
    /// does not stand out from the row.
    package var selection: SeamPalette.ColorRole
    /// Whether the list is drawn in dark mode: its system background, and the theme's roles in it.
    package var isDark: Bool

    package init(hidesListBackground: Bool, backdrop: SeamPalette.ColorRole?, row: SeamPalette.ColorRole,
                 selection: SeamPalette.ColorRole = .secondaryFill, isDark: Bool) {
        self.hidesListBackground = hidesListBackground
        self.backdrop = backdrop
        self.row = row
        self.selection = selection
        self.isDark = isDark
    }

    /// iOS's grouped list background (`systemGroupedBackground`): what shows behind the table's
    /// rows on iOS 15.
    package static let systemGroupedBackground = SeamAdaptiveColor(light: 0xF2F2F7, dark: 0x000000)

    /// The least contrast at which a fill stands out from the one behind it. The system's white
    /// rows on its light grey are 1.12:1.
    package static let minimumSetOff = 1.05

    /// The table layout's grouped list. `hidingListBackground` is whether the system can hide
    /// it (iOS 16 and later); `colors` gives a role's colour (`nil` if its components are
    /// unknown), `isDarkMode` the mode the screen is in.
    package static func table(hidingListBackground: Bool, isDarkMode: Bool,
                              colors: (SeamPalette.ColorRole) -> SeamAdaptiveColor?) -> Self {
        let screenMode: KeyPath<SeamAdaptiveColor, SeamAdaptiveColor.RGBA> = isDarkMode ? \.dark : \.light
        guard let background = colors(.primaryBackground)?[keyPath: screenMode], background.alpha >= 1 else {
            // What shows through is the app's business: rows stand on the secondary background.
            return Self(hidesListBackground: hidingListBackground, backdrop: nil, row: .secondaryBackground,
                        isDark: isDarkMode)
        }
        let isDark = hidingListBackground ? isDarkMode : background.isDark
        let mode: KeyPath<SeamAdaptiveColor, SeamAdaptiveColor.RGBA> = isDark ? \.dark : \.light
        func color(_ role: SeamPalette.ColorRole) -> SeamAdaptiveColor.RGBA? { colors(role)?[keyPath: mode] }
        let backdrop: SeamPalette.ColorRole = background.isDark ? .primaryBackground : .secondaryBackground
        let preferred: SeamPalette.ColorRole = background.isDark ? .secondaryBackground : .primaryBackground
        let behind = hidingListBackground ? color(backdrop) : systemGroupedBackground[keyPath: mode]
        let text = rowText.compactMap(color)
        let row = first(of: [preferred, backdrop, .lightFill, .secondaryFill, .darkFill], standingOutFrom: behind,
                        readableWith: text, color: color) ?? preferred
        let selection = first(of: [SeamSurface.rowSelection.background ?? .secondaryFill, .primaryBackground,
                                   .secondaryBackground], standingOutFrom: color(row), readableWith: [], color: color)
        return Self(hidesListBackground: hidingListBackground, backdrop: hidingListBackground ? backdrop : nil,
                    row: row, selection: selection ?? .secondaryFill, isDark: isDark)
    }

    /// A state's one-row list on iOS 15: the row is the screen, and so is what shows around it
    /// while pulling to refresh: the list's own background is hidden (that one table's) and
    /// `primaryBackground` painted behind it, unless that is translucent or unknown (then
    /// nothing is, so what is behind the list shows). The list is still drawn in the mode that
    /// matches `background`, as is its refresh spinner.
    package static func screen(on background: SeamAdaptiveColor.RGBA?, isDarkMode: Bool) -> Self {
        let isOpaque = background.map { $0.alpha >= 1 } ?? false
        return Self(hidesListBackground: true, backdrop: isOpaque ? .primaryBackground : nil, row: .primaryBackground,
                    isDark: drawsDark(on: background, isDarkMode: isDarkMode))
    }

    /// The colours drawn on a table row: its name, place and details, and every status tone.
    private static var rowText: [SeamPalette.ColorRole] {
        [SeamSurface.rowName, .rowLocation, .rowDetail].compactMap(\.foreground)
            + SeamStatusPresentation.Tone.allCases.map(\.colorRole)
    }

    /// The first opaque candidate that stands out from `behind` with every colour of `text` at
    /// 4.5:1 on it; failing that, the first that stands out; `nil` if none does (or `behind`
    /// is unknown).
    private static func first(
        of candidates: [SeamPalette.ColorRole], standingOutFrom behind: SeamAdaptiveColor.RGBA?,
        readableWith text: [SeamAdaptiveColor.RGBA], color: (SeamPalette.ColorRole) -> SeamAdaptiveColor.RGBA?
    ) -> SeamPalette.ColorRole? {
        guard let behind else { return nil }
        let standing = candidates.filter { role in
            guard let fill = color(role), fill.alpha >= 1 else { return false }
            return fill.contrastRatio(with: behind) >= minimumSetOff
        }
        return standing.first { role in
            guard let fill = color(role) else { return false }
            return text.allSatisfy { $0.contrastRatio(with: fill) >= 4.5 }
        } ?? standing.first
    }

    /// The system background's mode that matches `background`: the current one when the
    /// background is translucent or unknown (what shows through is the app's business).
    private static func drawsDark(on background: SeamAdaptiveColor.RGBA?, isDarkMode: Bool) -> Bool {
        guard let background, background.alpha >= 1 else { return isDarkMode }
        return background.isDark
    }
}
