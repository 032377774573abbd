#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

/// Each of Seam's palette listings (``SeamDocsListings``) built from this package's palette of
/// the same name: a field missing here, or of another type, fails the iOS build.
extension SeamDocsListings {
    static func listed(_ colors: SeamTheme.Colors) -> Colors {
        Colors(accent: colors.accent, primaryText: colors.primaryText, secondaryText: colors.secondaryText,
               primaryTextLight: colors.primaryTextLight, primaryTextDark: colors.primaryTextDark,
               danger: colors.danger, error: colors.error, warning: colors.warning, info: colors.info,
               success: colors.success, grayFill: colors.grayFill, lightFill: colors.lightFill,
               darkFill: colors.darkFill, secondaryFill: colors.secondaryFill, progress: colors.progress,
               primaryBackground: colors.primaryBackground, secondaryBackground: colors.secondaryBackground)
    }

    static func listed(_ fonts: SeamTheme.Fonts) -> Fonts {
        Fonts(largeTitle: fonts.largeTitle, title: fonts.title, title2: fonts.title2, title3: fonts.title3,
              headline: fonts.headline, subheadline: fonts.subheadline, body: fonts.body, callout: fonts.callout,
              footnote: fonts.footnote, caption: fonts.caption, caption2: fonts.caption2,
              actionTitle: fonts.actionTitle, sectionHeader: fonts.sectionHeader)
    }

    /// Seam lists `logoAssetName` as `String`; this package keeps the specification's
    /// `String?` (no logo unless set), which takes the same `String` arguments.
    static func listed(_ keyCard: SeamTheme.KeyCard) -> KeyCard {
        KeyCard(backgroundGradient: keyCard.backgroundGradient, accentColor: keyCard.accentColor,
                logoAssetName: keyCard.logoAssetName ?? "", cornerRadius: keyCard.cornerRadius,
                shadowColor: keyCard.shadowColor, shadowRadius: keyCard.shadowRadius,
                shadowYOffset: keyCard.shadowYOffset)
    }

    static func listed(_ toast: SeamTheme.Toast) -> Toast {
        Toast(background: toast.background, textColor: toast.textColor, accentColor: toast.accentColor,
              borderColor: toast.borderColor, cornerRadius: toast.cornerRadius, shadowColor: toast.shadowColor,
              shadowRadius: toast.shadowRadius, shadowYOffset: toast.shadowYOffset,
              horizontalPadding: toast.horizontalPadding, verticalPadding: toast.verticalPadding)
    }

    static func listed(_ card: SeamTheme.UnlockCard) -> UnlockCard {
        UnlockCard(cardBackground: card.cardBackground, headerBackground: card.headerBackground,
                   dividerColor: card.dividerColor, headerTitleColor: card.headerTitleColor,
                   headerSubtitleColor: card.headerSubtitleColor, providerLogoTint: card.providerLogoTint,
                   keyIconColorIdle: card.keyIconColorIdle, keyIconColorActive: card.keyIconColorActive,
                   keyButtonGradient: card.keyButtonGradient, keyButtonShadowColor: card.keyButtonShadowColor,
                   keyButtonShadowRadius: card.keyButtonShadowRadius, keyButtonShadowYOffset: card.keyButtonShadowYOffset,
                   progressColor: card.progressColor, phaseTitleColor: card.phaseTitleColor,
                   instructionTextColor: card.instructionTextColor, bulletBackground: card.bulletBackground,
                   bulletTextColor: card.bulletTextColor, successColor: card.successColor, errorColor: card.errorColor,
                   statusMessageColor: card.statusMessageColor)
    }
}
#endif
