import Foundation
import SeamTestSupport
import SeamAccess
import Testing

/// Each confirmation state has its own words in every language the package ships.
struct SeamUnlockConfirmationCopyTests {
    static let phases: [SeamUnlockCardViewModel.Phase] = [
        .authenticating, .confirmationDeclined, .confirmationFailed, .confirmationUnavailable(.passcodeNotSet),
        .confirmationUnavailable(.biometryNotEnrolled), .confirmationUnavailable(.notSupported),
        .confirmationInterrupted, .confirmationUnavailable(.biometryLockedOut),
    ]

    @Test(arguments: SeamLanguage.allCases)
    func everyStateHasCopyInEveryLanguage(language: SeamLanguage) {
        let locale = Locale(identifier: language.rawValue)
        let english = Locale(identifier: "en")
        var messages: Set<String> = []
        for phase in Self.phases {
            let status = SeamStatusPresentation(phase: phase, locale: locale)
            for text in [status.badge, status.title, status.message] {
                #expect(!text.isEmpty && !text.hasPrefix("unlock.confirm."), "\(language) \(phase)")
            }
            if language != .english {
                #expect(status.title != SeamStatusPresentation(phase: phase, locale: english).title, "\(language) \(phase)")
            }
            messages.insert(status.message)
        }
        #expect(messages.count == Self.phases.count, "each state says something of its own in \(language)")
        let reason = SeamStatusPresentation.confirmationReason(keyName: "Room 101", locale: locale)
        #expect(reason.contains("Room 101"), "\(language)")
        #expect(!SeamStatusPresentation.confirmationReason(keyName: "  ", locale: locale).contains("%@"))
    }

    /// Try Again where asking again can help; not while asking, nor when the device cannot ask.
    @Test func theOutcomesOfferToTryAgainAndTheQuestionDoesNot() {
        #expect(SeamStatusPresentation(phase: .authenticating, locale: .english).action == nil)
        for phase in Self.phases.dropFirst() {
            let action = SeamStatusPresentation(phase: phase, locale: .english).action?.kind
            #expect(action == (phase.canRetry ? .retry : nil), "\(phase)")
        }
        #expect(Self.phases.dropFirst().contains { !$0.canRetry }, "a refusal Try Again cannot help is covered")
    }

    @Test func analyticsGetACodeForEachRefusalAndNothingWhileAsking() {
        #expect(SeamAccessEvent.ErrorCode(SeamUnlockCardViewModel.Phase.authenticating) == nil)
        #expect(SeamAccessEvent.ErrorCode(SeamUnlockCardViewModel.Phase.confirmationDeclined)?.description == "confirmationDeclined")
        #expect(SeamAccessEvent.ErrorCode(SeamUnlockCardViewModel.Phase.confirmationFailed)?.description == "confirmationFailed")
        #expect(SeamAccessEvent.ErrorCode(SeamUnlockCardViewModel.Phase.confirmationInterrupted)?.description == "confirmationInterrupted")
        #expect(SeamAccessEvent.UnlockOutcome(endedIn: .confirmationInterrupted) == .cancelled)
        #expect(SeamAccessEvent.ErrorCode(SeamUnlockCardViewModel.Phase.confirmationUnavailable(.passcodeNotSet))?.description
                == "confirmationUnavailable")
    }
}
