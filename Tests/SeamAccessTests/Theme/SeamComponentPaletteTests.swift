import Foundation
import SeamAccess
import Testing

@Suite struct SeamComponentPaletteTests {
    let palette = SeamPalette.default
    let plum = SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)

    @Test func theDefaultsAreTheRolesTheBannerAndCardAlwaysUsed() {
        let banner = SeamBannerPalette.default
        #expect(banner.background == .role(SeamSurface.refreshBanner.background ?? .accent))
        #expect(banner.text == .role(SeamSurface.refreshBanner.foreground ?? .accent))
        #expect(banner.textFont == SeamSurface.refreshBanner.font)
        #expect(banner.action == .role(SeamSurface.refreshBannerDismiss.foreground ?? .accent))
        #expect(banner.actionFont == SeamSurface.refreshBannerDismiss.font)
        #expect(banner.icon == .role(SeamStatusPresentation.Tone.warning.colorRole))
        #expect(banner.shape == .rectangle)

        let card = SeamUnlockCardPalette.default
        #expect(card.cancel == .role(SeamSurface.unlockCancel.foreground ?? .accent))
        #expect(card.background == .role(SeamSurface.unlockCancel.background ?? .accent))
        #expect(card.cancelFont == SeamSurface.unlockCancel.font)
        #expect(card.button == .role(.accent) && card.buttonSymbol == .role(.primaryTextLight))
        #expect(card.buttonShape == .circle)
        #expect([card.titleFont, card.progressTitleFont, card.messageFont] == [.title, .title3, .body])
    }

    @Test func withReplacesOnlyTheFieldsGiven() {
        let banner = SeamBannerPalette.default.with(background: .color(plum), shape: .capsule)
        #expect(banner.background == .color(plum) && banner.shape == .capsule)
        #expect(banner.with() == banner)
        #expect(banner.text == SeamBannerPalette.default.text && banner.actionFont == .actionTitle)

        let card = SeamUnlockCardPalette.default.with(button: .color(plum), titleFont: .largeTitle)
        #expect(card.button == .color(plum) && card.titleFont == .largeTitle)
        #expect(card.with() == card)
        #expect(card.detail == .role(.secondaryText) && card.buttonShape == .circle)
    }

    @Test func aPaintIsARolesColourOrItsOwn() {
        for role in SeamPalette.ColorRole.allCases {
            #expect(SeamPaint.role(role).resolved(in: palette) == palette.colors[role])
        }
        #expect(SeamPaint.role(.accent).resolved(in: palette) == palette.accent)
        #expect(SeamPaint.color(plum).resolved(in: palette) == plum)
        var green = palette
        green.accent = SeamAdaptiveColor(0x1E7B34)
        #expect(SeamUnlockCardPalette.default.button.resolved(in: green) == green.accent, "a role follows the theme")
    }

    @Test func theDefaultsMeetAAInBothModes() {
        #expect(SeamBannerPalette.default.contrastFailures(in: palette).isEmpty)
        #expect(SeamUnlockCardPalette.default.contrastFailures(in: palette).isEmpty)
    }

    @Test func theThemingArticlesPalettesMeetAA() {
        let blush = SeamAdaptiveColor(light: 0xF6EEF9, dark: 0x241A2B)
        #expect(SeamBannerPalette.default.with(background: .color(blush)).contrastFailures(in: palette).isEmpty)
        #expect(SeamUnlockCardPalette.default.with(background: .color(blush), button: .color(plum))
            .contrastFailures(in: palette).isEmpty)
    }

    @Test func aPaletteThatMakesTextHardToReadIsReported() {
        let pale = SeamAdaptiveColor(light: 0xF2F2F7, dark: 0x1C1C1E)
        let banner = SeamBannerPalette.default.with(text: .color(pale))
        #expect(banner.contrastFailures(in: palette).count == 2)
        #expect(banner.contrastFailures(in: palette).allSatisfy { $0.hasPrefix("banner text") })

        let card = SeamUnlockCardPalette.default.with(button: .role(.lightFill))
        let failures = card.contrastFailures(in: palette)
        #expect(failures.contains { $0.hasPrefix("card button symbol (light)") })
        #expect(SeamUnlockCardPalette.default.with(button: .color(plum)).contrastFailures(in: palette).isEmpty)
    }

    @Test func shapesClampTheirCornersToTheFrame() {
        #expect(SeamPalette.Shape.rectangle.cornerRadius(width: 300, height: 44) == 0)
        #expect(SeamPalette.Shape.rounded(cornerRadius: 12).cornerRadius(width: 300, height: 44) == 12)
        #expect(SeamPalette.Shape.rounded(cornerRadius: 80).cornerRadius(width: 300, height: 44) == 22)
        #expect(SeamPalette.Shape.rounded(cornerRadius: -4).cornerRadius(width: 300, height: 44) == 0)
        #expect(SeamPalette.Shape.rounded(cornerRadius: .infinity).cornerRadius(width: 300, height: 44) == 0)
        #expect(SeamPalette.Shape.rounded(cornerRadius: .nan).cornerRadius(width: 300, height: 44) == 0)
        #expect(SeamPalette.Shape.capsule.cornerRadius(width: 300, height: 44) == 22)
        #expect(SeamPalette.Shape.circle.cornerRadius(width: 140, height: 140) == 70)
        #expect(SeamPalette.Shape.capsule.cornerRadius(width: -10, height: 44) == 0)
    }
}
