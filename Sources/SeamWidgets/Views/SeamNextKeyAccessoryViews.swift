#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import WidgetKit

/// Lock Screen, rectangular: symbol and name, then expiry or problem, then location.
@available(iOS 16, *)
@MainActor
struct SeamNextKeyRectangularView: View {
    let entry: SeamNextKeyWidgetEntry

    var body: some View {
        let content = entry.content
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 4) {
                Image(systemName: content.systemImage).widgetAccentable().accessibilityHidden(true)
                Text(content.headline)
                    .font(.headline)
                    .privacySensitive(entry.privacy.isPrivacySensitive(.headline, in: content))
            }
            if !content.statusText.isEmpty {
                content.statusTextView.font(.caption).lineLimit(1)
            }
            if !content.detail.isEmpty {
                Text(content.detail)
                    .font(.caption)
                    .lineLimit(1)
                    .foregroundStyle(.secondary)
                    .privacySensitive(entry.privacy.isPrivacySensitive(.detail, in: content))
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
    }
}

/// Lock Screen, circular: the key symbol when one can unlock, the problem's symbol when not.
/// The symbol names no key, so it stays visible when locked; only the spoken name is
/// withheld then (``SeamWidgetEntry/compactAccessibilityLabel(_:isLocked:)``).
@available(iOS 16, *)
@MainActor
struct SeamNextKeyCircularView: View {
    let entry: SeamNextKeyWidgetEntry
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            Image(systemName: entry.content.systemImage)
                .font(.title2)
                .widgetAccentable()
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(entry.content.compactAccessibilityLabel(
            entry.privacy, isLocked: redactionReasons.contains(.privacy))))
    }
}

/// Lock Screen, inline (above the clock): symbol and name, or the problem's badge.
@available(iOS 16, *)
@MainActor
struct SeamNextKeyInlineView: View {
    let entry: SeamNextKeyWidgetEntry

    var body: some View {
        Label {
            Text(entry.content.compactText)
                .privacySensitive(entry.content.isCompactTextPrivacySensitive(entry.privacy))
        } icon: {
            Image(systemName: entry.content.systemImage)
        }
    }
}
#endif
