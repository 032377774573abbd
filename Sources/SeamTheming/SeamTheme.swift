#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Colours, fonts and the key card's look for every SeamComponents view.
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
public struct SeamTheme: Sendable {
    public var colors: Colors
    public var fonts: Fonts
    public var keyCard: KeyCardStyle

    public init(colors: Colors = .default, fonts: Fonts = .default, keyCard: KeyCardStyle = .default) {
        self.colors = colors
        self.fonts = fonts
        self.keyCard = keyCard
    }

    /// The built-in theme: an AA-contrast palette in light and dark mode, Dynamic Type fonts.
    public static var `default`: SeamTheme { SeamTheme() }

    /// A copy with other colours.
    public func with(colors: Colors) -> SeamTheme { modified { $0.colors = colors } }
    /// A copy with other fonts.
    public func with(fonts: Fonts) -> SeamTheme { modified { $0.fonts = fonts } }
    /// A copy with another key card style.
    public func with(keyCard: KeyCardStyle) -> SeamTheme { modified { $0.keyCard = keyCard } }

    package func modified(_ change: (inout SeamTheme) -> Void) -> SeamTheme {
        var copy = self
        change(&copy)
        return copy
    }

    /// The theme colour for a status tone.
    public func color(for tone: SeamTone) -> Color { color(tone.colorRole) }
}
#endif
