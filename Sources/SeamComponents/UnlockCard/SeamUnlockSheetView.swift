#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The sheet ``SeamCredentialsView`` presents for the selected key: the unlock card with a
/// Close button.
///
/// It owns the card's view model for as long as the sheet shows, and it is the one place a
/// card may close what it is in (Done, or auto-dismiss after success; see
/// ``SeamUnlockFinish/closesPresentation``). While an attempt runs the sheet cannot be swiped away: a swipe
/// is easily made by accident and would cancel the unlock without a word. Close stays
/// available, as the explicit way out; it cancels the attempt first, and on an outcome the app
/// hears `.closed` through `onSeamUnlockFinished`, as from a card in a sheet of its own.
@MainActor
struct SeamUnlockSheetView: View {
    @StateObject private var viewModel: SeamUnlockCardViewModel
    @Environment(\.dismiss) private var dismiss
    @Environment(\.locale) private var locale

    /// `locale`: the presenting list's environment locale, so the card's first frame needs
    /// no hand-over.
    init(credentialId: String, service: any SeamServiceProtocol, configuration: SeamUnlockMachine.Configuration,
         locale: Locale) {
        self.init(viewModel: SeamUnlockCardViewModel(
            credentialId: credentialId, service: service, configuration: configuration, locale: locale))
    }

    /// For previews: a card parked in a given phase.
    init(viewModel: @autoclosure @escaping () -> SeamUnlockCardViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        NavigationView {
            SeamUnlockCardView(viewModel: viewModel)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(SeamStatusPresentation.Copy.close.text(locale: locale), action: close)
                            .accessibilityIdentifier("seam.unlockSheet.close")
                    }
                }
        }
        .navigationViewStyle(.stack)
        .environment(\.seamUnlockPresentation,
                     SeamUnlockPresentation(hosting: .presentedBySeamComponents, close: { dismiss() }))
        .interactiveDismissDisabled(!viewModel.phase.allowsInteractiveDismiss)
    }

    /// On an outcome the card's finish closes the sheet and tells the app (`.closed`);
    /// otherwise the sheet closes here, whatever ran stopped.
    private func close() {
        if viewModel.closeSheet() { dismiss() }
    }
}
#endif
