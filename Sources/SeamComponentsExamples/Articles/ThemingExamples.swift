#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// Theming.md

@MainActor
struct BrandedKeys: View {
    var body: some View {
        let theme = SeamTheme.default
            .with(colors: .default.with(accent: .orange, progress: .orange))
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
struct QuietKeys: View {
    var body: some View {
        SeamAccessView()
            .environment(\.seamHapticsEnabled, false)
    }
}
#endif
