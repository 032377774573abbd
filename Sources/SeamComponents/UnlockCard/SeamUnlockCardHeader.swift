#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The top of the unlock card: the app's logo or the provider's name (in `providerLogoTint`),
/// the key's name (`headerTitleColor`), then its place, the doors it opens, a lock's state,
/// validity and code (`headerSubtitleColor`), on the palette's `headerBackground` when it has
/// one, over a line in `dividerColor`.
@MainActor
struct SeamUnlockCardHeader: View {
    let credential: SeamAccessCredential
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale
    /// Codes are hidden while the scene is not active, so the app switcher's snapshot has none.
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        // Re-evaluated every minute while the card is open, so "Expires today at …" stays true.
        TimelineView(.everyMinute) { timeline in
            header(SeamAccessCredential.Presentation(credential: credential, now: timeline.date, locale: locale))
        }
    }

    private func header(_ row: SeamAccessCredential.Presentation) -> some View {
        let card = theme.unlockCard
        return VStack(spacing: 12) {
            VStack(spacing: 4) {
                providerMark(row)
                Text(row.name).font(theme.font(card.headerTitleFont)).foregroundColor(card.headerTitleColor)
                    .accessibilityAddTraits(.isHeader)
                if !row.location.isEmpty {
                    Text(row.location).font(theme.font(card.headerSubtitleFont))
                        .foregroundColor(card.headerSubtitleColor)
                }
                if let doors = row.entrancesText {
                    Text(doors).font(theme.font(card.headerSubtitleFont)).foregroundColor(card.headerSubtitleColor)
                }
                if let lockState = row.lockState {
                    SeamLockStateLines(state: lockState, alignment: .center)
                        .font(theme.font(card.headerDetailFont)).foregroundColor(card.headerSubtitleColor)
                }
                ForEach([row.validFromText, row.expiryText].compactMap { $0 }, id: \.self) { line in
                    Text(line).font(theme.font(card.headerDetailFont)).foregroundColor(card.headerSubtitleColor)
                }
                if let code = row.codeText(for: SeamSceneActivity(scenePhase)) {
                    Text(code).font(theme.font(card.headerDetailFont).monospacedDigit())
                        .foregroundColor(card.headerSubtitleColor)
                }
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(card.headerBackground == nil ? 0 : 16)
            .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(card.headerBackground ?? .clear))
            Rectangle().fill(card.dividerColor).frame(height: 1).accessibilityHidden(true)
        }
    }

    /// The app's logo as a template in the palette's tint, or the provider's name in it; hidden
    /// from VoiceOver, as on the key card.
    @ViewBuilder
    private func providerMark(_ row: SeamAccessCredential.Presentation) -> some View {
        let tint = theme.unlockCard.providerLogoTint
        if let logo = theme.keyCard.logoAssetName {
            Image(logo).renderingMode(.template).resizable().scaledToFit().frame(maxWidth: 96, maxHeight: 28)
                .foregroundColor(tint)
                .accessibilityHidden(true)
        } else if let provider = row.providerName {
            Text(provider).font(theme.font(theme.unlockCard.headerDetailFont).weight(.bold)).textCase(.uppercase)
                .foregroundColor(tint)
                .accessibilityHidden(true)
        }
    }
}
#endif
