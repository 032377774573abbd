import Foundation
import SeamAccess
import Testing

/// The unlock card's palette reaches the outcome it shows (icon, title, message, button) and
/// the progress ring, and its contrast check covers them.
@Suite struct SeamUnlockCardOutcomePaletteTests {
    typealias UnlockCard = SeamPalette.UnlockCard<SeamPaint>
    let palette = SeamPalette.default
    let plum = SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)
    let ink = SeamAdaptiveColor(light: 0x3B1F52, dark: 0xEBDDF5)

    @Test(arguments: SeamStatusPresentation.Tone.allCases)
    func byDefaultAnOutcomeLooksAsAScreensStatusAlwaysDid(tone: SeamStatusPresentation.Tone) {
        #expect(UnlockCard.default.outcome(tone: tone) == .screen(tone: tone))
        #expect(SeamStatusLook.screen(tone: tone).icon == .role(tone.colorRole))
    }

    @Test func byDefaultTheRingIsTheProgressRoleAndItsKeyTheAccent() {
        let card = UnlockCard.default
        #expect(card.progressColor == .role(SeamSurface.progressIndicator.foreground ?? .accent))
        #expect(card.keyIconColorActive == .role(.accent))
    }

    @Test func theCardsColoursAndFontsDriveItsOutcomes() {
        let card = UnlockCard.default.with(
            keyIconColorIdle: .role(.primaryTextLight), keyButtonGradient: [.color(plum)], phaseTitleColor: .color(ink),
            errorColor: .color(plum), statusMessageColor: .color(plum), cancelFont: .headline,
            outcomeTitleFont: .title2, outcomeMessageFont: .body)
        let failed = card.outcome(tone: .error)
        #expect(failed.icon == .color(plum))
        #expect(failed.title == .color(ink) && failed.titleFont == .title2)
        #expect(failed.message == .color(plum) && failed.messageFont == .body)
        #expect(failed.actionFill == [.color(plum)] && failed.actionTitle == .role(.primaryTextLight))
        #expect(failed.actionFont == .headline)
        #expect(card.outcome(tone: .success).icon == .role(.success), "other tones keep their own icon colour")
    }

    @Test func theContrastCheckCoversTheRingAndItsKey() {
        let card = UnlockCard.default
        let faint = SeamAdaptiveColor(light: 0xE0E0E6, dark: 0x2A2A2E)
        #expect(card.with(progressColor: .color(faint)).contrastFailures(in: palette)
            .contains { $0.hasPrefix("card progress ring") })
        #expect(card.with(keyIconColorActive: .color(faint)).contrastFailures(in: palette)
            .contains { $0.hasPrefix("card active key icon") })
    }

    @Test func theContrastCheckCoversEveryOutcomeIcon() {
        let faint = SeamPaint.color(SeamAdaptiveColor(light: 0xE0E0E6, dark: 0x2A2A2E))
        let card = UnlockCard.default.with(successColor: faint, errorColor: faint, warningColor: faint, infoColor: faint)
        let failures = card.contrastFailures(in: palette)
        for name in ["success", "warning", "error", "info"] {
            #expect(failures.contains { $0.hasPrefix("card \(name) icon (light)") })
        }
    }

    @Test func anOutcomeButtonTitleNeedsTextContrastNotJustASymbols() {
        // White on this blue is about 3.7:1: enough for the key symbol, not for "Try again".
        let blue = SeamPaint.color(SeamAdaptiveColor(0x3B82F6))
        let failures = UnlockCard.default.with(keyButtonGradient: [blue]).contrastFailures(in: palette)
        #expect(failures.contains { $0.hasPrefix("card outcome button title") })
        #expect(!failures.contains { $0.hasPrefix("card key icon") })
    }
}
