#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The banner and unlock card palettes: the default card next to a restyled one (own fill,
/// rounded-square button), in light and dark mode, and the restyled card's progress ring and
/// outcomes.
struct SeamPalette_Previews: PreviewProvider {
    static let plum = SeamAdaptiveColor(light: 0x5B2A86, dark: 0x7A45A8)
    static let blush = SeamAdaptiveColor(light: 0xF6EEF9, dark: 0x241A2B)
    static let theme = SeamTheme.default
        .with(banner: .default.with(background: .color(blush), shape: .rounded(cornerRadius: 12)))
        .with(unlockCard: .default.with(background: .color(blush), button: .color(plum),
                                        titleFont: .largeTitle, buttonShape: .rounded(cornerRadius: 32)))

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
        progress: .color(orchid), progressSymbol: .color(orchid), successIcon: .color(orchid), warningIcon: .color(orchid)))
}
#endif
