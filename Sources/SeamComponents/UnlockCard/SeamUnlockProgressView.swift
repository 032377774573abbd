#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A spinning ring around the key while an unlock runs; a still ring with a system spinner
/// when Reduce Motion is on. The same size as the unlock button it replaces, so the card does
/// not jump. The ring turns the same way in right-to-left layouts, as the system spinner does.
/// Painted with the theme's unlock card palette: the ring (and the system spinner) in its
/// `progressColor`, the key in its `keyIconColorActive`.
@MainActor
struct SeamUnlockProgressView: View {
    /// The unlock button's size.
    let diameter: CGFloat
    @Environment(\.seamTheme) private var theme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isSpinning = false

    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(theme.unlockCard.progressColor, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(isSpinning ? 360 : 0))
                .animation(reduceMotion ? nil : .linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            if reduceMotion {
                ProgressView().seamProgressTint(theme.unlockCard.progressColor)
            } else {
                Image(systemName: "key.fill").font(.system(size: diameter / 3))
                    .foregroundColor(theme.unlockCard.keyIconColorActive)
            }
        }
        .frame(width: diameter, height: diameter)
        .onAppear { isSpinning = !reduceMotion }
        .accessibilityHidden(true)
    }
}
#endif
