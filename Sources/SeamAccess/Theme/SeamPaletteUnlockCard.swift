import Foundation

extension SeamPalette {
    /// How the unlock card looks: Seam's twenty fields (the card and its header, the big key
    /// button, progress, instructions and outcomes), and this package's own beyond them (Cancel,
    /// the warning and info outcomes, the symbol shown while the owner confirms, the key
    /// button's outline and the fonts).
    ///
    /// One declaration, two faces, as for ``Toast``: `SeamTheme.UnlockCard` is an `UnlockCard`
    /// of SwiftUI `Color`; `UnlockCard<SeamPaint>` is the same palette as data, whose
    /// ``default`` the theme starts from and whose contrast can be checked on any platform.
    ///
    /// ```swift
    /// let card = SeamPalette.UnlockCard<SeamPaint>.default.with(
    ///     keyButtonGradient: [.color(SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8))])
    /// card.contrastFailures(in: .default)  // [] — the key stays visible on the new button
    /// ```
    public struct UnlockCard<Paint> {
        // Seam's fields, in the order Seam lists them.
        /// Behind the whole card; `nil` draws it on the theme's `colors.primaryBackground`.
        public var cardBackground: Paint?
        /// Behind the header (the key's name and details); `nil` draws no fill of its own.
        public var headerBackground: Paint?
        /// The line between the header and the rest of the card.
        public var dividerColor: Paint
        /// The key's name.
        public var headerTitleColor: Paint
        /// The place, validity and code under the name.
        public var headerSubtitleColor: Paint
        /// The logo (`SeamTheme.KeyCard.logoAssetName`, drawn as a template) or, without one,
        /// the provider's name above the key's name.
        public var providerLogoTint: Paint
        /// The key symbol and the word "Unlock" on the unlock button, and the title of an
        /// outcome's button (text: the contrast check holds it to 4.5:1 on the button).
        public var keyIconColorIdle: Paint
        /// The key inside the progress ring while an attempt runs.
        public var keyIconColorActive: Paint
        /// The unlock button's fill, top-leading to bottom-trailing (one colour is a plain fill;
        /// an empty list takes the theme's accent). An outcome's button (Done, Try again) too.
        public var keyButtonGradient: [Paint]
        /// The shadow under the unlock button.
        public var keyButtonShadowColor: Paint
        /// That shadow's blur radius in points (0: no shadow).
        public var keyButtonShadowRadius: CGFloat
        /// How far down that shadow falls, in points.
        public var keyButtonShadowYOffset: CGFloat
        /// The ring that turns while an attempt runs (and the system spinner with Reduce Motion).
        public var progressColor: Paint
        /// The phase's title ("Unlocking…", "Door unlocked").
        public var phaseTitleColor: Paint
        /// What to do next, beside a bullet ("Hold your phone near the lock.").
        public var instructionTextColor: Paint
        /// The round bullet before an instruction.
        public var bulletBackground: Paint
        /// The symbol in that bullet.
        public var bulletTextColor: Paint
        /// A granted unlock's icon.
        public var successColor: Paint
        /// A failed unlock's icon.
        public var errorColor: Paint
        /// An outcome's message.
        public var statusMessageColor: Paint

        // This package's own fields.
        /// The Cancel button while an attempt runs.
        public var cancelColor: Paint
        /// A warning outcome's icon (the lock did not answer, the owner declined).
        public var warningColor: Paint
        /// An informational outcome's icon.
        public var infoColor: Paint
        /// The symbol shown while the card waits for Face ID, Touch ID or the passcode.
        public var waitingSymbolColor: Paint
        /// The unlock button's outline.
        public var keyButtonShape: Shape
        /// The key's name.
        public var headerTitleFont: FontRole
        /// The place under the name.
        public var headerSubtitleFont: FontRole
        /// Validity, code and the provider's name.
        public var headerDetailFont: FontRole
        /// The phase's title while an attempt runs.
        public var phaseTitleFont: FontRole
        /// The instruction beside the bullet.
        public var instructionFont: FontRole
        /// Cancel, and the title of an outcome's button.
        public var cancelFont: FontRole
        /// An outcome's title.
        public var outcomeTitleFont: FontRole
        /// An outcome's message.
        public var outcomeMessageFont: FontRole

