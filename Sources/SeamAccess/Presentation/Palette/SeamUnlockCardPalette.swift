import Foundation

/// How the unlock card looks: its background, text, the unlock button and Cancel, their fonts
/// and shapes, in roles of the theme or colours of their own.
///
/// The defaults are the roles the card has always used, so a theme that sets no card palette
/// looks as before. Set one on `SeamTheme` with `.with(unlockCard:)`.
///
/// ```swift
/// let card = SeamUnlockCardPalette.default.with(
///     button: .color(SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)), buttonShape: .rounded(cornerRadius: 28))
/// card.contrastFailures(in: .default)  // [] — the key symbol stays visible on the new fill
/// ```
public struct SeamUnlockCardPalette: Hashable, Sendable {
    /// Behind the whole card.
    public var background: SeamPaint
    /// The key's name and the outcome's title.
    public var title: SeamPaint
    /// Place, validity, code and the phase's message.
    public var detail: SeamPaint
    /// The unlock button's fill.
    public var button: SeamPaint
    /// The key symbol on the unlock button.
    public var buttonSymbol: SeamPaint
    /// The Cancel button while an attempt runs.
    public var cancel: SeamPaint
    /// The key's name.
    public var titleFont: SeamFontRole
    /// The place under the name.
    public var locationFont: SeamFontRole
    /// Validity and code lines.
    public var detailFont: SeamFontRole
    /// The title while unlocking.
    public var progressTitleFont: SeamFontRole
    /// The phase's message.
    public var messageFont: SeamFontRole
    public var cancelFont: SeamFontRole
    /// The unlock button's outline.
    public var buttonShape: SeamPaletteShape

    public init(background: SeamPaint = .role(.secondaryBackground), title: SeamPaint = .role(.primaryText),
                detail: SeamPaint = .role(.secondaryText), button: SeamPaint = .role(.accent),
                buttonSymbol: SeamPaint = .role(.primaryTextLight), cancel: SeamPaint = .role(.primaryText),
                titleFont: SeamFontRole = .title, locationFont: SeamFontRole = .subheadline,
                detailFont: SeamFontRole = .footnote, progressTitleFont: SeamFontRole = .title3,
                messageFont: SeamFontRole = .body, cancelFont: SeamFontRole = .actionTitle,
                buttonShape: SeamPaletteShape = .circle) {
        self.background = background
        self.title = title
        self.detail = detail
        self.button = button
        self.buttonSymbol = buttonSymbol
        self.cancel = cancel
        self.titleFont = titleFont
        self.locationFont = locationFont
        self.detailFont = detailFont
        self.progressTitleFont = progressTitleFont
        self.messageFont = messageFont
        self.cancelFont = cancelFont
        self.buttonShape = buttonShape
    }

    /// The card as SeamComponents draws it by default.
    public static let `default` = SeamUnlockCardPalette()

    /// A copy with the given fields replaced; fields you leave out keep their value.
    public func with(
        background: SeamPaint? = nil, title: SeamPaint? = nil, detail: SeamPaint? = nil, button: SeamPaint? = nil,
        buttonSymbol: SeamPaint? = nil, cancel: SeamPaint? = nil, titleFont: SeamFontRole? = nil,
        locationFont: SeamFontRole? = nil, detailFont: SeamFontRole? = nil, progressTitleFont: SeamFontRole? = nil,
        messageFont: SeamFontRole? = nil, cancelFont: SeamFontRole? = nil, buttonShape: SeamPaletteShape? = nil
    ) -> SeamUnlockCardPalette {
        SeamUnlockCardPalette(
            background: background ?? self.background, title: title ?? self.title, detail: detail ?? self.detail,
            button: button ?? self.button, buttonSymbol: buttonSymbol ?? self.buttonSymbol,
            cancel: cancel ?? self.cancel, titleFont: titleFont ?? self.titleFont,
            locationFont: locationFont ?? self.locationFont, detailFont: detailFont ?? self.detailFont,
            progressTitleFont: progressTitleFont ?? self.progressTitleFont,
            messageFont: messageFont ?? self.messageFont, cancelFont: cancelFont ?? self.cancelFont,
            buttonShape: buttonShape ?? self.buttonShape)
    }

    /// Where the card would be hard to read with the theme's roles as `palette`: title, detail
    /// and Cancel below 4.5:1 on the card, or the key symbol below 3:1 on the button (WCAG AA),
    /// in light or dark mode. Empty means it passes.
    public func contrastFailures(in palette: SeamPalette = .default) -> [String] {
        let card = background.resolved(in: palette)
        return SeamPalette.contrastFailures([
            ("card title", title.resolved(in: palette), card, 4.5),
            ("card detail", detail.resolved(in: palette), card, 4.5),
            ("card cancel", cancel.resolved(in: palette), card, 4.5),
            ("card button symbol", buttonSymbol.resolved(in: palette), button.resolved(in: palette), 3),
        ])
    }
}
