import Foundation

/// The round bullet before the unlock card's instruction: how large it grows with the person's
/// text size, and where it goes at accessibility sizes. It scales like body text from 28 points
/// but stops at 44 (a tap target's size; it would reach about 87 points beside the text on a
/// 320-point screen), and at accessibility sizes sits above the text, which keeps the full width.
package enum SeamUnlockInstructionMetrics {
    /// The bullet's diameter at the default text size, in points, before Dynamic Type scales it.
    package static let baseBulletSize: Double = 28
    /// The largest the bullet gets, in points.
    package static let maximumBulletSize: Double = 44
    /// The bullet's symbol, as a share of the bullet's diameter.
    package static let symbolScale: Double = 0.45

    /// The bullet's diameter for a size Dynamic Type scaled from ``baseBulletSize``: never more
    /// than ``maximumBulletSize``, never negative.
    package static func bulletSize(scaled: Double) -> Double {
        guard scaled.isFinite else { return maximumBulletSize }
        return min(max(scaled, 0), maximumBulletSize)
    }

    /// Whether the bullet goes above the text rather than before it.
    package static func stacksBulletAboveText(isAccessibilitySize: Bool) -> Bool {
        isAccessibilitySize
    }
}
