#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// "Couldn't refresh" over a key list, as the theme's toast: every field of
/// ``SeamTheme/toast`` is drawn here. The shadow falls from the toast's outline only, not from
/// its symbol, text and Dismiss. A translucent fill (Seam's pages show `.red.opacity(0.1)`) is
/// drawn over an opaque base that casts the shadow (`SeamPalette.Toast.opaqueBase(under:)`):
/// alone, it let the rows show through the text, and its shadow was as faint as the fill.
@MainActor
struct SeamRefreshFailureToast: View {
    let dismiss: @MainActor () -> Void
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale

    var body: some View {
        let toast = theme.toast
        HStack(spacing: 8) {
            Image(systemName: "exclamationmark.triangle.fill").foregroundColor(toast.accentColor)
                .accessibilityHidden(true)
            Text(SeamStatusPresentation.Copy.refreshFailed.text(locale: locale))
                .font(theme.font(toast.textFont)).foregroundColor(toast.textColor)
                .fixedSize(horizontal: false, vertical: true)
            Spacer(minLength: 4)
            // The frame and hit shape are inside the label: outside it, only the text is
            // tappable, whatever the frame draws.
            Button { dismiss() } label: {
                Text(SeamStatusPresentation.Copy.dismiss.text(locale: locale))
                    .font(theme.font(toast.actionFont))
                    .foregroundColor(toast.actionColor)
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityIdentifier("seam.refreshFailed.dismiss")
        }
        .padding(.horizontal, toast.horizontalPadding)
        .padding(.vertical, toast.verticalPadding)
        .background(fill(toast))
        .overlay(SeamPaletteOutline(toast.shape).stroke(toast.borderColor, lineWidth: 1))
        .padding(.horizontal, toast.shape == .rectangle ? 0 : 8)
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("seam.refreshFailed")
    }

    /// The toast's fill over its opaque base, if it needs one; the lowest layer casts the shadow.
    private func fill(_ toast: SeamTheme.Toast) -> some View {
        let outline = SeamPaletteOutline(toast.shape)
        let base = SeamTheme.Toast.opaqueBase(under: SeamAdaptiveColor(resolving: toast.background))
        return outline.fill(base.map(theme.color) ?? toast.background)
            .shadow(color: toast.shadowColor, radius: toast.shadowRadius, y: toast.shadowYOffset)
            .overlay(base == nil ? nil : outline.fill(toast.background))
    }
}
#endif
