#if canImport(ActivityKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// The stay in the Dynamic Island: compact, the key symbol and the checkout time (or the
/// countdown in the last hours); minimal, the key symbol; expanded, the Lock Screen's content
/// with Unlock below. Every tap outside Unlock opens the key's card without unlocking.
@available(iOS 16.2, *)
enum SeamStayDynamicIsland {
    static func make(_ shown: SeamStayActivityPresentation, theme: SeamTheme) -> DynamicIsland {
        DynamicIsland {
            DynamicIslandExpandedRegion(.leading) {
                Image(systemName: shown.systemImage)
                    .font(.title2)
                    .foregroundColor(theme.color(for: shown.tone))
                    .accessibilityHidden(true)
            }
            DynamicIslandExpandedRegion(.center) {
                VStack(alignment: .leading, spacing: 2) {
                    SeamStayHeadline(shown: shown, theme: theme)
                    SeamStayDetail(shown: shown, theme: theme)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityElement(children: .combine)
            }
            DynamicIslandExpandedRegion(.bottom) {
                HStack(alignment: .center) {
                    SeamStayCheckoutLine(shown: shown, theme: theme)
                        .accessibilityElement(children: .combine)
                    Spacer(minLength: 8)
                    if let unlock = shown.unlockButton {
                        SeamStayUnlockLink(button: unlock, theme: theme)
                    }
                }
            }
        } compactLeading: {
            Image(systemName: shown.systemImage)
                .foregroundColor(theme.color(for: shown.tone))
                .accessibilityLabel(Text(shown.compactAccessibilityLabel))
        } compactTrailing: {
            SeamStayCompactTime(shown: shown)
        } minimal: {
            Image(systemName: shown.systemImage)
                .foregroundColor(theme.color(for: shown.tone))
                .accessibilityLabel(Text(shown.compactAccessibilityLabel))
        }
        .widgetURL(shown.tapURL)
        .keylineTint(theme.keyCard.accentColor)
    }
}

/// The compact trailing side: the countdown in the last hours, else the checkout time (with
/// its day when not today).
@available(iOS 16.2, *)
@MainActor
struct SeamStayCompactTime: View {
    let shown: SeamStayActivityPresentation

    var body: some View {
        if let countdown = shown.countdown {
            Text(timerInterval: countdown, countsDown: true)
                .monospacedDigit()
                .modifier(SeamStayTimerWidth())
                .environment(\.locale, shown.locale)
        } else {
            Text(shown.checkoutTimeText)
                .lineLimit(1)
        }
    }
}

/// A timer text takes all the width it is offered: this is wide enough for "0:00:00" at the
/// default size, and grows with Dynamic Type so the seconds are not cut off. (A modifier, made
/// in `body`, so the view itself stays constructible from the Dynamic Island's closures.)
@available(iOS 16.2, *)
@MainActor
struct SeamStayTimerWidth: ViewModifier {
    @ScaledMetric(relativeTo: .body) private var width: CGFloat = 64

    func body(content: Content) -> some View {
        content.frame(maxWidth: width)
    }
}
#endif
