#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Colours, fonts, the key card's look and the palettes of the toast/banner and the unlock
/// card for every SeamComponents view.
///
/// Start from ``default`` and override what you need, with `.with(...)` or plain `var`
/// mutation; apply it to a subtree with `.environment(\.seamTheme, theme)`.
///
/// ```swift
/// let theme = SeamTheme.default
///     .with(colors: .default.with(accent: .orange))
///     .with(fonts: .default.with(title: .system(size: 28, weight: .semibold)))
/// SeamAccessView().environment(\.seamTheme, theme)
/// ```
///
/// The banner and the unlock card take their colours, fonts and shapes from ``banner`` and
/// ``unlockCard`` (in the theme's roles by default), so they can be restyled alone:
///
/// ```swift
/// let branded = SeamTheme.default
///     .with(banner: .default.with(shape: .rounded(cornerRadius: 12)))
///     .with(unlockCard: .default.with(button: .role(.success), buttonShape: .rounded(cornerRadius: 32)))
/// ```
public struct SeamTheme: Sendable {
    public var colors: Colors
    public var fonts: Fonts
    public var keyCard: KeyCardStyle
    /// The toast and banner ("Couldn't refresh" over a key list).
    public var banner: SeamBannerPalette
    /// The unlock card.
    public var unlockCard: SeamUnlockCardPalette

    public init(colors: Colors = .default, fonts: Fonts = .default, keyCard: KeyCardStyle = .default,
                banner: SeamBannerPalette = .default, unlockCard: SeamUnlockCardPalette = .default) {
        self.colors = colors
        self.fonts = fonts
        self.keyCard = keyCard
        self.banner = banner
        self.unlockCard = unlockCard
    }

    /// The built-in theme: an AA-contrast palette in light and dark mode, Dynamic Type fonts.
    public static var `default`: SeamTheme { SeamTheme() }

    /// A copy with other colours.
    public func with(colors: Colors) -> SeamTheme { with(\.colors, colors) }
    /// A copy with other fonts.
    public func with(fonts: Fonts) -> SeamTheme { with(\.fonts, fonts) }
    /// A copy with another key card style.
    public func with(keyCard: KeyCardStyle) -> SeamTheme { with(\.keyCard, keyCard) }
    /// A copy with another toast and banner palette.
    public func with(banner: SeamBannerPalette) -> SeamTheme { with(\.banner, banner) }
    /// A copy with another unlock card palette.
    public func with(unlockCard: SeamUnlockCardPalette) -> SeamTheme { with(\.unlockCard, unlockCard) }

    /// The theme colour for a status tone.
    public func color(for tone: SeamStatusPresentation.Tone) -> Color { color(tone.colorRole) }
}

extension SeamTheme: SeamThemeValue {}
#endif
