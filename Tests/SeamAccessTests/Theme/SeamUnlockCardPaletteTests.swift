import Foundation
import SeamAccess
import Testing

/// The unlock card palette in Seam's spelling: its defaults, its init and a `with(...)` over
/// every field, and the contrast pairs of its header, instructions and key button.
@Suite struct SeamUnlockCardPaletteTests {
    typealias UnlockCard = SeamPalette.UnlockCard<SeamPaint>
    let palette = SeamPalette.default
    let plum = SeamPaint.color(SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8))
    let faint = SeamPaint.color(SeamAdaptiveColor(light: 0xE0E0E6, dark: 0x2A2A2E))

    /// Seam's twenty fields, each named after itself (the optional ones too).
    static let seamNamed = SeamPalette.UnlockCard(
        cardBackground: "cardBackground", headerBackground: "headerBackground", dividerColor: "dividerColor",
        headerTitleColor: "headerTitleColor", headerSubtitleColor: "headerSubtitleColor",
        providerLogoTint: "providerLogoTint", keyIconColorIdle: "keyIconColorIdle",
        keyIconColorActive: "keyIconColorActive", keyButtonGradient: ["keyButtonGradient"],
        keyButtonShadowColor: "keyButtonShadowColor", keyButtonShadowRadius: 1, keyButtonShadowYOffset: 2,
        progressColor: "progressColor", phaseTitleColor: "phaseTitleColor", instructionTextColor: "instructionTextColor",
        bulletBackground: "bulletBackground", bulletTextColor: "bulletTextColor", successColor: "successColor",
        errorColor: "errorColor", statusMessageColor: "statusMessageColor")

    /// The names of ``SeamPalette/UnlockCard/paintFields``, in their order.
    static let paintFieldNames = [
        "dividerColor", "headerTitleColor", "headerSubtitleColor", "providerLogoTint", "keyIconColorIdle",
        "keyIconColorActive", "keyButtonShadowColor", "progressColor", "phaseTitleColor", "instructionTextColor",
        "bulletBackground", "bulletTextColor", "successColor", "errorColor", "statusMessageColor", "cancelColor",
        "warningColor", "infoColor", "waitingSymbolColor",
    ]

    @Test func theDefaultKeepsTheCardsRolesAndStartsSeamsNewPartsQuietly() {
        let card = UnlockCard.default
        #expect(card.cardBackground == .role(.secondaryBackground) && card.headerBackground == nil)
        #expect(card.headerTitleColor == .role(.primaryText) && card.headerSubtitleColor == .role(.secondaryText))
        #expect(card.phaseTitleColor == .role(.primaryText) && card.instructionTextColor == .role(.secondaryText))
        #expect(card.statusMessageColor == .role(.secondaryText) && card.providerLogoTint == .role(.secondaryText))
        #expect(card.keyIconColorIdle == .role(.primaryTextLight) && card.keyIconColorActive == .role(.accent))
        #expect(card.progressColor == .role(.progress))
        #expect(card.successColor == .role(.success) && card.errorColor == .role(.error))
        #expect(card.warningColor == .role(.warning) && card.infoColor == .role(.info))
        #expect(card.dividerColor == .color(.clear) && card.keyButtonShadowColor == .color(.clear))
        #expect(card.keyButtonShadowRadius == 0 && card.keyButtonShadowYOffset == 0)
        #expect(card.bulletBackground == .role(.secondaryFill) && card.bulletTextColor == .role(.primaryText))
    }

    @Test func seamsFieldsAloneGiveTheOthersTheirNearestField() {
        let card = Self.seamNamed
        let fields = SeamPalette.UnlockCard<String>.paintFields
        #expect(fields.count == Self.paintFieldNames.count)
        for (field, name) in zip(fields, Self.paintFieldNames).prefix(15) { #expect(card[keyPath: field] == name) }
        #expect(card.cardBackground == "cardBackground" && card.headerBackground == "headerBackground")
        #expect(card.keyButtonGradient == ["keyButtonGradient"])
        #expect(card.keyButtonShadowRadius == 1 && card.keyButtonShadowYOffset == 2)
        #expect(card.cancelColor == "phaseTitleColor" && card.waitingSymbolColor == "phaseTitleColor")
        #expect(card.warningColor == "errorColor" && card.infoColor == "progressColor")
        #expect(card.keyButtonShape == .circle && card.headerTitleFont == .title && card.instructionFont == .body)
    }

    @Test func withReplacesEveryFieldByItsOwnLabel() {
        let card = Self.seamNamed.with(
            cardBackground: "cardBackground!", headerBackground: .some(nil), dividerColor: "dividerColor!",
            headerTitleColor: "headerTitleColor!", headerSubtitleColor: "headerSubtitleColor!",
            providerLogoTint: "providerLogoTint!", keyIconColorIdle: "keyIconColorIdle!",
            keyIconColorActive: "keyIconColorActive!", keyButtonGradient: ["a", "b"],
            keyButtonShadowColor: "keyButtonShadowColor!", keyButtonShadowRadius: 10, keyButtonShadowYOffset: 20,
            progressColor: "progressColor!", phaseTitleColor: "phaseTitleColor!",
            instructionTextColor: "instructionTextColor!", bulletBackground: "bulletBackground!",
            bulletTextColor: "bulletTextColor!", successColor: "successColor!", errorColor: "errorColor!",
            statusMessageColor: "statusMessageColor!", cancelColor: "cancelColor!", warningColor: "warningColor!",
            infoColor: "infoColor!", waitingSymbolColor: "waitingSymbolColor!", keyButtonShape: .capsule,
            headerTitleFont: .largeTitle, headerSubtitleFont: .headline, headerDetailFont: .caption,
            phaseTitleFont: .title2, instructionFont: .callout, cancelFont: .body, outcomeTitleFont: .title,
            outcomeMessageFont: .footnote)
        for (field, name) in zip(SeamPalette.UnlockCard<String>.paintFields, Self.paintFieldNames) {
            #expect(card[keyPath: field] == name + "!")
        }
        #expect(card.cardBackground == "cardBackground!" && card.headerBackground == nil)
        #expect(card.keyButtonGradient == ["a", "b"] && card.keyButtonShape == .capsule)
        #expect(card.keyButtonShadowRadius == 10 && card.keyButtonShadowYOffset == 20)
        #expect([card.headerTitleFont, card.headerSubtitleFont, card.headerDetailFont, card.phaseTitleFont,
                 card.instructionFont, card.cancelFont, card.outcomeTitleFont, card.outcomeMessageFont]
                == [.largeTitle, .headline, .caption, .title2, .callout, .body, .title, .footnote])
        #expect(card.with() == card)
        #expect(card.map { $0 } == card)
    }

    @Test func theHeaderIsCheckedOnItsOwnFill() {
        let dark = SeamPaint.color(SeamAdaptiveColor(0x1D3557))
        let onDarkHeader = UnlockCard.default.with(headerBackground: dark).contrastFailures(in: palette)
        #expect(onDarkHeader.contains { $0.hasPrefix("card header title (light)") })
        #expect(onDarkHeader.contains { $0.hasPrefix("card provider logo (light)") })
        #expect(!onDarkHeader.contains { $0.hasPrefix("card phase title") }, "the phase is on the card, not the header")
        let light = UnlockCard.default.with(headerBackground: dark, headerTitleColor: .role(.primaryTextLight),
                                            headerSubtitleColor: .role(.primaryTextLight),
                                            providerLogoTint: .role(.primaryTextLight))
        #expect(light.contrastFailures(in: palette).isEmpty)
    }

    @Test func withoutACardBackgroundTheCardIsCheckedOnThePrimaryBackground() {
        // Gray fill text is about 3.3:1 on white: it fails on the primary background.
        let card = UnlockCard.default.with(cardBackground: .some(nil), instructionTextColor: .role(.grayFill))
        #expect(card.contrastFailures(in: palette).contains { $0.hasPrefix("card instruction (light): 3.") })
    }

    @Test func aBulletsSymbolIsCheckedOnTheBullet() {
        let failures = UnlockCard.default.with(bulletBackground: .role(.primaryText)).contrastFailures(in: palette)
        #expect(failures.contains { $0.hasPrefix("card bullet text (light)") })
        #expect(UnlockCard.default.with(bulletBackground: .role(.primaryText), bulletTextColor: .role(.secondaryBackground))
            .contrastFailures(in: palette).isEmpty)
    }

    @Test func everyStopOfTheKeyButtonIsChecked() {
        let failures = UnlockCard.default.with(keyButtonGradient: [plum, faint]).contrastFailures(in: palette)
        #expect(failures.contains { $0.hasPrefix("card key icon on stop 2 (light)") })
        #expect(!failures.contains { $0.hasPrefix("card key icon on stop 1") })
        #expect(UnlockCard.default.with(keyButtonGradient: []).contrastFailures(in: palette).isEmpty,
                "an empty gradient is the accent")
    }
}
