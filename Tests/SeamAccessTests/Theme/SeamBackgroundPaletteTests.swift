import Foundation
import SeamAccess
import Testing

/// `SeamTheme(accentColor:backgroundColor:cornerRadius:)` draws with `SeamPalette.readable(on:)`
/// and the unlock card on the list's background: a black background must not leave near-black
/// text in light mode, nor open a light-grey card over a black list.
@Suite struct SeamBackgroundPaletteTests {
    typealias Toast = SeamPalette.Toast<SeamPaint>
    typealias UnlockCard = SeamPalette.UnlockCard<SeamPaint>
    let palette = SeamPalette.default
    let black = SeamAdaptiveColor(0x000000)
    let navy = SeamAdaptiveColor(0x0B1E3F)
    let paper = SeamAdaptiveColor(light: 0xFAF5ED, dark: 0x000000)

    @Test func theDefaultTextOnABlackBackgroundIsUnreadableInLightMode() {
        var onBlack = palette
        onBlack.primaryBackground = black
        #expect(onBlack.contrastFailures().contains { $0.hasPrefix("primaryText on primaryBackground (light)") })
    }

    @Test func aBlackBackgroundTakesTheDarkModeRolesInLightMode() {
        let onBlack = palette.readable(on: black)
        #expect(onBlack.primaryBackground == black)
        #expect(onBlack.primaryText.light == palette.primaryText.dark)
        #expect(onBlack.secondaryBackground.light == palette.secondaryBackground.dark)
        for role in SeamPalette.ColorRole.allCases where role != .primaryBackground {
            #expect(onBlack.colors[role].dark == palette.colors[role].dark, "\(role): dark mode already suits black")
        }
        #expect(onBlack.contrastFailures() == [])
    }

    @Test func aLightBackgroundInDarkModeTakesTheLightModeRoles() {
        let inverted = palette.readable(on: SeamAdaptiveColor(light: 0x000000, dark: 0xFFFFFF))
        #expect(inverted.primaryText.light == palette.primaryText.dark)
        #expect(inverted.primaryText.dark == palette.primaryText.light)
        #expect(inverted.contrastFailures() == [])
    }

    @Test func aBackgroundOfTheModesOwnKindKeepsItsRoles() {
        let onPaper = palette.readable(on: paper)
        #expect(onPaper.colors == palette.colors.with(primaryBackground: paper))
        #expect(onPaper.contrastFailures() == [])
        #expect(palette.readable(on: navy).contrastFailures() == [], "navy by day and night")
    }

    @Test func aTranslucentBackgroundKeepsTheRoles() {
        #expect(palette.readable(on: .clear).colors == palette.colors.with(primaryBackground: .clear))
        let veil = SeamAdaptiveColor(light: .init(hex: 0x000000, alpha: 0.5), dark: .init(hex: 0x000000, alpha: 0.5))
        #expect(palette.readable(on: veil).primaryText == palette.primaryText)
    }

    @Test func aMidGreyThatNoRolesSuitIsStillReported() {
        #expect(!palette.readable(on: SeamAdaptiveColor(0x808080)).contrastFailures().isEmpty)
    }

    @Test func theCardOpensOnTheListsBackgroundAndStaysReadable() {
        let onBlack = palette.readable(on: black)
        let card = UnlockCard.onPrimaryBackground
        #expect(card.cardBackground == nil)
        #expect((card.cardBackground ?? .role(.primaryBackground)).resolved(in: onBlack) == black)
        #expect(card.with(cardBackground: UnlockCard.default.cardBackground) == UnlockCard.default,
                "only the background differs from the default card")
        #expect(card.contrastFailures(in: onBlack) == [])
        #expect(card.contrastFailures(in: palette.readable(on: navy)) == [])
        #expect(card.contrastFailures(in: palette.readable(on: paper)) == [])
    }

    @Test func theToastStaysReadableAndSetOffFromTheBackground() {
        for background in [black, navy, paper] {
            let roles = palette.readable(on: background)
            #expect(Toast.default.contrastFailures(in: roles) == [], "\(background)")
            #expect(Toast.default.background.resolved(in: roles) != background)
        }
    }

    @Test func darkIsWhereWhiteReadsBetterThanBlack() {
        #expect(SeamAdaptiveColor.RGBA(hex: 0x000000).isDark && SeamAdaptiveColor.RGBA(hex: 0x0B1E3F).isDark)
        #expect(!SeamAdaptiveColor.RGBA(hex: 0xFFFFFF).isDark && !SeamAdaptiveColor.RGBA(hex: 0xFAF5ED).isDark)
        #expect(SeamAdaptiveColor.RGBA(hex: 0x1C1C1E).isDark && !SeamAdaptiveColor.RGBA(hex: 0xF2F2F7).isDark)
    }
}
