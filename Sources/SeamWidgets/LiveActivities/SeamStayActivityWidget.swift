#if canImport(ActivityKit) && canImport(SwiftUI) && os(iOS)
import ActivityKit
import SeamTheming
import SwiftUI
import WidgetKit

/// The stay on the Lock Screen and in the Dynamic Island (a Live Activity, iOS 16.2+): the
/// key's name and place, the checkout, a countdown in the last hours and an Unlock link.
/// The app starts and ends it (``SeamStayActivities``); add this to the widget extension's
/// bundle so the system can draw it.
///
/// ```swift
/// @main
/// struct KeysWidgets: WidgetBundle {
///     var body: some Widget {
///         SeamNextKeyWidget()
///         if #available(iOS 16.2, *) { SeamStayActivityWidget() }
///     }
/// }
/// ```
@available(iOS 16.2, *)
public struct SeamStayActivityWidget: Widget {
    private let theme: SeamTheme

    /// The stay in the default theme.
    public init() {
        self.init(theme: .default)
    }

    /// The stay in `theme`: its key card's gradient and accent, its fonts and tones.
    public init(theme: SeamTheme) {
        self.theme = theme
    }

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: SeamStayActivityAttributes.self) { context in
            let shown = Self.presentation(context)
            SeamStayLockScreenView(shown: shown, theme: theme)
                .widgetURL(shown.tapURL)
                .activityBackgroundTint(backgroundTint)
                .activitySystemActionForegroundColor(theme.colors.primaryTextLight)
        } dynamicIsland: { context in
            SeamStayDynamicIsland.make(Self.presentation(context), theme: theme)
        }
    }

    /// The key card's first colour (the default card's when the theme has none), under the
    /// theme's light text: never the system's light material, where that text would vanish.
    private var backgroundTint: Color? {
        theme.keyCard.resolvedGradient.first
    }

    /// Made each time the system draws the activity: the countdown and the end of the stay
    /// depend on the moment; the copy is in the app's language, as the widget's is
    /// (``SeamExtensionConfiguration/AppProcess/preferredLocale()``).
    private static func presentation(_ context: ActivityViewContext<SeamStayActivityAttributes>)
        -> SeamStayActivityPresentation {
        SeamStayActivityPresentation(content: context.state, now: Date(), isStale: context.isStale,
                                     locale: SeamAppProcess.preferredLocale())
    }
}


#endif