        /// A card with Seam's twenty fields given. The fields beyond them default to the
        /// nearest of those (Cancel and the waiting symbol to `phaseTitleColor`, a warning to
        /// `errorColor`, information to `progressColor`), the shape to a circle and the fonts
        /// to the card's usual text styles.
        public init(
            cardBackground: Paint? = nil, headerBackground: Paint? = nil, dividerColor: Paint, headerTitleColor: Paint,
            headerSubtitleColor: Paint, providerLogoTint: Paint, keyIconColorIdle: Paint, keyIconColorActive: Paint,
            keyButtonGradient: [Paint], keyButtonShadowColor: Paint, keyButtonShadowRadius: CGFloat,
            keyButtonShadowYOffset: CGFloat, progressColor: Paint, phaseTitleColor: Paint, instructionTextColor: Paint,
            bulletBackground: Paint, bulletTextColor: Paint, successColor: Paint, errorColor: Paint,
            statusMessageColor: Paint, cancelColor: Paint? = nil, warningColor: Paint? = nil, infoColor: Paint? = nil,
            waitingSymbolColor: Paint? = nil, keyButtonShape: Shape = .circle, headerTitleFont: FontRole = .title,
            headerSubtitleFont: FontRole = .subheadline, headerDetailFont: FontRole = .footnote,
            phaseTitleFont: FontRole = .title3, instructionFont: FontRole = .body, cancelFont: FontRole = .actionTitle,
            outcomeTitleFont: FontRole = .title3, outcomeMessageFont: FontRole = .callout
        ) {
            self.cardBackground = cardBackground
            self.headerBackground = headerBackground
            self.dividerColor = dividerColor
            self.headerTitleColor = headerTitleColor
            self.headerSubtitleColor = headerSubtitleColor
            self.providerLogoTint = providerLogoTint
            self.keyIconColorIdle = keyIconColorIdle
            self.keyIconColorActive = keyIconColorActive
            self.keyButtonGradient = keyButtonGradient
            self.keyButtonShadowColor = keyButtonShadowColor
            self.keyButtonShadowRadius = keyButtonShadowRadius
            self.keyButtonShadowYOffset = keyButtonShadowYOffset
            self.progressColor = progressColor
            self.phaseTitleColor = phaseTitleColor
            self.instructionTextColor = instructionTextColor
            self.bulletBackground = bulletBackground
            self.bulletTextColor = bulletTextColor
            self.successColor = successColor
            self.errorColor = errorColor
            self.statusMessageColor = statusMessageColor
            self.cancelColor = cancelColor ?? phaseTitleColor
            self.warningColor = warningColor ?? errorColor
            self.infoColor = infoColor ?? progressColor
            self.waitingSymbolColor = waitingSymbolColor ?? phaseTitleColor
            self.keyButtonShape = keyButtonShape
            self.headerTitleFont = headerTitleFont
            self.headerSubtitleFont = headerSubtitleFont
            self.headerDetailFont = headerDetailFont
            self.phaseTitleFont = phaseTitleFont
            self.instructionFont = instructionFont
            self.cancelFont = cancelFont
            self.outcomeTitleFont = outcomeTitleFont
            self.outcomeMessageFont = outcomeMessageFont
        }

        /// Every colour field that always holds one colour, in one order for every `Paint`
        /// (the card and header backgrounds and the gradient are matched on their own).
        package static var paintFields: [WritableKeyPath<Self, Paint>] {
            [\.dividerColor, \.headerTitleColor, \.headerSubtitleColor, \.providerLogoTint, \.keyIconColorIdle,
             \.keyIconColorActive, \.keyButtonShadowColor, \.progressColor, \.phaseTitleColor, \.instructionTextColor,
             \.bulletBackground, \.bulletTextColor, \.successColor, \.errorColor, \.statusMessageColor, \.cancelColor,
             \.warningColor, \.infoColor, \.waitingSymbolColor]
        }
    }
}

extension SeamPalette.UnlockCard: SeamThemeValue {}
extension SeamPalette.UnlockCard: Sendable where Paint: Sendable {}
extension SeamPalette.UnlockCard: Equatable where Paint: Equatable {}
extension SeamPalette.UnlockCard: Hashable where Paint: Hashable {}
