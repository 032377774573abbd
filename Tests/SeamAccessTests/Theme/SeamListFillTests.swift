import Foundation
import SeamAccess
import Testing

/// The theme's backgrounds reach the table layout and the states' lists: from iOS 16 the list
/// hides its own background; on iOS 15 the system's stays, in the mode that matches.
@Suite struct SeamListFillTests {
    typealias RGBA = SeamAdaptiveColor.RGBA
    let palette = SeamPalette.default
    let black = RGBA(hex: 0x000000)
    let white = RGBA(hex: 0xFFFFFF)
    /// iOS's grouped list background (`systemGroupedBackground`) in light and dark mode.
    let systemGrouped = SeamAdaptiveColor(light: 0xF2F2F7, dark: 0x000000)

    @Test func fromIOS16TheTableHidesItsBackgroundAndRaisesItsRows() {
        for isDarkMode in [false, true] {
            let fill = SeamListFill.table(hidingListBackground: true, on: isDarkMode ? black : white,
                                          isDarkMode: isDarkMode)
            #expect(fill == SeamListFill(hidesListBackground: true, row: .secondaryBackground, isDark: isDarkMode))
        }
    }

    @Test func onIOS15TheDefaultTableLooksAsTheSystemDrawsIt() {
        #expect(SeamListFill.table(hidingListBackground: false, on: white, isDarkMode: false)
            == SeamListFill(hidesListBackground: false, row: .primaryBackground, isDark: false))
        #expect(SeamListFill.table(hidingListBackground: false, on: black, isDarkMode: true)
            == SeamListFill(hidesListBackground: false, row: .secondaryBackground, isDark: true))
    }

    @Test func onIOS15ADarkBackgroundDrawsTheTableDarkInLightMode() {
        let fill = SeamListFill.table(hidingListBackground: false, on: black, isDarkMode: false)
        #expect(fill.isDark && fill.row == .secondaryBackground)
        // The section header sits on the system's background: readable with the roles the
        // three-value theme picks for black, in the mode the list is drawn in.
        let roles = palette.readable(on: SeamAdaptiveColor(0x000000))
        let mode: KeyPath<SeamAdaptiveColor, RGBA> = fill.isDark ? \.dark : \.light
        #expect(roles.secondaryText[keyPath: mode].contrastRatio(with: systemGrouped[keyPath: mode]) >= 4.5)
        #expect(roles.secondaryText.light.contrastRatio(with: systemGrouped.light) < 3,
                "in the system's light mode it would not be")
    }

    @Test func aTranslucentOrUnknownBackgroundKeepsTheSystemsMode() {
        for isDarkMode in [false, true] {
            #expect(SeamListFill.table(hidingListBackground: false, on: RGBA(hex: 0, alpha: 0), isDarkMode: isDarkMode)
                .isDark == isDarkMode)
            #expect(SeamListFill.table(hidingListBackground: false, on: nil, isDarkMode: isDarkMode).isDark == isDarkMode)
            #expect(SeamListFill.screen(on: nil, isDarkMode: isDarkMode).isDark == isDarkMode)
        }
    }

    @Test func aStatesOneRowIsTheScreen() {
        #expect(SeamListFill.screen(on: black, isDarkMode: false)
            == SeamListFill(hidesListBackground: false, row: .primaryBackground, isDark: true))
        #expect(SeamListFill.screen(on: white, isDarkMode: true).row == SeamSurface.screen.background)
    }

    @Test func rowTextIsReadableOnEveryRowFill() {
        let text: [SeamPalette.ColorRole] = [.primaryText, .secondaryText, .error, .warning, .info, .success]
        for roles in [palette, palette.readable(on: SeamAdaptiveColor(0x000000))] {
            for fill in [SeamListFill.table(hidingListBackground: true, on: white, isDarkMode: false),
                         .table(hidingListBackground: false, on: white, isDarkMode: false)] {
                for role in text {
                    for mode in [\SeamAdaptiveColor.light, \.dark] {
                        let ratio = roles.colors[role][keyPath: mode].contrastRatio(with: roles.colors[fill.row][keyPath: mode])
                        #expect(ratio >= 4.5, "\(role) on \(fill.row): \(ratio)")
                    }
                }
            }
        }
    }
}
