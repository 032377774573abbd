import Foundation
import SeamAccess
import Testing

/// The symbol the card shows while the owner confirms is a palette value, and the contrast
/// check covers it.
@Suite struct SeamUnlockCardWaitingSymbolPaletteTests {
    let faint = SeamPaint.color(SeamAdaptiveColor(light: 0xE0E0E6, dark: 0x2A2A2E))

    @Test func byDefaultItIsTheTitlesColourAsBefore() {
        let card = SeamUnlockCardPalette.default
        #expect(card.waitingSymbol == .role(.primaryText))
        #expect(card.waitingSymbol == card.title)
        #expect(card.contrastFailures(in: .default).isEmpty)
    }

    @Test func itCanBeSetAndTheRestIsKept() {
        let plum = SeamPaint.color(SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8))
        let card = SeamUnlockCardPalette.default.with(waitingSymbol: plum)
        #expect(card.waitingSymbol == plum)
        #expect(card.with(title: faint).waitingSymbol == plum)
        #expect(SeamUnlockCardPalette().with(waitingSymbol: plum) == card)
    }

    @Test func theContrastCheckCoversIt() {
        let failures = SeamUnlockCardPalette.default.with(waitingSymbol: faint).contrastFailures(in: .default)
        #expect(failures.contains { $0.hasPrefix("card waiting symbol") })
        #expect(!failures.contains { $0.hasPrefix("card title") })
    }
}
