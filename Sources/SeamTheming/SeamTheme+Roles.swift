#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// The colour of a role.
    public func color(_ role: SeamPalette.ColorRole) -> Color { colors[role] }

    /// The font of a role.
    public func font(_ role: SeamPalette.FontRole) -> Font { fonts[role] }

    /// The text colour of `surface` (``SeamSurface/foreground``); primary text if it has none.
    package func foreground(_ surface: SeamSurface) -> Color { color(surface.foreground ?? .primaryText) }
    /// The fill of `surface` (``SeamSurface/background``); clear if it has none.
    package func background(_ surface: SeamSurface) -> Color { surface.background.map(color) ?? .clear }
    /// The font of `surface` (``SeamSurface/font``); body if it has none.
    package func font(_ surface: SeamSurface) -> Font { font(surface.font ?? .body) }
}
#endif
