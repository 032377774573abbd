#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// Draws one ``SeamNextKeyWidgetEntry`` in the current widget family, in the `\.seamTheme`.
@MainActor
public struct SeamNextKeyWidgetView: View {
    public let entry: SeamNextKeyWidgetEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.seamTheme) private var theme

    /// Nonisolated so a widget configuration's content closure (not main-actor in the
    /// iOS 17 SDK) can create it; it only stores a value. The theme comes from
    /// `\.seamTheme`, like every SeamComponents view.
    public nonisolated init(entry: SeamNextKeyWidgetEntry) {
        self.entry = entry
    }

    public var body: some View {
        content
            .widgetURL(entry.content.widgetURL(entry.linkFormat, hasUnlockLink: family == .systemMedium))
    }

    @ViewBuilder private var content: some View {
        if #available(iOS 16, *), let accessory = accessoryView {
            accessory
        } else if family == .systemMedium {
            SeamNextKeyHomeView(entry: entry, theme: theme, isWide: true).seamWidgetCardBackground(theme)
        } else {
            SeamNextKeyHomeView(entry: entry, theme: theme, isWide: false).seamWidgetCardBackground(theme)
        }
    }

    @available(iOS 16, *)
    private var accessoryView: AnyView? {
        switch family {
        case .accessoryRectangular: AnyView(SeamNextKeyRectangularView(entry: entry).seamWidgetClearBackground())
        case .accessoryCircular: AnyView(SeamNextKeyCircularView(entry: entry).seamWidgetClearBackground())
        case .accessoryInline: AnyView(SeamNextKeyInlineView(entry: entry))
        default: nil
        }
    }
}
#endif
