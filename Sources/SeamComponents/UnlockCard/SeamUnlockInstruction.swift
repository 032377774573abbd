#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// What the person does next on the unlock card ("Tap Unlock, then hold your phone near the
/// lock."), after a round bullet showing the phase's symbol: the text in the palette's
/// `instructionTextColor`, the bullet in `bulletBackground` with its symbol in `bulletTextColor`.
@MainActor
struct SeamUnlockInstruction: View {
    let status: SeamStatusPresentation
    @Environment(\.seamTheme) private var theme
    @ScaledMetric(relativeTo: .body) private var bulletSize: CGFloat = 28

    var body: some View {
        let card = theme.unlockCard
        HStack(spacing: 12) {
            Image(systemName: status.systemImage)
                .font(.system(size: bulletSize * 0.45, weight: .semibold))
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
