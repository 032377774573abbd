#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The look of every SeamComponents view: five palettes, ``colors``, ``fonts``, ``keyCard``,
/// ``toast`` and ``unlockCard``.
///
/// Start from ``default`` and override what you need, with `.with(...)` or plain `var`
/// mutation; apply it to a subtree with `.environment(\.seamTheme, theme)` (or
/// `.seamTheme(theme)`).
///
/// ```swift
/// let theme = SeamTheme.default.with(
///     colors: .default.with(accent: .indigo),
///     keyCard: .default.with(cornerRadius: 22),
///     toast: .default.with(accentColor: .indigo),
///     unlockCard: .default.with(progressColor: .indigo))
/// SeamAccessView().environment(\.seamTheme, theme)
/// ```
///
/// The toast and the unlock card hold colours, and start in the theme's roles: a colour you
/// leave at its default follows ``colors`` (change `colors.accent` and the unlock button
/// follows), a colour you set stays as set.
public struct SeamTheme: Sendable {
    /// The 17 colour roles. Changing them also changes every ``toast`` and ``unlockCard``
    /// colour still at its default role's colour.
    public var colors: Colors {
        didSet {
            toast = toast.following(oldValue, to: colors)
            unlockCard = unlockCard.following(oldValue, to: colors)
        }
    }
    /// The 13 font roles.
    public var fonts: Fonts
    /// The key cards (and the widget and Live Activity drawn like one).
    public var keyCard: KeyCard
    /// The toast ("Couldn't refresh" over a key list).
    public var toast: Toast {
        didSet { toast = toast.following(.default, to: colors) }
    }
    /// The unlock card.
    public var unlockCard: UnlockCard {
        didSet { unlockCard = unlockCard.following(.default, to: colors) }
    }

    /// A theme of these palettes; what you leave out is the default's. A toast or unlock card
    /// colour left at its default takes its role's colour from `colors`.
    ///
    /// ```swift
    /// let theme = SeamTheme(colors: .default.with(accent: .orange), keyCard: .default.with(cornerRadius: 20))
    /// ```
    public init(colors: Colors = .default, fonts: Fonts = .default, keyCard: KeyCard = .default,
                toast: Toast = .default, unlockCard: UnlockCard = .default) {
        self.colors = colors
        self.fonts = fonts
        self.keyCard = keyCard
        self.toast = toast.following(.default, to: colors)
        self.unlockCard = unlockCard.following(.default, to: colors)
    }

    /// The built-in theme: an AA-contrast palette in light and dark mode, Dynamic Type fonts.
    public static var `default`: SeamTheme { SeamTheme() }

    /// A copy with the given palettes replaced; palettes you leave out keep their value.
    ///
    /// ```swift
    /// SeamTheme.default.with(colors: .default.with(accent: .orange), fonts: .default.with(title: .title.bold()))
    /// ```
    public func with(colors: Colors? = nil, fonts: Fonts? = nil, keyCard: KeyCard? = nil, toast: Toast? = nil,
                     unlockCard: UnlockCard? = nil) -> SeamTheme {
        with {
            $0.replace(\.colors, with: colors)
            $0.replace(\.fonts, with: fonts)
            $0.replace(\.keyCard, with: keyCard)
            $0.replace(\.toast, with: toast)
            $0.replace(\.unlockCard, with: unlockCard)
        }
    }

    /// A copy with another key card and fonts, in the order some of Seam's pages write them
    /// (Swift takes labelled arguments only in their declared order).
    ///
    /// ```swift
    /// SeamTheme.default.with(keyCard: .default.with(cornerRadius: 16), fonts: .default.with(title: .title.bold()))
    /// ```
    public func with(keyCard: KeyCard, fonts: Fonts) -> SeamTheme {
        with(fonts: fonts, keyCard: keyCard)
    }

    /// The theme colour for a status tone.
    public func color(for tone: SeamStatusPresentation.Tone) -> Color { color(tone.colorRole) }
}

extension SeamTheme: SeamThemeValue {}
#endif
