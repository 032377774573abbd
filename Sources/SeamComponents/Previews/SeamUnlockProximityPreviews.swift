#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The unlock card's instruction for each proximity: a touch-only key (Fitness Center), a
/// nearby-only key (Main Entrance), the longest copy at accessibility sizes on a 320-pt screen,
/// and right-to-left.
struct SeamUnlockProximity_Previews: PreviewProvider {
    static let unlocking: [SeamUnlockMachine.Event] = [.unlockRequested, .received(.launched)]

    static var previews: some View {
        SeamUnlockCardView(viewModel: SeamPreviewFixtures.unlockCard(PreviewSeamService.Samples.ID.gym, events: unlocking))
            .previewDisplayName("Touch: hold your phone near the reader")

        SeamUnlockCardView(viewModel: SeamPreviewFixtures.unlockCard(PreviewSeamService.Samples.ID.office, events: unlocking))
            .previewDisplayName("Nearby: stay within a few metres")

        SeamUnlockCardView(viewModel: SeamPreviewFixtures.unlockCard(PreviewSeamService.Samples.ID.office, events: []))
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.dynamicTypeSize, .accessibility5)
            .previewLayout(.fixed(width: 320, height: 568))
            .previewDisplayName("Nearby, idle, German, AX5 text, 320 pt")

        SeamUnlockCardView(viewModel: SeamPreviewFixtures.unlockCard(PreviewSeamService.Samples.ID.gym, events: unlocking))
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.locale, Locale(identifier: "ar"))
            .previewDisplayName("Touch, unlocking, Arabic (right-to-left)")
    }
}
#endif
