#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// The "next key" widget: the first key that can unlock, with its expiry, or why none can.
/// A tap opens the app on the key's card; the medium widget's Unlock button also starts
/// unlocking (`SeamWidgetLinks`). Home Screen (small, medium) and Lock Screen (rectangular,
/// circular, inline) families, drawn like the key card.
///
/// Add it to the widget extension's bundle; for another theme or kind, use
/// ``configuration(kind:theme:)`` from your own `Widget`.
///
/// ```swift
/// @main
/// struct KeysWidgets: WidgetBundle {
///     var body: some Widget { SeamNextKeyWidget() }
/// }
/// ```
public struct SeamNextKeyWidget: Widget {
    /// The widget kind (``SeamWidgetSync/nextKeyWidgetKind``); ``SeamWidgetReloader`` reloads it.
    public static let kind = SeamWidgetSync.nextKeyWidgetKind

    public init() {}

    public var body: some WidgetConfiguration {
        Self.configuration(kind: Self.kind, theme: .default)
    }

    /// The widget's configuration under another kind or theme.
    public static func configuration(kind: String, theme: SeamTheme) -> some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: SeamNextKeyTimelineProvider()) { entry in
            SeamNextKeyWidgetView(entry: entry).environment(\.seamTheme, theme)
        }
        .configurationDisplayName(Text(SeamStatusPresentation.Copy.keys.text(locale: SeamAppProcess.preferredLocale())))
        .supportedFamilies(supportedFamilies)
    }

    /// Small and medium everywhere; the Lock Screen families from iOS 16.
    public static var supportedFamilies: [WidgetFamily] {
        if #available(iOS 16, *) {
            return [.systemSmall, .systemMedium, .accessoryRectangular, .accessoryCircular, .accessoryInline]
        }
        return [.systemSmall, .systemMedium]
    }
}
#endif
