import Foundation
import SeamAccess
import Testing

/// The theme's toast and unlock card hold colours, not roles; a colour still at what its
/// default role gave follows the theme's colours when they change, one set on purpose stays.
/// Pinned here on the palettes' data, the same code the SwiftUI theme runs on `Color`s.
@Suite struct SeamPaletteFollowingTests {
    let before = SeamPalette.default.colors
    let orange = SeamAdaptiveColor(0xB54708)
    let plum = SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)
    var after: SeamPalette.Colors<SeamAdaptiveColor> {
        before.with(accent: orange, primaryText: plum, secondaryBackground: SeamAdaptiveColor(0xFFF4E5))
    }

    /// The palettes as a theme holds them: the default data in the default colours.
    let toast = SeamPalette.Toast<SeamPaint>.default.map { $0.resolved(in: .default) }
    let card = SeamPalette.UnlockCard<SeamPaint>.default.map { $0.resolved(in: .default) }

    @Test func aToastLeftAtItsDefaultsTakesTheNewRoles() {
        let followed = toast.following(before, to: after)
        #expect(followed.background == SeamAdaptiveColor(0xFFF4E5))
        #expect(followed.textColor == plum && followed.actionColor == plum)
        #expect(followed.accentColor == before.warning, "a role that did not change stays")
        #expect(followed.borderColor == .clear, "a colour of its own follows no role")
    }

    @Test func aColourSetOnPurposeIsKept() {
        let teal = SeamAdaptiveColor(0x00796B)
        let followed = toast.with(textColor: teal).following(before, to: after)
        #expect(followed.textColor == teal && followed.actionColor == plum)
        #expect(toast.following(before, to: before) == toast)
    }

    @Test func theCardsColoursBackgroundAndGradientFollow() {
        let followed = card.following(before, to: after)
        #expect(followed.keyButtonGradient == [orange] && followed.keyIconColorActive == orange)
        #expect(followed.cardBackground == SeamAdaptiveColor(0xFFF4E5))
        #expect(followed.headerTitleColor == plum && followed.phaseTitleColor == plum && followed.cancelColor == plum)
        #expect(followed.headerBackground == nil && followed.dividerColor == .clear)
    }

    @Test func aGradientFollowsOnlyAsAWholeAndAnUnsetBackgroundStaysUnset() {
        let twoStops = card.with(cardBackground: .some(nil), keyButtonGradient: [before.accent, plum])
        let followed = twoStops.following(before, to: after)
        #expect(followed.keyButtonGradient == [before.accent, plum])
        #expect(followed.cardBackground == nil)
    }
}
