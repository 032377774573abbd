import Foundation

/// How a status (icon, title, message and its button) is painted: on a screen with the theme's
/// surfaces (``screen(tone:)``), or inside the unlock card with its palette
/// (``SeamUnlockCardPalette/outcome(tone:)``), so an outcome looks like the card it is in.
///
/// ```swift
/// let card = SeamUnlockCardPalette.default.with(title: .color(SeamAdaptiveColor(0x3B1F52)))
/// card.outcome(tone: .success).title   // the card's title colour, not the screen's
/// ```
package struct SeamStatusLook: Hashable, Sendable {
    /// The status symbol.
    package var icon: SeamPaint
    package var title: SeamPaint
    package var titleFont: SeamPalette.FontRole
    package var message: SeamPaint
    package var messageFont: SeamPalette.FontRole
    /// The fill of the button under the message (Done, Try again, a remedy).
    package var actionFill: SeamPaint
    /// That button's title.
    package var actionTitle: SeamPaint
    package var actionFont: SeamPalette.FontRole

    package init(icon: SeamPaint, title: SeamPaint, titleFont: SeamPalette.FontRole, message: SeamPaint,
                messageFont: SeamPalette.FontRole, actionFill: SeamPaint, actionTitle: SeamPaint, actionFont: SeamPalette.FontRole) {
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
    package static func screen(tone: SeamStatusPresentation.Tone) -> SeamStatusLook {
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
