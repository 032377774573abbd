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
    public var background: SeamPaint
    /// The message text.
    public var text: SeamPaint
    /// The symbol before the message.
    public var icon: SeamPaint
    /// The banner's button (Dismiss).
    public var action: SeamPaint
    public var textFont: SeamFontRole
    public var actionFont: SeamFontRole
    /// The banner's outline: a rectangle, rounded corners or a capsule. A circle would crop a
    /// banner's text to a disc, so ``SeamPaletteShape/circle`` is taken as
    /// ``SeamPaletteShape/capsule``, the round-ended form a wide banner can have.
    public var shape: SeamPaletteShape {
        get { outline }
        set { outline = Self.bannerOutline(newValue) }
    }
    private var outline: SeamPaletteShape

    public init(background: SeamPaint = .role(.secondaryBackground), text: SeamPaint = .role(.primaryText),
                icon: SeamPaint = .role(.warning), action: SeamPaint = .role(.primaryText),
                textFont: SeamFontRole = .callout, actionFont: SeamFontRole = .actionTitle,
                shape: SeamPaletteShape = .rectangle) {
        self.background = background
        self.text = text
        self.icon = icon
        self.action = action
        self.textFont = textFont
        self.actionFont = actionFont
        self.outline = Self.bannerOutline(shape)
    }

    private static func bannerOutline(_ shape: SeamPaletteShape) -> SeamPaletteShape {
        shape == .circle ? .capsule : shape
    }

    /// The banner as SeamComponents draws it by default.
    public static let `default` = SeamBannerPalette()

    /// A copy with the given fields replaced; fields you leave out keep their value.
    public func with(
        background: SeamPaint? = nil, text: SeamPaint? = nil, icon: SeamPaint? = nil, action: SeamPaint? = nil,
        textFont: SeamFontRole? = nil, actionFont: SeamFontRole? = nil, shape: SeamPaletteShape? = nil
    ) -> SeamBannerPalette {
        SeamBannerPalette(background: background ?? self.background, text: text ?? self.text, icon: icon ?? self.icon,
                          action: action ?? self.action, textFont: textFont ?? self.textFont,
                          actionFont: actionFont ?? self.actionFont, shape: shape ?? self.shape)
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
