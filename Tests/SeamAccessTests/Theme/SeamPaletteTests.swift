import Foundation
import SeamAccess
import Testing

struct SeamPaletteTests {
    @Test func contrastRatioMatchesWCAGReferenceValues() {
        let white = SeamAdaptiveColor.RGBA(hex: 0xFFFFFF), black = SeamAdaptiveColor.RGBA(hex: 0x000000)
        #expect(abs(white.contrastRatio(with: black) - 21) < 0.001)
        #expect(abs(white.contrastRatio(with: white) - 1) < 0.001)
        // #767676 on white is the classic 4.54:1 AA boundary colour.
        #expect(abs(SeamAdaptiveColor.RGBA(hex: 0x767676).contrastRatio(with: white) - 4.54) < 0.01)
        #expect(SeamAdaptiveColor.RGBA(hex: 0x777777).contrastRatio(with: white) < 4.5)
    }

    /// Theming.md's example accent carries white button titles: it must keep AA, where the
    /// system orange it replaced was 2.2:1.
    @Test func theThemingArticlesAccentKeepsWhiteTextReadable() {
        let white = SeamAdaptiveColor.RGBA(hex: 0xFFFFFF)
        #expect(SeamAdaptiveColor.RGBA(hex: 0xB54708).contrastRatio(with: white) >= 4.5)
        #expect(SeamAdaptiveColor.RGBA(hex: 0xFF9500).contrastRatio(with: white) < 2.3)
    }

    /// Theming.md's warm paper background (#FAF5ED by day, black at night) and its accent keep
    /// every default text role AA.
    @Test func theThemingArticlesPaperBackgroundKeepsTextReadable() {
        var palette = SeamPalette.default
        palette.primaryBackground = SeamAdaptiveColor(light: 0xFAF5ED, dark: 0x000000)
        palette.accent = SeamAdaptiveColor(0x0A5ECC)
        #expect(palette.contrastFailures() == [])
    }

    @Test func defaultPaletteMeetsAAForEveryTextRoleInBothModes() {
        #expect(SeamPalette.default.contrastFailures() == [])
    }

    @Test func aBadCustomPaletteIsReported() {
        var palette = SeamPalette.default
        palette.warning = SeamAdaptiveColor(light: 0xFFD60A, dark: 0xFFD60A)  // yellow text on white
        let failures = palette.contrastFailures()
        #expect(failures.contains { $0.contains("warning") && $0.contains("(light)") })
        #expect(!failures.contains { $0.contains("warning") && $0.contains("(dark)") })
        #expect(failures.first?.hasPrefix("warning on primaryBackground (light): ") == true, "named by role: \(failures)")
    }

    @Test func everyRoleIsCheckedAgainstAtLeastOneSurface() {
        let textRoles: [KeyPath<SeamPalette, SeamAdaptiveColor>] = [
            \.colors.primaryText, \.colors.secondaryText, \.colors.primaryTextLight, \.colors.primaryTextDark,
            \.colors.error, \.colors.warning, \.colors.info, \.colors.success,
        ]
        for role in textRoles { #expect(SeamPalette.textPairings.contains { $0.text == role }) }
    }
}

/// Issue 30, item 6: the widget's Unlock draws `primaryTextDark` on the key card's accent, a
/// pair the contrast check never looked at.
@Suite struct SeamWidgetUnlockContrastTests {
    @Test func theWidgetsUnlockTitleOnTheKeyCardAccentIsChecked() {
        #expect(SeamPalette.default.keyCardAccent == SeamAdaptiveColor.RGBA(hex: 0xF5A623))
        #expect(SeamPalette.default.contrastFailures() == [], "black on the default amber passes")
        var palette = SeamPalette.default
        palette.keyCardAccent = SeamAdaptiveColor.RGBA(hex: 0x1D3557)  // navy, under black text
        #expect(palette.contrastFailures().contains { $0.hasPrefix("primaryTextDark on key card accent") })
    }
}
