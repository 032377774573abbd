#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// The colour a palette's data paints with: a role's colour from ``colors``, or the paint's
    /// own colour (following light and dark mode).
    public func color(_ paint: SeamPaint) -> Color {
        switch paint {
        case .role(let role): color(role)
        case .color(let adaptive): Color(adaptive)
        }
    }

    /// The unlock button's fill: the unlock card's `keyButtonGradient`, or the accent when it
    /// is empty.
    package var keyButtonFill: [Color] {
        unlockCard.keyButtonGradient.isEmpty ? [colors.accent] : unlockCard.keyButtonGradient
    }
}

/// A ``SeamPalette/Shape`` as a SwiftUI shape (iOS 15 has no `AnyShape`).
package struct SeamPaletteOutline: Shape {
    package let shape: SeamPalette.Shape

    package init(_ shape: SeamPalette.Shape) {
        self.shape = shape
    }

    package func path(in rect: CGRect) -> Path {
        switch shape {
        case .circle:
            let side = min(rect.width, rect.height)
            return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .rectangle, .rounded, .capsule:
            let radius = shape.cornerRadius(width: Double(rect.width), height: Double(rect.height))
            return Path(roundedRect: rect, cornerRadius: CGFloat(radius), style: .continuous)
        }
    }
}
#endif
