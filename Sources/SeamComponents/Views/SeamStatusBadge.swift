#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A pill with an icon and a word or two, used on key cards. White on a dark translucent
/// pill so it reads on any card gradient; a dot in the tone's colour carries the severity.
@MainActor
struct SeamStatusBadge: View {
    let text: String
    let systemImage: String
    let tone: SeamTone
    @Environment(\.seamTheme) private var theme

    var body: some View {
        HStack(spacing: 6) {
            Circle().fill(theme.color(for: tone)).frame(width: 8, height: 8).accessibilityHidden(true)
            Image(systemName: systemImage).accessibilityHidden(true)
            Text(text).lineLimit(2)
        }
        .font(theme.fonts.caption.weight(.semibold))
        .foregroundColor(theme.colors.primaryTextLight)
        .padding(.horizontal, 10)
        .padding(.vertical, 5)
        .background(Capsule().fill(theme.colors.darkFill.opacity(0.55)))
    }
}
#endif
