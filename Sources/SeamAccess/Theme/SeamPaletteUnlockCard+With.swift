import Foundation

extension SeamPalette.UnlockCard {
    /// A copy with the given fields replaced; fields you leave out keep their value. Seam's
    /// fields come first, in Seam's order. `cardBackground: .some(nil)` (likewise
    /// `headerBackground`) removes the fill.
    ///
    /// ```swift
    /// SeamTheme.UnlockCard.default.with(progressColor: .indigo)
    /// ```
    public func with(
        cardBackground: Paint?? = nil, headerBackground: Paint?? = nil, dividerColor: Paint? = nil,
        headerTitleColor: Paint? = nil, headerSubtitleColor: Paint? = nil, providerLogoTint: Paint? = nil,
        keyIconColorIdle: Paint? = nil, keyIconColorActive: Paint? = nil, keyButtonGradient: [Paint]? = nil,
        keyButtonShadowColor: Paint? = nil, keyButtonShadowRadius: CGFloat? = nil,
        keyButtonShadowYOffset: CGFloat? = nil, progressColor: Paint? = nil, phaseTitleColor: Paint? = nil,
        instructionTextColor: Paint? = nil, bulletBackground: Paint? = nil, bulletTextColor: Paint? = nil,
        successColor: Paint? = nil, errorColor: Paint? = nil, statusMessageColor: Paint? = nil,
        cancelColor: Paint? = nil, warningColor: Paint? = nil, infoColor: Paint? = nil,
        waitingSymbolColor: Paint? = nil, keyButtonShape: SeamPalette.Shape? = nil,
        headerTitleFont: SeamPalette.FontRole? = nil, headerSubtitleFont: SeamPalette.FontRole? = nil,
        headerDetailFont: SeamPalette.FontRole? = nil, phaseTitleFont: SeamPalette.FontRole? = nil,
        instructionFont: SeamPalette.FontRole? = nil, cancelFont: SeamPalette.FontRole? = nil,
        outcomeTitleFont: SeamPalette.FontRole? = nil, outcomeMessageFont: SeamPalette.FontRole? = nil
    ) -> Self {
        with {
            $0.replace(\.cardBackground, with: cardBackground)
            $0.replace(\.headerBackground, with: headerBackground)
            $0.replace(\.dividerColor, with: dividerColor)
            $0.replace(\.headerTitleColor, with: headerTitleColor)
            $0.replace(\.headerSubtitleColor, with: headerSubtitleColor)
            $0.replace(\.providerLogoTint, with: providerLogoTint)
            $0.replace(\.keyIconColorIdle, with: keyIconColorIdle)
            $0.replace(\.keyIconColorActive, with: keyIconColorActive)
            $0.replace(\.keyButtonGradient, with: keyButtonGradient)
            $0.replace(\.keyButtonShadowColor, with: keyButtonShadowColor)
            $0.replace(\.keyButtonShadowRadius, with: keyButtonShadowRadius)
            $0.replace(\.keyButtonShadowYOffset, with: keyButtonShadowYOffset)
            $0.replace(\.progressColor, with: progressColor)
            $0.replace(\.phaseTitleColor, with: phaseTitleColor)
            $0.replace(\.instructionTextColor, with: instructionTextColor)
            $0.replace(\.bulletBackground, with: bulletBackground)
            $0.replace(\.bulletTextColor, with: bulletTextColor)
            $0.replace(\.successColor, with: successColor)
            $0.replace(\.errorColor, with: errorColor)
            $0.replace(\.statusMessageColor, with: statusMessageColor)
            $0.replace(\.cancelColor, with: cancelColor)
            $0.replace(\.warningColor, with: warningColor)
            $0.replace(\.infoColor, with: infoColor)
            $0.replace(\.waitingSymbolColor, with: waitingSymbolColor)
            $0.replace(\.keyButtonShape, with: keyButtonShape)
            $0.replace(\.headerTitleFont, with: headerTitleFont)
            $0.replace(\.headerSubtitleFont, with: headerSubtitleFont)
            $0.replace(\.headerDetailFont, with: headerDetailFont)
            $0.replace(\.phaseTitleFont, with: phaseTitleFont)
            $0.replace(\.instructionFont, with: instructionFont)
            $0.replace(\.cancelFont, with: cancelFont)
            $0.replace(\.outcomeTitleFont, with: outcomeTitleFont)
            $0.replace(\.outcomeMessageFont, with: outcomeMessageFont)
        }
    }

    /// The same card with every colour transformed (its data to SwiftUI colours).
    package func map<T>(_ transform: (Paint) throws -> T) rethrows -> SeamPalette.UnlockCard<T> {
        try SeamPalette.UnlockCard<T>(
            cardBackground: cardBackground.map(transform), headerBackground: headerBackground.map(transform),
            dividerColor: transform(dividerColor), headerTitleColor: transform(headerTitleColor),
            headerSubtitleColor: transform(headerSubtitleColor), providerLogoTint: transform(providerLogoTint),
            keyIconColorIdle: transform(keyIconColorIdle), keyIconColorActive: transform(keyIconColorActive),
            keyButtonGradient: keyButtonGradient.map(transform), keyButtonShadowColor: transform(keyButtonShadowColor),
            keyButtonShadowRadius: keyButtonShadowRadius, keyButtonShadowYOffset: keyButtonShadowYOffset,
            progressColor: transform(progressColor), phaseTitleColor: transform(phaseTitleColor),
            instructionTextColor: transform(instructionTextColor), bulletBackground: transform(bulletBackground),
            bulletTextColor: transform(bulletTextColor), successColor: transform(successColor),
            errorColor: transform(errorColor), statusMessageColor: transform(statusMessageColor),
            cancelColor: transform(cancelColor), warningColor: transform(warningColor), infoColor: transform(infoColor),
            waitingSymbolColor: transform(waitingSymbolColor), keyButtonShape: keyButtonShape,
            headerTitleFont: headerTitleFont, headerSubtitleFont: headerSubtitleFont,
            headerDetailFont: headerDetailFont, phaseTitleFont: phaseTitleFont, instructionFont: instructionFont,
            cancelFont: cancelFont, outcomeTitleFont: outcomeTitleFont, outcomeMessageFont: outcomeMessageFont)
    }
}
