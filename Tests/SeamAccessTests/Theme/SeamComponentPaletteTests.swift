import Foundation
import SeamAccess
import Testing

@Suite struct SeamComponentPaletteTests {
    typealias Toast = SeamPalette.Toast<SeamPaint>
    typealias UnlockCard = SeamPalette.UnlockCard<SeamPaint>
    let palette = SeamPalette.default
    let plum = SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)

    @Test func theDefaultsAreTheRolesTheBannerAndCardAlwaysUsed() {
        let banner = Toast.default
        #expect(banner.background == .role(SeamSurface.refreshBanner.background ?? .accent))
        #expect(banner.textColor == .role(SeamSurface.refreshBanner.foreground ?? .accent))
        #expect(banner.textFont == SeamSurface.refreshBanner.font)
        #expect(banner.actionColor == .role(SeamSurface.refreshBannerDismiss.foreground ?? .accent))
        #expect(banner.actionFont == SeamSurface.refreshBannerDismiss.font)
        #expect(banner.accentColor == .role(SeamStatusPresentation.Tone.warning.colorRole))
        #expect(banner.shape == .rectangle)

        let card = UnlockCard.default
        #expect(card.cancelColor == .role(SeamSurface.unlockCancel.foreground ?? .accent))
        #expect(card.cardBackground == .role(SeamSurface.unlockCancel.background ?? .accent))
        #expect(card.cancelFont == SeamSurface.unlockCancel.font)
        #expect(card.keyButtonGradient == [.role(.accent)] && card.keyIconColorIdle == .role(.primaryTextLight))
        #expect(card.keyButtonShape == .circle)
        #expect([card.headerTitleFont, card.phaseTitleFont, card.instructionFont] == [.title, .title3, .body])
    }

    @Test func withReplacesOnlyTheFieldsGiven() {
        let banner = Toast.default.with(background: .color(plum), shape: .capsule)
        #expect(banner.background == .color(plum) && banner.shape == .capsule)
        #expect(banner.with() == banner)
        #expect(banner.textColor == Toast.default.textColor && banner.actionFont == .actionTitle)

        let card = UnlockCard.default.with(keyButtonGradient: [.color(plum)], headerTitleFont: .largeTitle)
        #expect(card.keyButtonGradient == [.color(plum)] && card.headerTitleFont == .largeTitle)
        #expect(card.with() == card)
        #expect(card.headerSubtitleColor == .role(.secondaryText) && card.keyButtonShape == .circle)
    }

    @Test func aPaintIsARolesColourOrItsOwn() {
        for role in SeamPalette.ColorRole.allCases {
            #expect(SeamPaint.role(role).resolved(in: palette) == palette.colors[role])
        }
        #expect(SeamPaint.role(.accent).resolved(in: palette) == palette.accent)
        #expect(SeamPaint.color(plum).resolved(in: palette) == plum)
        var green = palette
        green.accent = SeamAdaptiveColor(0x1E7B34)
        #expect(UnlockCard.default.keyButtonGradient.map { $0.resolved(in: green) } == [green.accent],
                "a role follows the theme")
    }

    @Test func theDefaultsMeetAAInBothModes() {
        #expect(Toast.default.contrastFailures(in: palette).isEmpty)
        #expect(UnlockCard.default.contrastFailures(in: palette).isEmpty)
    }

    @Test func theThemingArticlesPalettesMeetAA() {
        let blush = SeamAdaptiveColor(light: 0xF6EEF9, dark: 0x241A2B)
        #expect(Toast.default.with(background: .color(blush), borderColor: .color(plum)).contrastFailures(in: palette)
            .isEmpty)
        #expect(UnlockCard.default.with(cardBackground: .color(blush), keyButtonGradient: [.color(plum)],
                                        bulletBackground: .color(plum), bulletTextColor: .role(.primaryTextLight))
            .contrastFailures(in: palette).isEmpty)
    }

    @Test func aPaletteThatMakesTextHardToReadIsReported() {
        let pale = SeamAdaptiveColor(light: 0xF2F2F7, dark: 0x1C1C1E)
        let banner = Toast.default.with(textColor: .color(pale))
        #expect(banner.contrastFailures(in: palette).count == 2)
        #expect(banner.contrastFailures(in: palette).allSatisfy { $0.hasPrefix("toast text") })

        let card = UnlockCard.default.with(keyButtonGradient: [.role(.lightFill)])
        let failures = card.contrastFailures(in: palette)
        #expect(failures.contains { $0.hasPrefix("card key icon (light)") })
        #expect(UnlockCard.default.with(keyButtonGradient: [.color(plum)]).contrastFailures(in: palette).isEmpty)
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
