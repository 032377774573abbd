#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// The palette listings on Seam's theming pages (github.com/seamapi/docs,
// mintlify-docs/ui-components/seam-mobile-components/seam-mobile-components-for-ios/theming/,
// and the gitbook copies under docs/guides/…/seam-mobile-components-for-ios/theming/), as
// written, in a namespace of their own. Below them, one function per listing builds it from
// this package's palette: it compiles only while every listed field exists here with the
// listed type.
enum SeamDocsListings {
    // theming/colors.mdx
    public struct Colors {
        public var accent: Color
        public var primaryText: Color
        public var secondaryText: Color
        public var primaryTextLight: Color
        public var primaryTextDark: Color
        public var danger: Color
        public var error: Color
        public var warning: Color
        public var info: Color
        public var success: Color
        public var grayFill: Color
        public var lightFill: Color
        public var darkFill: Color
        public var secondaryFill: Color
        public var progress: Color
        public var primaryBackground: Color
        public var secondaryBackground: Color
    }

    // theming/fonts.mdx
    public struct Fonts {
        public var largeTitle: Font
        public var title: Font
        public var title2: Font
        public var title3: Font
        public var headline: Font
        public var subheadline: Font
        public var body: Font
        public var callout: Font
        public var footnote: Font
        public var caption: Font
        public var caption2: Font
        public var actionTitle: Font
        public var sectionHeader: Font
    }

    // theming/keycard-styles.mdx
    public struct KeyCard {
        public var backgroundGradient: [Color]
        public var accentColor: Color
        public var logoAssetName: String
        public var cornerRadius: CGFloat
        public var shadowColor: Color
        public var shadowRadius: CGFloat
        public var shadowYOffset: CGFloat
    }

    // theming/toast-styles.mdx
    public struct Toast {
        public var background: Color
        public var textColor: Color
        public var accentColor: Color
        public var borderColor: Color
        public var cornerRadius: CGFloat
        public var shadowColor: Color
        public var shadowRadius: CGFloat
        public var shadowYOffset: CGFloat
        public var horizontalPadding: CGFloat
        public var verticalPadding: CGFloat
    }

    // theming/unlockcard-styles.mdx
    public struct UnlockCard {
        // Container & header
        public var cardBackground: Color?
        public var headerBackground: Color?
        public var dividerColor: Color
        public var headerTitleColor: Color
        public var headerSubtitleColor: Color
        public var providerLogoTint: Color

        // Primary action (big key)
        public var keyIconColorIdle: Color
        public var keyIconColorActive: Color
        public var keyButtonGradient: [Color]
        public var keyButtonShadowColor: Color
        public var keyButtonShadowRadius: CGFloat
        public var keyButtonShadowYOffset: CGFloat

        // Progress & labels
        public var progressColor: Color
        public var phaseTitleColor: Color

        // Instructions
        public var instructionTextColor: Color
        public var bulletBackground: Color
        public var bulletTextColor: Color

        // Status
        public var successColor: Color
        public var errorColor: Color
        public var statusMessageColor: Color
    }
}
#endif
