#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// The colour of a role.
    public func color(_ role: SeamColorRole) -> Color {
        switch role {
        case .accent: colors.accent
        case .primaryText: colors.primaryText
        case .secondaryText: colors.secondaryText
        case .primaryTextLight: colors.primaryTextLight
        case .primaryTextDark: colors.primaryTextDark
        case .danger: colors.danger
        case .error: colors.error
        case .warning: colors.warning
        case .info: colors.info
        case .success: colors.success
        case .grayFill: colors.grayFill
        case .lightFill: colors.lightFill
        case .darkFill: colors.darkFill
        case .secondaryFill: colors.secondaryFill
        case .progress: colors.progress
        case .secondaryBackground: colors.secondaryBackground
        }
    }

    /// The font of a role.
    public func font(_ role: SeamFontRole) -> Font {
        switch role {
        case .largeTitle: fonts.largeTitle
        case .title: fonts.title
        case .title2: fonts.title2
        case .title3: fonts.title3
        case .headline: fonts.headline
        case .subheadline: fonts.subheadline
        case .body: fonts.body
        case .callout: fonts.callout
        case .footnote: fonts.footnote
        case .caption: fonts.caption
        case .caption2: fonts.caption2
        case .actionTitle: fonts.actionTitle
        case .sectionHeader: fonts.sectionHeader
        }
    }

    /// The text colour of `surface` (``SeamSurface/foreground``); primary text if it has none.
    package func foreground(_ surface: SeamSurface) -> Color { color(surface.foreground ?? .primaryText) }
    /// The fill of `surface` (``SeamSurface/background``); clear if it has none.
    package func background(_ surface: SeamSurface) -> Color { surface.background.map(color) ?? .clear }
    /// The font of `surface` (``SeamSurface/font``); body if it has none.
    package func font(_ surface: SeamSurface) -> Font { font(surface.font ?? .body) }
}
#endif
