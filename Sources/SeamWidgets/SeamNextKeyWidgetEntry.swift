#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import WidgetKit

/// One timeline entry of the "next key" widget: SeamAccess's entry plus what the view needs
/// from the configuration.
public struct SeamNextKeyWidgetEntry: TimelineEntry, Sendable {
    public let content: SeamWidgetEntry
    public let privacy: SeamWidgetPrivacy
    public let linkFormat: SeamLinkFormat

    public var date: Date { content.date }

    public init(content: SeamWidgetEntry, privacy: SeamWidgetPrivacy = .hidesKeyDetailsWhenLocked,
                linkFormat: SeamLinkFormat = SeamLinkFormat()) {
        self.content = content
        self.privacy = privacy
        self.linkFormat = linkFormat
    }
}
#endif
