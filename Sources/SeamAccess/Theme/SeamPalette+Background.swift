import Foundation

extension SeamAdaptiveColor.RGBA {
    /// Whether white reads better on this colour than black (by WCAG contrast): a dark surface,
    /// one that wants the palette's dark-mode text. Transparency is not taken into account.
    ///
    /// ```swift
    /// SeamAdaptiveColor.RGBA(hex: 0x0B1E3F).isDark   // true: navy
    /// SeamAdaptiveColor.RGBA(hex: 0xFAF5ED).isDark   // false: warm paper
    /// ```
    package var isDark: Bool {
        let white = Self(hex: 0xFFFFFF), black = Self(hex: 0x000000)
        return white.contrastRatio(with: self) > black.contrastRatio(with: self)
    }
}

extension SeamPalette {
    /// This palette on another `primaryBackground`, with its roles chosen to stay readable there:
    /// where `background` and this palette's own background differ in lightness, every role takes
    /// the value it has in the other mode, so a black background gets light text in light mode too
    /// (`SeamTheme(accentColor:backgroundColor:cornerRadius:)` draws with this). A translucent
    /// background keeps its roles; a mid-tone one stays in ``contrastFailures(minimum:)``.
    package func readable(on background: SeamAdaptiveColor) -> SeamPalette {
        let light = roles(for: \.light, on: background.light)
        let dark = roles(for: \.dark, on: background.dark)
        return with { palette in
            palette.colors = colors.map { SeamAdaptiveColor(light: $0[keyPath: light], dark: $0[keyPath: dark]) }
            palette.colors.primaryBackground = background
        }
    }

    /// Which mode's values `mode` draws with on `background`: its own, unless `background` is
    /// opaque and dark where this palette's is light (or light where it is dark) and the other
    /// mode's background is of `background`'s kind.
    private func roles(for mode: KeyPath<SeamAdaptiveColor, SeamAdaptiveColor.RGBA>,
                       on background: SeamAdaptiveColor.RGBA) -> KeyPath<SeamAdaptiveColor, SeamAdaptiveColor.RGBA> {
        let other: KeyPath<SeamAdaptiveColor, SeamAdaptiveColor.RGBA> = mode == \.light ? \.dark : \.light
        let own = colors.primaryBackground
        guard background.alpha >= 1, own[keyPath: mode].isDark != background.isDark,
              own[keyPath: other].isDark == background.isDark else { return mode }
        return other
    }
}
