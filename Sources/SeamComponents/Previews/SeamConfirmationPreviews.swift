#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The unlock card while the owner confirms (``SeamUnlockConfirmation``): asking (with and
/// without the passcode), declined, interrupted, failed, and unavailable with each reason's message, also at accessibility text sizes
/// and right-to-left.
struct SeamUnlockConfirmationStates_Previews: PreviewProvider {
    static let room = PreviewSeamService.Samples.ID.room

    /// A card whose policy asks before every unlock, parked after `answer` (or still asking).
    @MainActor
    static func card(answer: SeamUnlockConfirmation.AuthenticationResult?,
                     fallback: SeamUnlockConfirmation.Fallback = .passcode) -> SeamUnlockCardViewModel {
        let viewModel = SeamUnlockCardViewModel(credentialId: room, service: SeamPreviewFixtures.service,
                                                configuration: .init(successDwell: nil),
                                                locale: SeamAppProcess.preferredLocale(),
                                                confirmation: .always(fallback: fallback),
                                                authenticator: SeamPreviewNeverAnswers())
        viewModel.send(.unlockRequested)
        if let answer { viewModel.send(.authenticationEnded(answer)) }
        return viewModel
    }

    static var previews: some View {
        SeamUnlockCardView(viewModel: card(answer: nil))
            .previewDisplayName("Confirming: Face ID, Touch ID or passcode")

        SeamUnlockCardView(viewModel: card(answer: nil, fallback: .refuse))
            .previewDisplayName("Confirming: Face ID or Touch ID only")

        SeamUnlockCardView(viewModel: card(answer: .declined))
            .previewDisplayName("Declined: Try Again")

        SeamUnlockCardView(viewModel: card(answer: .interrupted))
            .environment(\.locale, Locale(identifier: "de"))
            .previewDisplayName("Interrupted by a call, German")

        SeamUnlockCardView(viewModel: card(answer: .unavailable(.biometryLockedOut), fallback: .refuse))
            .previewDisplayName("Face ID locked out, biometrics only")

        SeamUnlockCardView(viewModel: card(answer: .failed(debugDescription: "preview")))
            .preferredColorScheme(.dark)
            .previewDisplayName("Failed, dark")

        SeamUnlockCardView(viewModel: card(answer: .unavailable(.passcodeNotSet)))
            .environment(\.dynamicTypeSize, .accessibility5)
            .previewLayout(.fixed(width: 320, height: 568))
            .previewDisplayName("No passcode, AX5 text, 320 pt")

        SeamUnlockCardView(viewModel: card(answer: .unavailable(.biometryNotEnrolled), fallback: .refuse))
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.locale, Locale(identifier: "ar"))
            .previewDisplayName("Biometrics only, none enrolled, Arabic")
    }
}

/// Keeps asking until the card cancels the question, so a preview can show the asking state.
private struct SeamPreviewNeverAnswers: SeamOwnerAuthenticator {
    @MainActor
    func authenticate(_ method: SeamUnlockConfirmation.AuthenticationMethod, reason: String) async -> SeamUnlockConfirmation.AuthenticationResult {
        while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000_000) }
        return .declined
    }
}
#endif
