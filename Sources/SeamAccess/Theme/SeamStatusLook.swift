import Foundation

/// How a status (icon, title, message and its button) is painted: on a screen with the theme's
/// surfaces (``screen(tone:)``), or inside the unlock card with its palette
/// (``SeamPalette/UnlockCard/outcome(tone:)``), so an outcome looks like the card it is in.
///
/// ```swift
/// let card = SeamPalette.UnlockCard<SeamPaint>.default.with(phaseTitleColor: .color(SeamAdaptiveColor(0x3B1F52)))
/// card.outcome(tone: .success).title   // the card's phase title colour, not the screen's
/// ```
package struct SeamStatusLook<Paint> {
    /// The status symbol.
    package var icon: Paint
    package var title: Paint
    package var titleFont: SeamPalette.FontRole
    package var message: Paint
    package var messageFont: SeamPalette.FontRole
    /// The fill of the button under the message (Done, Try again, a remedy), top-leading to
    /// bottom-trailing; empty is the theme's primary button fill.
    package var actionFill: [Paint]
    /// That button's title.
    package var actionTitle: Paint
    package var actionFont: SeamPalette.FontRole

    package init(icon: Paint, title: Paint, titleFont: SeamPalette.FontRole, message: Paint,
                 messageFont: SeamPalette.FontRole, actionFill: [Paint], actionTitle: Paint,
                 actionFont: SeamPalette.FontRole) {
        self.icon = icon
        self.title = title
        self.titleFont = titleFont
        self.message = message
        self.messageFont = messageFont
        self.actionFill = actionFill
        self.actionTitle = actionTitle
        self.actionFont = actionFont
    }

    /// The same look with every colour transformed (a screen's roles to SwiftUI colours).
    package func map<T>(_ transform: (Paint) throws -> T) rethrows -> SeamStatusLook<T> {
        try SeamStatusLook<T>(icon: transform(icon), title: transform(title), titleFont: titleFont,
                              message: transform(message), messageFont: messageFont,
                              actionFill: actionFill.map(transform), actionTitle: transform(actionTitle),
                              actionFont: actionFont)
    }
}

extension SeamStatusLook where Paint == SeamPaint {
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
            actionFill: [.role(SeamSurface.primaryButton.background ?? .accent)],
            actionTitle: .role(SeamSurface.primaryButton.foreground ?? .primaryTextLight),
            actionFont: SeamSurface.primaryButton.font ?? .actionTitle)
    }
}

extension SeamStatusLook: Sendable where Paint: Sendable {}
extension SeamStatusLook: Equatable where Paint: Equatable {}
extension SeamStatusLook: Hashable where Paint: Hashable {}
