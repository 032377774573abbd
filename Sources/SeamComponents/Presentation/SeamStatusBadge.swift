#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A pill with an icon and a word or two, used on key cards. White on a dark translucent
/// pill so it reads on any card gradient (errors on the theme's `danger` fill); a dot in the
/// tone's colour carries the severity.
@MainActor
struct SeamStatusBadge: View {
    let text: String
    let systemImage: String
    let tone: SeamStatusPresentation.Tone
    @Environment(\.seamTheme) private var theme

    var body: some View {
        let surface = SeamSurface.badge(for: tone)
        HStack(spacing: 6) {
            if surface == .statusBadge {
                Circle().fill(theme.color(for: tone)).frame(width: 8, height: 8).accessibilityHidden(true)
            }
            Image(systemName: systemImage).accessibilityHidden(true)
            Text(text).lineLimit(2)
        }
        .font(theme.font(surface).weight(.semibold))
        .foregroundColor(theme.foreground(surface))
        .padding(.horizontal, 10)
        .padding(.vertical, 5)
        .background(Capsule().fill(theme.background(surface).opacity(surface == .statusBadge ? 0.55 : 1)))
    }
}
#endif
