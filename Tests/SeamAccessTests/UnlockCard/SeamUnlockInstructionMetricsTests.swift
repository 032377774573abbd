import Foundation
import SeamAccess
import Testing

/// The unlock card's instruction bullet grows with the text size, but not past a tap target's
/// size: at AX5 it would otherwise be about 87 points beside the text on a 320-point screen.
struct SeamUnlockInstructionMetricsTests {
    typealias Metrics = SeamUnlockInstructionMetrics

    @Test func theBulletScalesUpToFortyFourPoints() {
        #expect(Metrics.bulletSize(scaled: Metrics.baseBulletSize) == 28)
        #expect(Metrics.bulletSize(scaled: 40) == 40)
        // Body text is 17 pt by default and 53 pt at AX5; the bullet scales with it.
        let atAX5 = Metrics.baseBulletSize * 53 / 17
        #expect(atAX5 > 85)
        #expect(Metrics.bulletSize(scaled: atAX5) == 44)
        #expect(Metrics.bulletSize(scaled: .infinity) == 44 && Metrics.bulletSize(scaled: .nan) == 44)
        #expect(Metrics.bulletSize(scaled: -3) == 0)
        #expect(Metrics.bulletSize(scaled: atAX5) * Metrics.symbolScale < 20, "its symbol stays small too")
    }

    @Test func atAccessibilitySizesTheBulletGoesAboveTheText() {
        #expect(Metrics.stacksBulletAboveText(isAccessibilitySize: true))
        #expect(!Metrics.stacksBulletAboveText(isAccessibilitySize: false))
    }
}
