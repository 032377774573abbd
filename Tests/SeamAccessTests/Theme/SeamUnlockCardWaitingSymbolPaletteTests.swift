import Foundation
import SeamAccess
import Testing

/// The symbol the card shows while the owner confirms is a palette value, and the contrast
/// check covers it.
@Suite struct SeamUnlockCardWaitingSymbolPaletteTests {
    typealias UnlockCard = SeamPalette.UnlockCard<SeamPaint>
    let faint = SeamPaint.color(SeamAdaptiveColor(light: 0xE0E0E6, dark: 0x2A2A2E))

    @Test func byDefaultItIsTheTitlesColourAsBefore() {
        let card = UnlockCard.default
        #expect(card.waitingSymbolColor == .role(.primaryText))
        #expect(card.waitingSymbolColor == card.headerTitleColor)
        #expect(card.contrastFailures(in: .default).isEmpty)
    }

    @Test func itCanBeSetAndTheRestIsKept() {
        let plum = SeamPaint.color(SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8))
        let card = UnlockCard.default.with(waitingSymbolColor: plum)
        #expect(card.waitingSymbolColor == plum)
        #expect(card.with(headerTitleColor: faint).waitingSymbolColor == plum)
        #expect(UnlockCard.default.with(waitingSymbolColor: plum) == card)
    }

    @Test func theContrastCheckCoversIt() {
        let failures = UnlockCard.default.with(waitingSymbolColor: faint).contrastFailures(in: .default)
        #expect(failures.contains { $0.hasPrefix("card waiting symbol") })
        #expect(!failures.contains { $0.hasPrefix("card header title") })
    }
}
