import Foundation
import SeamAccess
import Testing

/// The grid's iOS 15 refresh button and a favourite's star float over the key cards. They were
/// drawn on a material, which follows the window's mode, not the theme: on black in light mode
/// (`SeamTheme(accentColor:backgroundColor:cornerRadius:)`), light text sat on light grey at
/// about 2:1. They sit on a role of the theme now, and the palette's contrast check covers them.
@Suite struct SeamFloatingControlPaletteTests {
    let palette = SeamPalette.default
    let floating: [SeamSurface] = [.legacyRefreshButton, .keyCardFavourite]

    @Test func theRefreshButtonAndTheStarSitOnAFillOfTheTheme() {
        #expect(SeamSurface.legacyRefreshButton.foreground == .primaryText)
        #expect(SeamSurface.legacyRefreshButton.background == .secondaryBackground)
        #expect(SeamSurface.keyCardFavourite.foreground == .warning)
        #expect(SeamSurface.keyCardFavourite.background == .secondaryBackground)
    }

    @Test func theirPairingsAreInThePalettesContrastCheck() {
        for surface in floating {
            guard let text = surface.foreground, let fill = surface.background else {
                Issue.record("\(surface) draws on no fill of the theme")
                continue
            }
            #expect(SeamPalette.textPairings.contains { $0.text == field(text) && $0.on == field(fill) }, "\(surface)")
        }
    }

    @Test func theyStayReadableOnEveryBackgroundTheThreeValueThemeTakes() {
        let backgrounds = [SeamAdaptiveColor(0x000000), SeamAdaptiveColor(0x0B1E3F),
                           SeamAdaptiveColor(light: 0xFAF5ED, dark: 0x000000), SeamAdaptiveColor(0xFFFFFF)]
        for background in backgrounds {
            let roles = palette.readable(on: background)
            #expect(roles.contrastFailures() == [], "\(background)")
            for surface in floating {
                guard let text = surface.foreground, let fill = surface.background else {
                    Issue.record("\(surface) draws on no fill of the theme")
                    continue
                }
                for mode in [\SeamAdaptiveColor.light, \.dark] {
                    let ratio = roles.colors[text][keyPath: mode].contrastRatio(with: roles.colors[fill][keyPath: mode])
                    #expect(ratio >= 4.5, "\(surface) on \(background): \(ratio)")
                }
            }
        }
    }

    private func field(_ role: SeamPalette.ColorRole) -> KeyPath<SeamPalette, SeamAdaptiveColor> {
        (\SeamPalette.colors).appending(path: SeamPalette.Colors<SeamAdaptiveColor>.keyPath(role))
    }

    @Test func everyPairingIsCheckedOnce() {
        let pairs = SeamPalette.textPairings.map { [$0.text, $0.on] as [AnyKeyPath] }
        #expect(Set(pairs).count == pairs.count)
    }
}
