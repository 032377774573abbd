#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// How key cards look (and the widget and Live Activity that draw a key as a card).
    ///
    /// ```swift
    /// let branded = SeamTheme.KeyCard.default.with(backgroundGradient: [.black, .indigo], cornerRadius: 24)
    /// ```
    public struct KeyCard: Sendable {
        /// Top-leading to bottom-trailing. Text on the card is `colors.primaryTextLight`, so
        /// keep these dark enough for AA contrast with white. An empty list falls back to the
        /// default gradient.
        public var backgroundGradient: [Color]
        /// The stripe along the card's top edge, and the fill of the widget's Unlock button
        /// under `colors.primaryTextDark` (keep them AA apart).
        public var accentColor: Color
        /// An image in your app's asset catalog shown on every card instead of the provider
        /// name (and, tinted with the unlock card's `providerLogoTint`, above the key's name there).
        public var logoAssetName: String?
        /// The card's corner radius in points.
        public var cornerRadius: CGFloat
        /// The shadow under each card.
        public var shadowColor: Color
        /// The shadow's blur radius in points (0: no shadow).
        public var shadowRadius: CGFloat
        /// How far down the shadow falls, in points.
        public var shadowYOffset: CGFloat

        /// A key card style; what you leave out is the default's.
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

        /// Navy to blue under white text, an amber stripe, 16-point corners and a soft shadow
        /// (``SeamPalette/keyCardGradient`` and ``SeamPalette/keyCardAccent``, whose contrast
        /// ``SeamPalette/contrastFailures(minimum:)`` checks).
        public static var `default`: KeyCard {
            KeyCard(backgroundGradient: SeamPalette.default.keyCardGradient.map { Color($0) },
                    accentColor: Color(SeamPalette.default.keyCardAccent))
        }

        /// A copy with the given fields replaced. `logoAssetName: .some(nil)` removes the logo.
        public func with(
            backgroundGradient: [Color]? = nil, accentColor: Color? = nil, logoAssetName: String?? = nil,
            cornerRadius: CGFloat? = nil, shadowColor: Color? = nil, shadowRadius: CGFloat? = nil,
            shadowYOffset: CGFloat? = nil
        ) -> KeyCard {
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
            backgroundGradient.isEmpty ? KeyCard.default.backgroundGradient : backgroundGradient
        }
    }

    /// The key card's look under the specification's name: the same type as ``KeyCard``.
    public typealias KeyCardStyle = KeyCard
}

extension SeamTheme.KeyCard: SeamThemeValue {}
#endif
