#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// How the unlock card looks, in SwiftUI colours: ``SeamPalette/UnlockCard`` of `Color`, so
    /// its fields, `init` and `.with(...)` are declared once, in SeamAccess, where
    /// `SeamPalette.UnlockCard<SeamPaint>` checks their contrast.
    ///
    /// ```swift
    /// let card = SeamTheme.UnlockCard.default.with(
    ///     keyButtonGradient: [.indigo, .purple], keyButtonShadowColor: .black.opacity(0.2), keyButtonShadowRadius: 12,
    ///     progressColor: .indigo)
    /// ```
    public typealias UnlockCard = SeamPalette.UnlockCard<Color>
}

extension SeamPalette.UnlockCard where Paint == Color {
    /// The theme's unlock card: `SeamPalette.UnlockCard<SeamPaint>.default` in the default
    /// colours. In a ``SeamTheme`` its colours follow the theme's ``SeamTheme/colors`` until
    /// you set them.
    public static var `default`: Self { SeamPalette.UnlockCard<SeamPaint>.default.map(\.defaultColor) }
}
#endif
