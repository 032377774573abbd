import Foundation

extension SeamPalette {
    /// The outline a component palette gives a surface (the banner, the unlock button, the card).
    ///
    /// ```swift
    /// SeamPalette.Shape.rounded(cornerRadius: 12).cornerRadius(width: 300, height: 44)  // 12
    /// SeamPalette.Shape.capsule.cornerRadius(width: 300, height: 44)                    // 22
    /// ```
    public enum Shape: Hashable, Sendable {
        /// Square corners.
        case rectangle
        /// Rounded corners of this radius in points (negative counts as 0; never more than half the
        /// shorter side).
        case rounded(cornerRadius: Double)
        /// Fully rounded ends.
        case capsule
        /// A circle in the middle of the frame (the shorter side is its diameter).
        case circle

        /// The corner radius it draws in a frame of this size: clamped to `0...min(width, height) / 2`.
        public func cornerRadius(width: Double, height: Double) -> Double {
            let half = max(0, min(width, height) / 2)
            switch self {
            case .rectangle: return 0
            case .rounded(let radius): return radius.isFinite ? min(max(0, radius), half) : 0
            case .capsule, .circle: return half
            }
        }
    }
}
