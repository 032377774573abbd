#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// Theming.md

@MainActor
struct BrandedKeys: View {
    /// #B54708: white text on it is 5.4:1 (AA). System orange is 2.2:1, too faint for a button title.
    let burntOrange = Color(red: 0.71, green: 0.28, blue: 0.03)

    var body: some View {
        let theme = SeamTheme.default
            .with(colors: .default.with(accent: burntOrange, progress: burntOrange))
            .with(fonts: .default.with(title: .system(.title, design: .rounded).weight(.bold)))
            .with(keyCard: .default.with(backgroundGradient: [.black, .indigo], cornerRadius: 24))
        SeamAccessView()
            .environment(\.seamTheme, theme)
    }
}

func hotelTheme() -> SeamTheme {
    var theme = SeamTheme.default
    theme.colors.accent = Color(red: 0.55, green: 0.1, blue: 0.2)
    theme.keyCard.logoAssetName = "HotelLogo"
    theme.keyCard.shadowRadius = 0
    return theme
}

func checkPaletteContrast() -> [String] {
    var palette = SeamPalette.default
    palette.accent = SeamAdaptiveColor(light: 0xB3261E, dark: 0xB3261E)
    return palette.contrastFailures()   // [] when every text role keeps AA contrast
}

@MainActor
struct PlumKeys: View {
    static let plum = SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)
    static let blush = SeamAdaptiveColor(light: 0xF6EEF9, dark: 0x241A2B)

    var body: some View {
        let theme = SeamTheme.default
            .with(banner: .default.with(background: .color(Self.blush), shape: .rounded(cornerRadius: 12)))
            .with(unlockCard: .default.with(
                background: .color(Self.blush), button: .color(Self.plum), buttonShape: .rounded(cornerRadius: 32)))
        SeamAccessView()
            .environment(\.seamTheme, theme)
    }
}

func checkUnlockCardContrast() -> [String] {
    let card = SeamUnlockCardPalette.default.with(button: .color(SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)))
    return card.contrastFailures(in: .default)   // [] when the key stays visible on the button
}

@MainActor
struct QuietKeys: View {
    var body: some View {
        SeamAccessView()
            .environment(\.seamHapticsEnabled, false)
    }
}
#endif
