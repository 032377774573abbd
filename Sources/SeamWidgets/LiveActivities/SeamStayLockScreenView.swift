#if canImport(ActivityKit) && canImport(SwiftUI) && os(iOS)
import SeamTheming
import SwiftUI
import WidgetKit

/// The stay on the Lock Screen (and as a banner): the key's name and place, the checkout, the
/// countdown in the last hours, and Unlock, a link of its own, labelled Unlock on screen and
/// for VoiceOver. A tap anywhere else opens the key's card without unlocking
/// (``SeamStayActivityPresentation/tapURL``, set as the activity's `widgetURL`).
@available(iOS 16.2, *)
@MainActor
struct SeamStayLockScreenView: View {
    let shown: SeamStayActivityPresentation
    let theme: SeamTheme

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 6) {
                    Image(systemName: shown.systemImage)
                        .foregroundColor(theme.color(for: shown.tone))
                        .accessibilityHidden(true)
                    SeamStayHeadline(shown: shown, theme: theme)
                }
                SeamStayDetail(shown: shown, theme: theme)
                SeamStayCheckoutLine(shown: shown, theme: theme)
            }
            .accessibilityElement(children: .combine)
            Spacer(minLength: 0)
            if let unlock = shown.unlockButton {
                SeamStayUnlockLink(button: unlock, theme: theme)
            }
        }
        .foregroundColor(theme.colors.primaryTextLight)
        .padding(16)
    }
}

/// "Checkout Tue, Jun 17, 11:00 AM", then the countdown ("Ends in 1:59:12", counting by
/// itself) in the last hours, or the problem when the key cannot unlock.
@available(iOS 16.2, *)
@MainActor
struct SeamStayCheckoutLine: View {
    let shown: SeamStayActivityPresentation
    let theme: SeamTheme

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: shown.checkoutLine)
                .font(theme.fonts.footnote)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
            if let status = shown.statusText {
                // In the card's text colour (AA on its gradient); the tone shows in the icon.
                Text(status)
                    .font(theme.fonts.footnote.weight(.semibold))
                    .lineLimit(1)
            } else if let countdown = shown.countdown {
                HStack(spacing: 4) {
                    Text(shown.countdownLabel)
                    Text(timerInterval: countdown, countsDown: true)
                        .monospacedDigit()
                        .environment(\.locale, shown.locale)
                }
                .font(theme.fonts.footnote.weight(.semibold))
                .lineLimit(1)
            }
        }
    }
}

/// Unlock: the link that opens the key's card and starts unlocking (with the install's
/// proof; see ``SeamLinkFormat``): the card's colours swapped, its first gradient colour on a
/// capsule of its text colour, the pair the theme keeps at AA contrast (the accent stripe's
/// colour is not checked against any text).
@available(iOS 16.2, *)
@MainActor
struct SeamStayUnlockLink: View {
    let button: SeamWidgetLinks.UnlockButton
    let theme: SeamTheme

    var body: some View {
        SeamUnlockLink(button: button, theme: theme) { title in
            title
                .foregroundColor(cardColor)
                .lineLimit(1)
                .padding(.horizontal, 16)
                .frame(minHeight: 44)
                .background(Capsule().fill(theme.colors.primaryTextLight))
        }
    }

    private var cardColor: Color {
        theme.keyCard.resolvedGradient.first ?? theme.colors.primaryTextDark
    }
}
#endif
