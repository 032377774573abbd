import Foundation

extension SeamPalette.UnlockCard where Paint == SeamPaint {
    /// The card as SeamComponents draws it by default, in the theme's roles the card has always
    /// used: on the secondary background, the key white on an accent circle, the ring in
    /// `progress`, outcome icons in their tone's role. Seam's newer parts start quietly: no
    /// header fill, an invisible divider, no button shadow, bullets on `secondaryFill`.
    /// `SeamTheme.UnlockCard.default` is this, in SwiftUI colours.
    public static var `default`: Self {
        Self(cardBackground: .role(.secondaryBackground), headerBackground: nil, dividerColor: .color(.clear),
             headerTitleColor: .role(.primaryText), headerSubtitleColor: .role(.secondaryText),
             providerLogoTint: .role(.secondaryText), keyIconColorIdle: .role(.primaryTextLight),
             keyIconColorActive: .role(.accent), keyButtonGradient: [.role(.accent)],
             keyButtonShadowColor: .color(.clear), keyButtonShadowRadius: 0, keyButtonShadowYOffset: 0, progressColor: .role(.progress),
             phaseTitleColor: .role(.primaryText), instructionTextColor: .role(.secondaryText),
             bulletBackground: .role(.secondaryFill), bulletTextColor: .role(.primaryText),
             successColor: .role(.success), errorColor: .role(.error), statusMessageColor: .role(.secondaryText),
             cancelColor: .role(.primaryText), warningColor: .role(.warning), infoColor: .role(.info),
             waitingSymbolColor: .role(.primaryText))
    }

    /// ``default`` on the screen's own background: `cardBackground` unset, so the card is drawn
    /// on `colors.primaryBackground`, the colour of the list it opens from.
    /// `SeamTheme(accentColor:backgroundColor:cornerRadius:)` draws the card this way, so its
    /// `backgroundColor` is the card's too, not only the list's.
    package static var onPrimaryBackground: Self { Self.default.with(cardBackground: .some(nil)) }

    /// Where the card would be hard to read with the theme's roles as `palette`, in light or
    /// dark mode (WCAG AA). Text below 4.5:1: the header's title, subtitle and provider on the
    /// header, the phase title, instruction, outcome message and Cancel on the card, a bullet's
    /// symbol on the bullet, an outcome button's title on each stop of the key button. Symbols
    /// below 3:1: the key on each stop, the progress ring and its key, each outcome icon and the
    /// symbol shown while the owner confirms, on the card. Empty means it passes.
    public func contrastFailures(in palette: SeamPalette = .default) -> [String] {
        let card = (cardBackground ?? .role(.primaryBackground)).resolved(in: palette)
        let header = headerBackground?.resolved(in: palette) ?? card
        let stops = keyButtonGradient.isEmpty ? [palette.accent] : keyButtonGradient.map { $0.resolved(in: palette) }
        func on(_ name: String, _ paint: SeamPaint, _ fill: SeamAdaptiveColor, _ minimum: Double)
            -> (String, SeamAdaptiveColor, SeamAdaptiveColor, Double) {
            ("card \(name)", paint.resolved(in: palette), fill, minimum)
        }
        let button = stops.enumerated().flatMap { index, stop in
            let suffix = stops.count == 1 ? "" : " on stop \(index + 1)"
            return [on("key icon" + suffix, keyIconColorIdle, stop, 3),
                    on("outcome button title" + suffix, keyIconColorIdle, stop, 4.5)]
        }
        return SeamPalette.contrastFailures([
            on("header title", headerTitleColor, header, 4.5),
            on("header subtitle", headerSubtitleColor, header, 4.5),
            on("provider logo", providerLogoTint, header, 4.5),
            on("phase title", phaseTitleColor, card, 4.5),
            on("instruction", instructionTextColor, card, 4.5),
            on("bullet text", bulletTextColor, bulletBackground.resolved(in: palette), 4.5),
            on("status message", statusMessageColor, card, 4.5),
            on("cancel", cancelColor, card, 4.5),
        ] + button + [
            on("progress ring", progressColor, card, 3),
            on("active key icon", keyIconColorActive, card, 3),
            on("success icon", successColor, card, 3),
            on("warning icon", warningColor, card, 3),
            on("error icon", errorColor, card, 3),
            on("info icon", infoColor, card, 3),
            on("waiting symbol", waitingSymbolColor, card, 3),
        ])
    }
}

extension SeamPalette.UnlockCard {
    /// An outcome's icon colour for `tone`.
    package func iconColor(for tone: SeamStatusPresentation.Tone) -> Paint {
        switch tone {
        case .success: successColor
        case .warning: warningColor
        case .error: errorColor
        case .info: infoColor
        }
    }

    /// How the card paints an outcome of `tone` (granted, timed out, failed, blocked): its icon
    /// in the tone's colour, the phase title and status message colours, and a button like the
    /// unlock button (its gradient, the key's colour for the title, Cancel's font).
    package func outcome(tone: SeamStatusPresentation.Tone) -> SeamStatusLook<Paint> {
        SeamStatusLook(icon: iconColor(for: tone), title: phaseTitleColor, titleFont: outcomeTitleFont,
                       message: statusMessageColor, messageFont: outcomeMessageFont, actionFill: keyButtonGradient,
                       actionTitle: keyIconColorIdle, actionFont: cancelFont)
    }
}

extension SeamPalette.UnlockCard where Paint: Equatable {
    /// This card after the theme's colours changed from `old` to `new`: a colour still at what
    /// its default role gave under `old` becomes that role's colour under `new` (the gradient as
    /// a whole); one set to anything else is kept. This is how `SeamTheme`'s unlock card follows
    /// its `colors`.
    package func following(_ old: SeamPalette.Colors<Paint>, to new: SeamPalette.Colors<Paint>) -> Self {
        let data = SeamPalette.UnlockCard<SeamPaint>.default
        return with { card in
            for (field, paint) in zip(Self.paintFields, SeamPalette.UnlockCard<SeamPaint>.paintFields) {
                card.follow(field, painted: data[keyPath: paint], from: old, to: new)
            }
            card.follow(\.cardBackground, painted: data.cardBackground, from: old, to: new)
            card.follow(\.headerBackground, painted: data.headerBackground, from: old, to: new)
            card.follow(\.keyButtonGradient, painted: data.keyButtonGradient, from: old, to: new)
        }
    }
}
