import Foundation

/// How the unlock card looks: its background, text, the unlock button and Cancel, the progress
/// ring, the outcome shown after an attempt (its icon, title, message and button), their fonts
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
    /// The key symbol on the unlock button, and the title of an outcome's button (Done, Try
    /// again), which is filled with ``button``.
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
    /// The ring that turns while an attempt runs.
    public var progress: SeamPaint
    /// The key inside that ring.
    public var progressSymbol: SeamPaint
    /// An outcome's icon by its tone.
    public var successIcon: SeamPaint
    public var warningIcon: SeamPaint
    public var errorIcon: SeamPaint
    public var infoIcon: SeamPaint
    /// An outcome's title (in ``title``'s colour) and message (in ``detail``'s).
    public var outcomeTitleFont: SeamFontRole
    public var outcomeMessageFont: SeamFontRole
    /// The symbol shown while the card waits for the owner to confirm (Face ID, Touch ID or
    /// the passcode); the key's title colour by default.
    public var waitingSymbol: SeamPaint

    public init(background: SeamPaint = .role(.secondaryBackground), title: SeamPaint = .role(.primaryText),
                detail: SeamPaint = .role(.secondaryText), button: SeamPaint = .role(.accent),
                buttonSymbol: SeamPaint = .role(.primaryTextLight), cancel: SeamPaint = .role(.primaryText),
                titleFont: SeamFontRole = .title, locationFont: SeamFontRole = .subheadline,
                detailFont: SeamFontRole = .footnote, progressTitleFont: SeamFontRole = .title3,
                messageFont: SeamFontRole = .body, cancelFont: SeamFontRole = .actionTitle,
                buttonShape: SeamPaletteShape = .circle, progress: SeamPaint = .role(.progress),
                progressSymbol: SeamPaint = .role(.accent), successIcon: SeamPaint = .role(.success),
                warningIcon: SeamPaint = .role(.warning), errorIcon: SeamPaint = .role(.error),
                infoIcon: SeamPaint = .role(.info), outcomeTitleFont: SeamFontRole = .title3,
                outcomeMessageFont: SeamFontRole = .callout, waitingSymbol: SeamPaint = .role(.primaryText)) {
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
        self.progress = progress
        self.progressSymbol = progressSymbol
        self.successIcon = successIcon
        self.warningIcon = warningIcon
        self.errorIcon = errorIcon
        self.infoIcon = infoIcon
        self.outcomeTitleFont = outcomeTitleFont
        self.outcomeMessageFont = outcomeMessageFont
        self.waitingSymbol = waitingSymbol
    }

    /// The card as SeamComponents draws it by default.
    public static let `default` = SeamUnlockCardPalette()

    /// A copy with the given fields replaced; fields you leave out keep their value.
    public func with(
        background: SeamPaint? = nil, title: SeamPaint? = nil, detail: SeamPaint? = nil, button: SeamPaint? = nil,
        buttonSymbol: SeamPaint? = nil, cancel: SeamPaint? = nil, titleFont: SeamFontRole? = nil,
        locationFont: SeamFontRole? = nil, detailFont: SeamFontRole? = nil, progressTitleFont: SeamFontRole? = nil,
        messageFont: SeamFontRole? = nil, cancelFont: SeamFontRole? = nil, buttonShape: SeamPaletteShape? = nil,
        progress: SeamPaint? = nil, progressSymbol: SeamPaint? = nil, successIcon: SeamPaint? = nil,
        warningIcon: SeamPaint? = nil, errorIcon: SeamPaint? = nil, infoIcon: SeamPaint? = nil,
        outcomeTitleFont: SeamFontRole? = nil, outcomeMessageFont: SeamFontRole? = nil,
        waitingSymbol: SeamPaint? = nil
    ) -> SeamUnlockCardPalette {
        SeamUnlockCardPalette(
            background: background ?? self.background, title: title ?? self.title, detail: detail ?? self.detail,
            button: button ?? self.button, buttonSymbol: buttonSymbol ?? self.buttonSymbol,
            cancel: cancel ?? self.cancel, titleFont: titleFont ?? self.titleFont,
            locationFont: locationFont ?? self.locationFont, detailFont: detailFont ?? self.detailFont,
            progressTitleFont: progressTitleFont ?? self.progressTitleFont,
            messageFont: messageFont ?? self.messageFont, cancelFont: cancelFont ?? self.cancelFont,
            buttonShape: buttonShape ?? self.buttonShape, progress: progress ?? self.progress,
            progressSymbol: progressSymbol ?? self.progressSymbol, successIcon: successIcon ?? self.successIcon,
            warningIcon: warningIcon ?? self.warningIcon, errorIcon: errorIcon ?? self.errorIcon,
            infoIcon: infoIcon ?? self.infoIcon, outcomeTitleFont: outcomeTitleFont ?? self.outcomeTitleFont,
            outcomeMessageFont: outcomeMessageFont ?? self.outcomeMessageFont,
            waitingSymbol: waitingSymbol ?? self.waitingSymbol)
    }

    /// An outcome's icon colour for `tone`.
    public func icon(for tone: SeamTone) -> SeamPaint {
        switch tone {
        case .success: successIcon
        case .warning: warningIcon
        case .error: errorIcon
        case .info: infoIcon
        }
    }

    /// How the card paints an outcome of `tone` (granted, timed out, failed, blocked): its
    /// title and message in the card's colours, its button in the unlock button's colours and
    /// Cancel's font.
    public func outcome(tone: SeamTone) -> SeamStatusLook {
        SeamStatusLook(icon: icon(for: tone), title: title, titleFont: outcomeTitleFont, message: detail,
                       messageFont: outcomeMessageFont, actionFill: button, actionTitle: buttonSymbol,
                       actionFont: cancelFont)
    }

    /// Where the card would be hard to read with the theme's roles as `palette`: title, detail
    /// and Cancel below 4.5:1 on the card, an outcome button's title below 4.5:1 on its fill,
    /// or a symbol (the key on the button, the progress ring and its key, an outcome's icon,
    /// the symbol shown while the owner confirms)
    /// below 3:1 on what it is drawn on (WCAG AA), in light or dark mode. Empty means it passes.
    public func contrastFailures(in palette: SeamPalette = .default) -> [String] {
        let card = background.resolved(in: palette)
        return SeamPalette.contrastFailures([
            ("card title", title.resolved(in: palette), card, 4.5),
            ("card detail", detail.resolved(in: palette), card, 4.5),
            ("card cancel", cancel.resolved(in: palette), card, 4.5),
            ("card button symbol", buttonSymbol.resolved(in: palette), button.resolved(in: palette), 3),
            ("card outcome button title", buttonSymbol.resolved(in: palette), button.resolved(in: palette), 4.5),
            ("card progress ring", progress.resolved(in: palette), card, 3),
            ("card progress symbol", progressSymbol.resolved(in: palette), card, 3),
            ("card success icon", successIcon.resolved(in: palette), card, 3),
            ("card warning icon", warningIcon.resolved(in: palette), card, 3),
            ("card error icon", errorIcon.resolved(in: palette), card, 3),
            ("card info icon", infoIcon.resolved(in: palette), card, 3),
            ("card waiting symbol", waitingSymbol.resolved(in: palette), card, 3),
        ])
    }
}
