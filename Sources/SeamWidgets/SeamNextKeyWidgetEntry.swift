#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import WidgetKit

/// One timeline entry of the "next key" widget: SeamAccess's entry plus what the view needs
/// from the configuration, its links signed once, for the entry's own date.
package struct SeamNextKeyWidgetEntry: TimelineEntry, Sendable {
    package let content: SeamWidgetEntry
    package let privacy: SeamExtensionConfiguration.WidgetPrivacy
    /// The entry's links for every family; the view draws ``SeamWidgetLinks/drawn(in:)`` its own.
    package let links: SeamWidgetLinks

    package var date: Date { content.date }

    package init(content: SeamWidgetEntry, privacy: SeamExtensionConfiguration.WidgetPrivacy = .hidesKeyDetailsWhenLocked,
                linkFormat: SeamLinkFormat = SeamLinkFormat()) {
        self.content = content
        self.privacy = privacy
        links = SeamWidgetLinks(entry: content, format: linkFormat)
    }
}
#endif
