import Foundation
import SeamAccess
import Testing

/// The theme's backgrounds reach the table layout and the states' lists, and the table looks
/// like the system's inset-grouped list on every iOS: on iOS 16 the default theme once put
/// light-grey rows on white (the system's look reversed), with the selection at 1.13:1 on the
/// rows, and rows vanished when both backgrounds were alike.
@Suite struct SeamListFillTests {
    typealias RGBA = SeamAdaptiveColor.RGBA
    let palette = SeamPalette.default
    let black = RGBA(hex: 0x000000)
    let white = RGBA(hex: 0xFFFFFF)
    let systemGrouped = SeamListFill.systemGroupedBackground

    /// The table's fill with `palette`'s roles.
    func table(_ palette: SeamPalette, hiding: Bool, dark: Bool) -> SeamListFill {
        .table(hidingListBackground: hiding, isDarkMode: dark) { palette.colors[$0] }
    }

    /// What shows behind the rows, and the rows, in the mode the list is drawn in.
    func colours(of fill: SeamListFill, in palette: SeamPalette) -> (behind: RGBA, row: RGBA, selection: RGBA) {
        let mode: KeyPath<SeamAdaptiveColor, RGBA> = fill.isDark ? \.dark : \.light
        let behind = fill.backdrop.map { palette.colors[$0] } ?? systemGrouped
        return (behind[keyPath: mode], palette.colors[fill.row][keyPath: mode], palette.colors[fill.selection][keyPath: mode])
    }

