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
    public var background: SeamPaint = .role(.secondaryBackground)
    /// The key's name and the outcome's title.
    public var title: SeamPaint = .role(.primaryText)
    /// Place, validity, code and the phase's message.
    public var detail: SeamPaint = .role(.secondaryText)
    /// The unlock button's fill.
    public var button: SeamPaint = .role(.accent)
    /// The key symbol on the unlock button, and the title of an outcome's button (Done, Try
    /// again), which is filled with ``button``.
    public var buttonSymbol: SeamPaint = .role(.primaryTextLight)
    /// The Cancel button while an attempt runs.
    public var cancel: SeamPaint = .role(.primaryText)
    /// The key's name.
    public var titleFont: SeamPalette.FontRole = .title
    /// The place under the name.
    public var locationFont: SeamPalette.FontRole = .subheadline
    /// Validity and code lines.
    public var detailFont: SeamPalette.FontRole = .footnote
    /// The title while unlocking.
    public var progressTitleFont: SeamPalette.FontRole = .title3
    /// The phase's message.
    public var messageFont: SeamPalette.FontRole = .body
    public var cancelFont: SeamPalette.FontRole = .actionTitle
    /// The unlock button's outline.
    public var buttonShape: SeamPalette.Shape = .circle
    /// The ring that turns while an attempt runs.
    public var progress: SeamPaint = .role(.progress)
    /// The key inside that ring.
    public var progressSymbol: SeamPaint = .role(.accent)
    /// An outcome's icon by its tone.
    public var successIcon: SeamPaint = .role(.success)
    public var warningIcon: SeamPaint = .role(.warning)
    public var errorIcon: SeamPaint = .role(.error)
    public var infoIcon: SeamPaint = .role(.info)
    /// An outcome's title (in ``title``'s colour) and message (in ``detail``'s).
    public var outcomeTitleFont: SeamPalette.FontRole = .title3
    public var outcomeMessageFont: SeamPalette.FontRole = .callout
    /// The symbol shown while the card waits for the owner to confirm (Face ID, Touch ID or
    /// the passcode); the key's title colour by default.
    public var waitingSymbol: SeamPaint = .role(.primaryText)

    /// The card as SeamComponents has always drawn it (the same as ``default``).
    public init() {}

    /// The card as SeamComponents draws it by default.
    public static let `default` = SeamUnlockCardPalette()

    /// A copy with the given fields replaced; fields you leave out keep their value.
    public func with(
        background: SeamPaint? = nil, title: SeamPaint? = nil, detail: SeamPaint? = nil, button: SeamPaint? = nil,
        buttonSymbol: SeamPaint? = nil, cancel: SeamPaint? = nil, titleFont: SeamPalette.FontRole? = nil,
        locationFont: SeamPalette.FontRole? = nil, detailFont: SeamPalette.FontRole? = nil,
        progressTitleFont: SeamPalette.FontRole? = nil, messageFont: SeamPalette.FontRole? = nil,
        cancelFont: SeamPalette.FontRole? = nil, buttonShape: SeamPalette.Shape? = nil,
        progress: SeamPaint? = nil, progressSymbol: SeamPaint? = nil, successIcon: SeamPaint? = nil,
        warningIcon: SeamPaint? = nil, errorIcon: SeamPaint? = nil, infoIcon: SeamPaint? = nil,
        outcomeTitleFont: SeamPalette.FontRole? = nil, outcomeMessageFont: SeamPalette.FontRole? = nil,
        waitingSymbol: SeamPaint? = nil
    ) -> SeamUnlockCardPalette {
        with {
            $0.replace(\.background, with: background)
            $0.replace(\.title, with: title)
            $0.replace(\.detail, with: detail)
            $0.replace(\.button, with: button)
            $0.replace(\.buttonSymbol, with: buttonSymbol)
            $0.replace(\.cancel, with: cancel)
            $0.replace(\.titleFont, with: titleFont)
            $0.replace(\.locationFont, with: locationFont)
            $0.replace(\.detailFont, with: detailFont)
            $0.replace(\.progressTitleFont, with: progressTitleFont)
            $0.replace(\.messageFont, with: messageFont)
            $0.replace(\.cancelFont, with: cancelFont)
            $0.replace(\.buttonShape, with: buttonShape)
            $0.replace(\.progress, with: progress)
            $0.replace(\.progressSymbol, with: progressSymbol)
            $0.replace(\.successIcon, with: successIcon)
            $0.replace(\.warningIcon, with: warningIcon)
            $0.replace(\.errorIcon, with: errorIcon)
            $0.replace(\.infoIcon, with: infoIcon)
            $0.replace(\.outcomeTitleFont, with: outcomeTitleFont)
            $0.replace(\.outcomeMessageFont, with: outcomeMessageFont)
            $0.replace(\.waitingSymbol, with: waitingSymbol)
        }
    }

    /// An outcome's icon colour for `tone`.
    package func icon(for tone: SeamStatusPresentation.Tone) -> SeamPaint {
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
    package func outcome(tone: SeamStatusPresentation.Tone) -> SeamStatusLook {
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

extension SeamUnlockCardPalette: SeamThemeValue {}
