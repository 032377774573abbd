import Foundation
import SeamAccess
import Testing

/// A call or an app switch that dismisses the system's question is not the person declining,
/// and a Face ID lockout is not a failure that "Try again" can fix.
struct SeamUnlockConfirmationInterruptionTests {
    let asking = SeamUnlockMachine(confirmation: .biometrics)
    let english = Locale(identifier: "en")

    @Test func anInterruptedQuestionSaysSoAndOffersToTryAgain() {
        let step = asking.reduce(.authenticating, .authenticationEnded(.interrupted))
        #expect(step == SeamUnlockMachine.Step(.confirmationInterrupted, [.announce(.confirmationInterrupted)]))
        #expect(SeamUnlockCardViewModel.Phase.confirmationInterrupted.canRetry)
        #expect(asking.reduce(.confirmationInterrupted, .retryRequested).effects == [.authenticate(.biometrics)])
        #expect(asking.reduce(.confirmationInterrupted, .cancelRequested) == SeamUnlockMachine.Step(.idle))

        let status = SeamStatusPresentation(phase: .confirmationInterrupted, locale: english)
        #expect(status.title == "Confirmation interrupted")
        #expect(status.message == "Confirmation was interrupted, so the door stays locked. Try again.")
        #expect(status.message != SeamStatusPresentation(phase: .confirmationDeclined, locale: english).message,
                "not “You didn’t confirm it’s you”")
        #expect(status.action?.kind == .retry)
        #expect(SeamUnlockConfirmation.NotConfirmed(result: .interrupted).phase == .confirmationInterrupted)
        #expect(SeamUnlockRequest.Outcome.finished(.confirmationInterrupted).dialog(locale: english).hasPrefix("Confirmation interrupted"))
    }

    @Test func aBiometryLockoutTellsThePersonToUnlockTheDeviceFirst() {
        let step = asking.reduce(.authenticating, .authenticationEnded(.unavailable(.biometryLockedOut)))
        #expect(step.state == .confirmationUnavailable(.biometryLockedOut))
        #expect(!step.effects.contains { if case .logFailure = $0 { true } else { false } })
        let status = SeamStatusPresentation(phase: .confirmationUnavailable(.biometryLockedOut), locale: english)
        #expect(status.message == "Face ID or Touch ID is locked. Unlock your device with its passcode, then try again.")
        #expect(SeamUnlockConfirmation.NotConfirmed(result: .unavailable(.biometryLockedOut)).description.contains("passcode"))
    }

    @Test func theQuestionNamesThePasscodeOnlyWhenItIsOffered() {
        let biometricsOnly = SeamStatusPresentation.confirming(.biometrics, locale: english)
        #expect(biometricsOnly.message == "Use Face ID or Touch ID. Nothing is sent to the lock until you do.")
        #expect(!biometricsOnly.message.contains("passcode"))
        #expect(biometricsOnly.title == "Confirm it’s you")
        #expect(SeamStatusPresentation.confirming(.biometricsOrPasscode, locale: english)
                == SeamStatusPresentation(phase: .authenticating, locale: english))
        #expect(SeamStatusPresentation(phase: .authenticating, locale: english).message.contains("passcode"))
    }

    @Test(arguments: SeamLanguage.allCases)
    func theNewWordsExistInEveryLanguage(language: SeamLanguage) {
        let locale = Locale(identifier: language.rawValue)
        let texts = [
            SeamStatusPresentation.confirming(.biometrics, locale: locale).message,
            SeamStatusPresentation(phase: .confirmationUnavailable(.biometryLockedOut), locale: locale).message,
        ] + {
            let status = SeamStatusPresentation(phase: .confirmationInterrupted, locale: locale)
            return [status.badge, status.title, status.message]
        }()
        for text in texts {
            #expect(!text.isEmpty && !text.hasPrefix("unlock.confirm."), "\(language)")
        }
        #expect(texts[0] != SeamStatusPresentation(phase: .authenticating, locale: locale).message, "\(language)")
    }
}
