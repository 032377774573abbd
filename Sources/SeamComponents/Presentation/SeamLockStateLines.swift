#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A lock key's state as its card, row and unlock card show it: the lock's symbol beside what
/// the lock reported, then a low battery's warning beside a battery symbol in the theme's
/// warning colour (a warning, never an error). It only draws `SeamLockStatePresentation`;
/// VoiceOver reads it as one element, the presentation's `accessibilityText`.
@MainActor
struct SeamLockStateLines: View {
    let state: SeamLockStatePresentation
    var alignment: HorizontalAlignment = .leading
    @Environment(\.seamTheme) private var theme

    var body: some View {
        VStack(alignment: alignment, spacing: 2) {
            if let summary = state.summary {
                HStack(spacing: 4) {
                    Image(systemName: state.systemImage).accessibilityHidden(true)
                    Text(summary)
                }
            }
            if let warning = state.batteryWarning {
                HStack(spacing: 4) {
                    Image(systemName: SeamLockStatePresentation.batteryWarningSystemImage)
                        .foregroundColor(theme.color(for: SeamLockStatePresentation.batteryWarningTone))
                        .accessibilityHidden(true)
                    Text(warning)
                }
            }
        }
        // One element, read as SeamAccess words it ("Locked, Door closed, Battery 80%"), not
        // the symbols and the " · " of the summary.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(state.accessibilityText)
    }
}
#endif