    /// On a light `primaryBackground` the rows are `primaryBackground` on a `secondaryBackground`
    /// backdrop (white on light grey by default); on a dark one the other way round.
    @Test func theDefaultTableIsTheSystemsInsetGroupedLookOnEveryIOS() {
        #expect(table(palette, hiding: true, dark: false)
            == SeamListFill(hidesListBackground: true, backdrop: .secondaryBackground, row: .primaryBackground,
                            selection: .secondaryFill, isDark: false))
        #expect(table(palette, hiding: true, dark: true)
            == SeamListFill(hidesListBackground: true, backdrop: .primaryBackground, row: .secondaryBackground,
                            selection: .secondaryFill, isDark: true))
        #expect(table(palette, hiding: false, dark: false)
            == SeamListFill(hidesListBackground: false, backdrop: nil, row: .primaryBackground, isDark: false))
        #expect(table(palette, hiding: false, dark: true)
            == SeamListFill(hidesListBackground: false, backdrop: nil, row: .secondaryBackground, isDark: true))
        for dark in [false, true] {
            let (iOS16, iOS15) = (colours(of: table(palette, hiding: true, dark: dark), in: palette),
                                  colours(of: table(palette, hiding: false, dark: dark), in: palette))
            #expect(iOS16.behind == iOS15.behind && iOS16.row == iOS15.row, "the same look on iOS 15 and 16")
        }
    }

    @Test func rowsAndTheSelectionStandOutFromWhatIsBehindThem() {
        let alike = [SeamAdaptiveColor(0xFFFFFF), SeamAdaptiveColor(0xF2F2F7), SeamAdaptiveColor(0x000000),
                     SeamAdaptiveColor(0x0B1E3F), SeamAdaptiveColor(light: 0xFAF5ED, dark: 0x000000)]
        let palettes = [palette, palette.readable(on: SeamAdaptiveColor(0x000000))]
            + alike.map { background in palette.readable(on: background).with { $0.colors.secondaryBackground = background } }
        for roles in palettes {
            for hiding in [false, true] {
                for dark in [false, true] {
                    let fill = table(roles, hiding: hiding, dark: dark)
                    let (behind, row, selection) = colours(of: fill, in: roles)
                    let name = "\(roles.primaryBackground) hiding: \(hiding) dark: \(dark)"
                    #expect(row.contrastRatio(with: behind) >= SeamListFill.minimumSetOff, "rows: \(name)")
                    #expect(selection.contrastRatio(with: row) >= SeamListFill.minimumSetOff, "selection: \(name)")
                }
            }
        }
    }

    /// A row fill that would not stand out gives way to the first of the other background,
    /// `lightFill`, `secondaryFill` and `darkFill` that does and keeps the rows' text readable.
    @Test func bothBackgroundsAlikeTakeAFillRoleForTheRows() {
        let paper = SeamAdaptiveColor(light: 0xF2F2F7, dark: 0x1C1C1E)
        let flat = palette.with { $0.colors.primaryBackground = paper }
        #expect(table(flat, hiding: true, dark: false).row == .lightFill, "white rows on the grey")
        #expect(table(flat, hiding: true, dark: true).row == .secondaryFill)
        let white = palette.with { $0.colors.secondaryBackground = $0.colors.primaryBackground }
        let fill = table(white, hiding: true, dark: false)
        #expect(fill.row == .secondaryFill && fill.selection != fill.row)
    }

    /// iOS 15 cannot hide a list's background without changing every table in the app
    /// (`UITableView.appearance()`), so the system's grouped background stays, drawn in the mode
    /// that matches the theme's background so a section header on it stays readable.
    @Test func onIOS15ADarkBackgroundDrawsTheTableDarkInLightMode() {
        let roles = palette.readable(on: SeamAdaptiveColor(0x000000))
        let fill = table(roles, hiding: false, dark: false)
        #expect(fill.isDark && fill.row == .secondaryBackground && fill.backdrop == nil)
        // The section header sits on the system's background: readable with the roles the
        // three-value theme picks for black, in the mode the list is drawn in.
        let mode: KeyPath<SeamAdaptiveColor, RGBA> = fill.isDark ? \.dark : \.light
        #expect(roles.secondaryText[keyPath: mode].contrastRatio(with: systemGrouped[keyPath: mode]) >= 4.5)
        #expect(roles.secondaryText.light.contrastRatio(with: systemGrouped.light) < 3,
                "in the system's light mode it would not be")
    }

    /// From iOS 16 the list hides its own background and paints the backdrop.
    @Test func onIOS16ADarkBackgroundInLightModeIsTheBackdrop() {
        let roles = palette.readable(on: SeamAdaptiveColor(0x000000))
        #expect(table(roles, hiding: true, dark: false)
            == SeamListFill(hidesListBackground: true, backdrop: .primaryBackground, row: .secondaryBackground,
                            isDark: false))
    }

    @Test func aTranslucentOrUnknownBackgroundKeepsTheSystemsModeAndPaintsNoBackdrop() {
        for dark in [false, true] {
            for hiding in [false, true] {
                let clear = palette.with { $0.colors.primaryBackground = .clear }
                #expect(table(clear, hiding: hiding, dark: dark)
                    == SeamListFill(hidesListBackground: hiding, backdrop: nil, row: .secondaryBackground, isDark: dark))
                let unknown = SeamListFill.table(hidingListBackground: hiding, isDarkMode: dark) { _ in nil }
                #expect(unknown.isDark == dark && unknown.backdrop == nil)
            }
            #expect(SeamListFill.screen(on: nil, isDarkMode: dark).isDark == dark)
        }
    }

    /// On iOS 15 the state's list showed its own background (the system's, in the matching
    /// mode) as a band above its row while pulling to refresh.
    @Test func aStatesListIsTheScreenAroundItsRowToo() {
        #expect(SeamListFill.screen(on: black, isDarkMode: false)
            == SeamListFill(hidesListBackground: true, backdrop: .primaryBackground, row: .primaryBackground,
                            isDark: true))
        let navy = SeamListFill.screen(on: RGBA(hex: 0x0B1E3F), isDarkMode: true)
        #expect(navy.hidesListBackground && navy.backdrop == SeamSurface.screen.background && navy.row == navy.backdrop)
        #expect(SeamListFill.screen(on: white, isDarkMode: true).row == SeamSurface.screen.background)
    }

    @Test func aStatesListPaintsNothingBehindATranslucentBackground() {
        for background in [RGBA(hex: 0, alpha: 0), RGBA(hex: 0, alpha: 0.5), nil] {
            let fill = SeamListFill.screen(on: background, isDarkMode: false)
            #expect(fill.hidesListBackground && fill.backdrop == nil && fill.row == .primaryBackground)
        }
    }

    @Test func rowTextIsReadableOnEveryRowFill() {
        let text: [SeamPalette.ColorRole] = [.primaryText, .secondaryText, .error, .warning, .info, .success]
        for roles in [palette, palette.readable(on: SeamAdaptiveColor(0x000000))] {
            for hiding in [false, true] {
                for dark in [false, true] {
                    let fill = table(roles, hiding: hiding, dark: dark)
                    let mode: KeyPath<SeamAdaptiveColor, RGBA> = fill.isDark ? \.dark : \.light
                    for role in text {
                        let ratio = roles.colors[role][keyPath: mode].contrastRatio(with: roles.colors[fill.row][keyPath: mode])
                        #expect(ratio >= 4.5, "\(role) on \(fill.row): \(ratio)")
                    }
                }
            }
        }
    }
}
