import Foundation

/// How the toast and banner look (the "Couldn't refresh" banner over a key list): colours,
/// fonts and shape, in roles of the theme or colours of their own.
///
/// The defaults are the theme's roles the banner has always used, so a theme that sets no
/// banner palette looks as before. Set one on `SeamTheme` with `.with(banner:)`.
///
/// ```swift
/// let banner = SeamBannerPalette.default.with(
///     background: .color(SeamAdaptiveColor(light: 0xFFF4E5, dark: 0x3A2A12)), shape: .rounded(cornerRadius: 12))
/// banner.contrastFailures(in: .default)  // [] — text and action stay AA on the new fill
/// ```
public struct SeamBannerPalette: Hashable, Sendable {
    /// The fill behind the banner.
    public var background: SeamPaint = .role(.secondaryBackground)
    /// The message text.
    public var text: SeamPaint = .role(.primaryText)
    /// The symbol before the message.
    public var icon: SeamPaint = .role(.warning)
    /// The banner's button (Dismiss).
    public var action: SeamPaint = .role(.primaryText)
    public var textFont: SeamPalette.FontRole = .callout
    public var actionFont: SeamPalette.FontRole = .actionTitle
    /// The banner's outline: a rectangle, rounded corners or a capsule. A circle would crop a
    /// banner's text to a disc, so ``SeamPalette/Shape/circle`` is taken as
    /// ``SeamPalette/Shape/capsule``, the round-ended form a wide banner can have.
    public var shape: SeamPalette.Shape {
        get { outline }
        set { outline = newValue == .circle ? .capsule : newValue }
    }
    private var outline: SeamPalette.Shape = .rectangle

    /// The banner as SeamComponents has always drawn it (the same as ``default``).
    public init() {}

    /// The banner as SeamComponents draws it by default.
    public static let `default` = SeamBannerPalette()

    /// A copy with the given fields replaced; fields you leave out keep their value.
    public func with(
        background: SeamPaint? = nil, text: SeamPaint? = nil, icon: SeamPaint? = nil, action: SeamPaint? = nil,
        textFont: SeamPalette.FontRole? = nil, actionFont: SeamPalette.FontRole? = nil, shape: SeamPalette.Shape? = nil
    ) -> SeamBannerPalette {
        with {
            $0.replace(\.background, with: background)
            $0.replace(\.text, with: text)
            $0.replace(\.icon, with: icon)
            $0.replace(\.action, with: action)
            $0.replace(\.textFont, with: textFont)
            $0.replace(\.actionFont, with: actionFont)
            $0.replace(\.shape, with: shape)
        }
    }

    /// Where the banner would be hard to read with the theme's roles as `palette`: text and
    /// action below 4.5:1 on the fill, or the symbol below 3:1 (WCAG AA), in light or dark mode.
    /// Empty means it passes.
    public func contrastFailures(in palette: SeamPalette = .default) -> [String] {
        let fill = background.resolved(in: palette)
        return SeamPalette.contrastFailures([
            ("banner text", text.resolved(in: palette), fill, 4.5),
            ("banner action", action.resolved(in: palette), fill, 4.5),
            ("banner icon", icon.resolved(in: palette), fill, 3),
        ])
    }
}

extension SeamBannerPalette: SeamThemeValue {}
