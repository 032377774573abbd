#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The toast and unlock card palettes: the default card next to a restyled one (own fill, a
/// header, a rounded-square gradient button with a shadow), in light and dark mode, and the
/// restyled card's progress ring and outcomes.
struct SeamPalette_Previews: PreviewProvider {
    static let plum = SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)
    static let blush = SeamAdaptiveColor(light: 0xF6EEF9, dark: 0x241A2B)
    static let theme = SeamTheme.default.with(
        toast: .default.with(background: Color(blush), borderColor: Color(plum), cornerRadius: 12),
        unlockCard: .default.with(
            cardBackground: Color(blush), headerBackground: Color(plum), dividerColor: Color(plum),
            headerTitleColor: .white, headerSubtitleColor: .white, providerLogoTint: .white,
            keyButtonGradient: [Color(plum), .indigo], keyButtonShadowColor: .black.opacity(0.25),
            keyButtonShadowRadius: 10, keyButtonShadowYOffset: 4, bulletBackground: Color(plum), bulletTextColor: .white,
            keyButtonShape: .rounded(cornerRadius: 32), headerTitleFont: .largeTitle))

    @MainActor
    static func card() -> SeamUnlockCardViewModel {
        SeamUnlockCardViewModel(credentialId: PreviewSeamService.Samples.ID.room, service: SeamPreviewFixtures.service)
    }

    static var previews: some View {
        SeamUnlockCardView(viewModel: card())
            .previewDisplayName("Unlock card, default palette")

        SeamUnlockCardView(viewModel: card())
            .environment(\.seamTheme, theme)
            .previewDisplayName("Unlock card, plum palette, rounded button")

        SeamUnlockCardView(viewModel: card())
            .environment(\.seamTheme, theme)
            .preferredColorScheme(.dark)
            .previewDisplayName("Unlock card, plum palette, dark")

        // The palette reaches the ring while unlocking and the outcome after it.
        let unlocking = SeamUnlockCardStates_Previews.unlocking
        SeamUnlockCardView(viewModel: SeamUnlockCardStates_Previews.card(unlocking))
            .environment(\.seamTheme, outcomeTheme)
            .previewDisplayName("Unlocking, plum ring")

        SeamUnlockCardView(viewModel: SeamUnlockCardStates_Previews.card(unlocking + [.received(.timedOut)]))
            .environment(\.seamTheme, outcomeTheme)
            .previewDisplayName("Timed out, plum outcome and Try again")

        SeamUnlockCardView(viewModel: SeamUnlockCardStates_Previews.card(unlocking + [.received(.grantedAccess)]))
            .environment(\.seamTheme, outcomeTheme)
            .preferredColorScheme(.dark)
            .previewDisplayName("Granted, plum outcome, dark")
    }

    /// Plum that stays visible on the dark blush card (a symbol needs 3:1).
    static let orchid = SeamAdaptiveColor(light: 0x5B2A86, dark: 0xC9A3E6)
    /// The plum card with its ring, its key and its outcome icons restyled too.
    static let outcomeTheme = theme.with(unlockCard: theme.unlockCard.with(
        keyIconColorActive: Color(orchid), progressColor: Color(orchid), phaseTitleColor: Color(orchid),
        successColor: Color(orchid), warningColor: Color(orchid)))
}
#endif
