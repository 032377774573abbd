#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// How key cards look.
    public struct KeyCardStyle: Sendable {
        /// Top-leading to bottom-trailing. Text on the card is `colors.primaryTextLight`, so
        /// keep these dark enough for AA contrast with white. An empty list falls back to the
        /// default gradient.
        public var backgroundGradient: [Color]
        /// The stripe along the card's top edge.
        public var accentColor: Color
        /// An image in your app's asset catalog shown on every card instead of the provider name.
        public var logoAssetName: String?
        public var cornerRadius: CGFloat
        public var shadowColor: Color
        public var shadowRadius: CGFloat
        public var shadowYOffset: CGFloat

        public init(backgroundGradient: [Color], accentColor: Color, logoAssetName: String? = nil,
                    cornerRadius: CGFloat = 16, shadowColor: Color = Color.black.opacity(0.2), shadowRadius: CGFloat = 8,
                    shadowYOffset: CGFloat = 4) {
            self.backgroundGradient = backgroundGradient
            self.accentColor = accentColor
            self.logoAssetName = logoAssetName
            self.cornerRadius = cornerRadius
            self.shadowColor = shadowColor
            self.shadowRadius = shadowRadius
            self.shadowYOffset = shadowYOffset
        }

        public static var `default`: KeyCardStyle {
            KeyCardStyle(backgroundGradient: SeamPalette.default.keyCardGradient.map { Color($0) },
                         accentColor: Color(SeamAdaptiveColor.RGBA(hex: 0xF5A623)))
        }

        /// A copy with the given fields replaced. `logoAssetName: .some(nil)` removes the logo.
        public func with(
            backgroundGradient: [Color]? = nil, accentColor: Color? = nil, logoAssetName: String?? = nil,
            cornerRadius: CGFloat? = nil, shadowColor: Color? = nil, shadowRadius: CGFloat? = nil,
            shadowYOffset: CGFloat? = nil
        ) -> KeyCardStyle {
            with {
                $0.replace(\.backgroundGradient, with: backgroundGradient)
                $0.replace(\.accentColor, with: accentColor)
                $0.replace(\.logoAssetName, with: logoAssetName)
                $0.replace(\.cornerRadius, with: cornerRadius)
                $0.replace(\.shadowColor, with: shadowColor)
                $0.replace(\.shadowRadius, with: shadowRadius)
                $0.replace(\.shadowYOffset, with: shadowYOffset)
            }
        }

        /// The gradient to draw: never empty.
        package var resolvedGradient: [Color] {
            backgroundGradient.isEmpty ? KeyCardStyle.default.backgroundGradient : backgroundGradient
        }
    }
}

extension SeamTheme.KeyCardStyle: SeamThemeValue {}
#endif
