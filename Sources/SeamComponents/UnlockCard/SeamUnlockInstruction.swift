#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// What the person does next on the unlock card ("Tap Unlock, then hold your phone near the
/// lock."), after a round bullet showing the phase's symbol: the text in the palette's
/// `instructionTextColor`, the bullet in `bulletBackground` with its symbol in `bulletTextColor`.
/// The bullet grows with the text size up to 44 points, and goes above the text at
/// accessibility sizes (``SeamUnlockInstructionMetrics``).
@MainActor
struct SeamUnlockInstruction: View {
    let status: SeamStatusPresentation
    @Environment(\.seamTheme) private var theme
    @Environment(\.dynamicTypeSize) private var typeSize
    @ScaledMetric(relativeTo: .body) private var scaledBulletSize = CGFloat(SeamUnlockInstructionMetrics.baseBulletSize)

    var body: some View {
        let card = theme.unlockCard
        let bulletSize = CGFloat(SeamUnlockInstructionMetrics.bulletSize(scaled: Double(scaledBulletSize)))
        let stacked = SeamUnlockInstructionMetrics.stacksBulletAboveText(isAccessibilitySize: typeSize.isAccessibilitySize)
        (stacked ? AnyLayoutBox.vertical : .horizontal).stack {
            Image(systemName: status.systemImage)
                .font(.system(size: bulletSize * CGFloat(SeamUnlockInstructionMetrics.symbolScale), weight: .semibold))
                .foregroundColor(card.bulletTextColor)
                .frame(width: bulletSize, height: bulletSize)
                .background(Circle().fill(card.bulletBackground))
                .accessibilityHidden(true)
            Text(status.message).font(theme.font(card.instructionFont)).foregroundColor(card.instructionTextColor)
                .multilineTextAlignment(.leading)
                .fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: 480)
    }
}
#endif
