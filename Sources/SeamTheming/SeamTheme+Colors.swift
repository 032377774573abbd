#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// The 17 colour roles as SwiftUI colours: ``SeamPalette/Colors`` of `Color`, so the roles,
    /// their `init` and `.with(...)` are declared once, in SeamAccess. The defaults come from
    /// ``SeamPalette/default`` (AA contrast in light and dark mode); keep AA when you override
    /// text colours. `primaryBackground` is the key list's own fill (white in light mode, black
    /// in dark); set it to `.clear` to show your view's background behind the list.
    ///
    /// ```swift
    /// let colors = SeamTheme.Colors.default.with(accent: .orange)
    /// ```
    public typealias Colors = SeamPalette.Colors<Color>
}

/// Made once, so every `.default` is the same value: the theme tells a toast or unlock card
/// colour that still follows its role by comparing it with these (see `SeamTheme.colors`).
private let defaultColors = SeamPalette.Colors<Color>(palette: .default)

extension SeamPalette.Colors where Value == Color {
    /// The colours of a palette, following light and dark mode.
    public init(palette: SeamPalette) {
        self = palette.colors.map { Color($0) }
    }

    /// The theme's default colours: ``SeamPalette/default``.
    public static var `default`: Self { defaultColors }
}

extension SeamPaint {
    /// The colour it paints with in the default theme: its role's colour from
    /// `SeamTheme.Colors.default` (that same value, so the theme can tell that it still follows
    /// the role), or its own colour.
    package var defaultColor: Color {
        roleColor(in: SeamTheme.Colors.default) ?? Color(resolved(in: .default))
    }
}
#endif
