#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// How the toast looks (the "Couldn't refresh" banner over a key list), in SwiftUI colours:
    /// ``SeamPalette/Toast`` of `Color`, so its fields, `init` and `.with(...)` are declared
    /// once, in SeamAccess, where `SeamPalette.Toast<SeamPaint>` checks their contrast. A
    /// translucent `background` tints an opaque `colors.secondaryBackground`, which casts the
    /// shadow.
    ///
    /// ```swift
    /// let toast = SeamTheme.Toast.default.with(background: .red.opacity(0.1), borderColor: .red, cornerRadius: 14)
    /// SeamAccessView().environment(\.seamTheme, .default.with(toast: toast))
    /// ```
    public typealias Toast = SeamPalette.Toast<Color>
}

extension SeamPalette.Toast where Paint == Color {
    /// The theme's toast: `SeamPalette.Toast<SeamPaint>.default` in the default colours (text
    /// in `primaryText` on `secondaryBackground`, the symbol in `warning`, no border or shadow).
    /// In a ``SeamTheme`` its colours follow the theme's ``SeamTheme/colors`` until you set them.
    public static var `default`: Self { SeamPalette.Toast<SeamPaint>.default.map(\.defaultColor) }
}
#endif
