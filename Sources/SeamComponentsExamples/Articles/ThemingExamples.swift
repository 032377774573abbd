#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// Theming.md

@MainActor
struct BrandedKeys: View {
    /// #B54708: white text on it is 5.4:1 (AA). System orange is 2.2:1, too faint for a button title.
    let burntOrange = Color(red: 0.71, green: 0.28, blue: 0.03)

    var body: some View {
        let theme = SeamTheme.default.with(
            colors: .default.with(accent: burntOrange, progress: burntOrange),
            fonts: .default.with(title: .system(.title, design: .rounded).weight(.bold)),
            keyCard: .default.with(backgroundGradient: [.black, .indigo], cornerRadius: 24))
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

@MainActor
struct PlumKeys: View {
    static let plum = Color(SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8))
    static let blush = Color(SeamAdaptiveColor(light: 0xF6EEF9, dark: 0x241A2B))

    var body: some View {
        let theme = SeamTheme.default.with(
            toast: .default.with(background: Self.blush, borderColor: Self.plum, cornerRadius: 12),
            unlockCard: .default.with(
                cardBackground: Self.blush, keyButtonGradient: [Self.plum], keyButtonShadowColor: .black.opacity(0.2),
                keyButtonShadowRadius: 8, bulletBackground: Self.plum, bulletTextColor: .white,
                keyButtonShape: .rounded(cornerRadius: 32)))
        SeamAccessView()
            .seamTheme(theme)
    }
}

@MainActor
struct PaperKeys: View {
    /// A warm off-white by day, black at night: the default text roles keep AA on both.
    let paper = Color(light: Color(red: 0.98, green: 0.96, blue: 0.93), dark: .black)

    var body: some View {
        SeamAccessView()
            .seamTheme(SeamTheme(accentColor: Color(red: 0.04, green: 0.37, blue: 0.8), backgroundColor: paper,
                                 cornerRadius: 12))
    }
}

func checkPaletteContrast() -> [String] {
    var palette = SeamPalette.default
    palette.accent = SeamAdaptiveColor(light: 0xB3261E, dark: 0xB3261E)
    return palette.contrastFailures()   // [] when every text role keeps AA contrast
}

func checkUnlockCardContrast() -> [String] {
    let plum = SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)
    let blush = SeamAdaptiveColor(light: 0xF6EEF9, dark: 0x241A2B)
    let card = SeamPalette.UnlockCard<SeamPaint>.default.with(
        cardBackground: .color(blush), keyButtonGradient: [.color(plum)], bulletBackground: .color(plum),
        bulletTextColor: .role(.primaryTextLight))
    return card.contrastFailures(in: .default)   // [] when every text and symbol stays readable
}

@MainActor
struct QuietKeys: View {
    var body: some View {
        SeamAccessView()
            .environment(\.seamHapticsEnabled, false)
    }
}
#endif
