#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import WidgetKit

/// One timeline entry of the "next key" widget: SeamAccess's entry plus what the view needs
/// from the configuration.
package struct SeamNextKeyWidgetEntry: TimelineEntry, Sendable {
    package let content: SeamWidgetEntry
    package let privacy: SeamExtensionConfiguration.WidgetPrivacy
    package let linkFormat: SeamLinkFormat

    package var date: Date { content.date }

    package init(content: SeamWidgetEntry, privacy: SeamExtensionConfiguration.WidgetPrivacy = .hidesKeyDetailsWhenLocked,
                linkFormat: SeamLinkFormat = SeamLinkFormat()) {
        self.content = content
        self.privacy = privacy
        self.linkFormat = linkFormat
    }
}
#endif
