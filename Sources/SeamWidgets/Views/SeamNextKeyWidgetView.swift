#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// Draws one ``SeamNextKeyWidgetEntry`` in the current widget family, in the `\.seamTheme`,
/// speaking the entry's locale (its `\.locale` for the whole widget).
@MainActor
package struct SeamNextKeyWidgetView: View {
    package let entry: SeamNextKeyWidgetEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.seamTheme) private var theme

    /// Nonisolated so a widget configuration's content closure (not main-actor in the
    /// iOS 17 SDK) can create it; it only stores a value. The theme comes from
    /// `\.seamTheme`, like every SeamComponents view.
    package nonisolated init(entry: SeamNextKeyWidgetEntry) {
        self.entry = entry
    }

    package var body: some View {
        content
            .widgetURL(links.widgetURL)
            .environment(\.locale, entry.content.locale)
    }

    /// SeamAccess decides: only the medium widget's Unlock button starts unlocking, and only
    /// while its link can (else it reads Show Key); every other tap opens the key's card.
    private var links: SeamWidgetLinks {
        entry.links.drawn(in: SeamWidgetFamily(family))
    }

    /// Every family declares the container background SeamAccess gives it
    /// (``SeamWidgetFamily/background``), the inline Lock Screen family included.
    @ViewBuilder private var content: some View {
        switch SeamWidgetFamily(family).background {
        case .keyCard: familyView.seamWidgetCardBackground(theme)
        case .clear: familyView.seamWidgetClearBackground()
        }
    }

    @ViewBuilder private var familyView: some View {
        if #available(iOS 16, *), let accessory = accessoryView {
            accessory
        } else {
            SeamNextKeyHomeView(entry: entry, theme: theme, isWide: family == .systemMedium, unlockButton: links.unlockButton)
        }
    }

    @available(iOS 16, *)
    private var accessoryView: AnyView? {
        switch family {
        case .accessoryRectangular: AnyView(SeamNextKeyRectangularView(entry: entry))
        case .accessoryCircular: AnyView(SeamNextKeyCircularView(entry: entry))
        case .accessoryInline: AnyView(SeamNextKeyInlineView(entry: entry))
        default: nil
        }
    }
}

extension SeamWidgetFamily {
    /// SeamAccess's name for a WidgetKit family; families it does not know (extra large, an
    /// iPad-only Home Screen size) are treated like the small widget: one link, to the card.
    init(_ family: WidgetFamily) {
        if #available(iOS 16, *) {
            switch family {
            case .accessoryRectangular: self = .accessoryRectangular; return
            case .accessoryCircular: self = .accessoryCircular; return
            case .accessoryInline: self = .accessoryInline; return
            default: break
            }
        }
        self = family == .systemMedium ? .systemMedium : .systemSmall
    }
}
#endif
