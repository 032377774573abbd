#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import WidgetKit

/// Reads the key snapshot (``SeamExtensionConfiguration/current``) and hands WidgetKit
/// SeamAccess's ``SeamWidgetTimeline``: entries exactly when a key expires and, between them,
/// entries whose Unlock links are signed for their own dates (each link starts one unlock, for
/// half an hour), and a reload when the app asks (after it used one of the widget's links too),
/// when the timeline was cut short, before its last Unlock links expire, or,
/// with no readable key data (after a restart, before the first unlock), again in
/// ``SeamWidgetTimeline/unavailableRetryInterval``. Entries are in the app's language
/// (``SeamExtensionConfiguration/AppProcess/preferredLocale()``),
/// as the app's intents are, whatever the extension process's own locale.
package struct SeamNextKeyTimelineProvider: TimelineProvider, Sendable {
    package init() {}

    package func placeholder(in context: Context) -> SeamNextKeyWidgetEntry {
        let configuration = SeamExtensionConfiguration.current
        let sample = SeamWidgetEntry(credentials: PreviewSeamService.Samples.accessCredentials(now: Date()), date: Date(),
                                     locale: SeamAppProcess.preferredLocale())
        return Self.entry(sample, configuration, configuration.resolvedLinkFormat)
    }

    package func getSnapshot(in context: Context, completion: @escaping (SeamNextKeyWidgetEntry) -> Void) {
        completion(context.isPreview ? placeholder(in: context) : Self.entries(now: Date()).first ?? placeholder(in: context))
    }

    package func getTimeline(in context: Context, completion: @escaping (Timeline<SeamNextKeyWidgetEntry>) -> Void) {
        let configuration = SeamExtensionConfiguration.current
        let now = Date()
        let locale = SeamAppProcess.preferredLocale()
        // Read once: resolving the format reads the link secret from the Keychain.
        let format = configuration.resolvedLinkFormat
        let timeline = SeamWidgetTimeline(reading: configuration.readKeys(), now: now, locale: locale)
            .renewingLinks(of: format, now: now)
        let policy: TimelineReloadPolicy = timeline.reloadDate.map { .after($0) } ?? .never
        completion(Timeline(entries: timeline.entries.map { Self.entry($0, configuration, format) }, policy: policy))
    }

    private static func entries(now: Date) -> [SeamNextKeyWidgetEntry] {
        let configuration = SeamExtensionConfiguration.current
        let locale = SeamAppProcess.preferredLocale()
        let format = configuration.resolvedLinkFormat
        return SeamWidgetTimeline(credentials: configuration.readKeys().accessCredentials, now: now,
                                  maximumEntries: 1, locale: locale)
            .entries.map { entry($0, configuration, format) }
    }

    /// `content` with the configuration's privacy and `format`, the configuration's resolved
    /// link format (read once per timeline by the caller).
    static func entry(_ content: SeamWidgetEntry, _ configuration: SeamExtensionConfiguration,
                      _ format: SeamLinkFormat) -> SeamNextKeyWidgetEntry {
        SeamNextKeyWidgetEntry(content: content, privacy: configuration.widgetPrivacy, linkFormat: format)
    }
}
#endif
