import Foundation

/// How a status (icon, title, message and its button) is painted: on a screen with the theme's
/// surfaces (``screen(tone:)``), or inside the unlock card with its palette
/// (``SeamUnlockCardPalette/outcome(tone:)``), so an outcome looks like the card it is in.
///
/// ```swift
/// let card = SeamUnlockCardPalette.default.with(title: .color(SeamAdaptiveColor(0x3B1F52)))
/// card.outcome(tone: .success).title   // the card's title colour, not the screen's
/// ```
public struct SeamStatusLook: Hashable, Sendable {
    /// The status symbol.
    public var icon: SeamPaint
    public var title: SeamPaint
    public var titleFont: SeamFontRole
    public var message: SeamPaint
    public var messageFont: SeamFontRole
    /// The fill of the button under the message (Done, Try again, a remedy).
    public var actionFill: SeamPaint
    /// That button's title.
    public var actionTitle: SeamPaint
    public var actionFont: SeamFontRole

    public init(icon: SeamPaint, title: SeamPaint, titleFont: SeamFontRole, message: SeamPaint,
                messageFont: SeamFontRole, actionFill: SeamPaint, actionTitle: SeamPaint, actionFont: SeamFontRole) {
        self.icon = icon
        self.title = title
        self.titleFont = titleFont
        self.message = message
        self.messageFont = messageFont
        self.actionFill = actionFill
        self.actionTitle = actionTitle
        self.actionFont = actionFont
    }

    /// A status on a screen of its own (activation failure, no keys): the theme's
    /// ``SeamSurface/statusTitle``, ``SeamSurface/statusMessage`` and
    /// ``SeamSurface/primaryButton`` roles, the icon in the tone's colour.
    public static func screen(tone: SeamTone) -> SeamStatusLook {
        SeamStatusLook(
            icon: .role(tone.colorRole),
            title: .role(SeamSurface.statusTitle.foreground ?? .primaryText),
            titleFont: SeamSurface.statusTitle.font ?? .title3,
            message: .role(SeamSurface.statusMessage.foreground ?? .secondaryText),
            messageFont: SeamSurface.statusMessage.font ?? .callout,
            actionFill: .role(SeamSurface.primaryButton.background ?? .accent),
            actionTitle: .role(SeamSurface.primaryButton.foreground ?? .primaryTextLight),
            actionFont: SeamSurface.primaryButton.font ?? .actionTitle)
    }
}
