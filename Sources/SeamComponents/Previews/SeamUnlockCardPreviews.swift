#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The unlock card's states that issue 9 added or changed: cancelled, the sheet mid-unlock
/// (Close shown, swipe-down refused), accessibility text on a 320-pt screen, right-to-left,
/// and an inline card that tells its container when the attempt ends.
struct SeamUnlockCardStates_Previews: PreviewProvider {
    static let room = PreviewSeamService.Samples.ID.room
    static let unlocking: [SeamUnlockMachine.Event] = [.unlockRequested, .received(.launched)]

    /// A card parked after `events`; the preview locks never answer, so it stays there.
    @MainActor
    static func card(_ events: [SeamUnlockMachine.Event], id: String = room) -> SeamUnlockCardViewModel {
        let viewModel = SeamUnlockCardViewModel(credentialId: id, service: SeamPreviewFixtures.service,
                                                configuration: .init(successDwell: nil),
                                                locale: SeamAppProcess.preferredLocale())
        events.forEach(viewModel.send)
        return viewModel
    }

    static var previews: some View {
        SeamUnlockCardView(viewModel: card(unlocking + [.cancelRequested]))
            .previewDisplayName("Cancelled: back to Unlock")

        Color.clear
            .sheet(isPresented: .constant(true)) {
                SeamUnlockSheetView(viewModel: card(unlocking))
            }
            .previewDisplayName("Sheet mid-unlock: Close, no swipe-down")

        SeamUnlockCardView(viewModel: card(unlocking))
            .environment(\.dynamicTypeSize, .accessibility5)
            .previewLayout(.fixed(width: 320, height: 568))
            .previewDevice("iPhone SE (1st generation)")
            .previewDisplayName("Unlocking, AX5 text, 320 pt")

        SeamUnlockCardView(viewModel: card([]))
            .environment(\.dynamicTypeSize, .accessibility5)
            .previewLayout(.fixed(width: 320, height: 568))
            .previewDisplayName("Idle, AX5 text, 320 pt")

        SeamUnlockCardView(viewModel: card(unlocking + [.received(.timedOut)]))
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.locale, Locale(identifier: "he_IL"))
            .previewDisplayName("Timed out, right-to-left")

        SeamUnlockCardView(viewModel: card(unlocking + [.received(.grantedAccess)]))
            .environment(\.locale, Locale(identifier: "de_DE"))
            .onSeamUnlockFinished { _ in }
            .previewDisplayName("Granted inline, German: Done returns to Unlock")

        SeamUnlockCardView(viewModel: card(unlocking))
            .preferredColorScheme(.dark)
            .previewDisplayName("Unlocking, dark: Cancel in primary text (AA)")

        SeamInlineCardSwitchingPreview()
            .previewDisplayName("Inline card follows the selection (no .id)")
    }
}

/// The spec's custom screen: a card mounted under the selection, built inline with no `.id`.
/// Picking another key shows that key's card.
@MainActor
private struct SeamInlineCardSwitchingPreview: View {
    @State private var selectedId: String? = SeamPreviewFixtures.keys.first?.id

    var body: some View {
        VStack {
            Picker("Key", selection: $selectedId) {
                ForEach(SeamPreviewFixtures.keys) { key in Text(key.name).tag(Optional(key.id)) }
            }
            .pickerStyle(.segmented)
            .padding()
            if let selectedId {
                SeamUnlockCardView(
                    viewModel: SeamUnlockCardViewModel(credentialId: selectedId, service: SeamPreviewFixtures.service))
            }
        }
    }
}
#endif
