import Foundation
import SeamAccess
import Testing

/// The unlock machine with a confirmation policy: asks first, never twice per attempt, and
/// every answer leads somewhere the person can act on (issue 19, item 2).
struct SeamUnlockConfirmationMachineTests {
    let asking = SeamUnlockMachine(configuration: .init(timeout: 7), confirmation: .biometricsOrPasscode)

    @Test func anUnlockWithConfirmationAsksTheOwnerBeforeAnythingIsSent() {
        let step = asking.reduce(.idle, .unlockRequested)
        #expect(step.state == .authenticating)
        #expect(step.effects == [.authenticate(.biometricsOrPasscode)], "the system's question speaks; nothing is announced over it")
        #expect(!step.effects.contains(.startUnlock(timeout: 7)))
    }

    @Test func withoutConfirmationTheUnlockStartsAtOnceAsBefore() {
        let step = SeamUnlockMachine(configuration: .init(timeout: 7)).reduce(.idle, .unlockRequested)
        #expect(step == SeamUnlockMachine.Step(.unlocking, [.startUnlock(timeout: 7)]))
    }

    @Test func theConfirmedAttemptStartsTheUnlock() {
        let step = asking.reduce(.authenticating, .authenticationEnded(.confirmed))
        #expect(step == SeamUnlockMachine.Step(.unlocking, [.startUnlock(timeout: 7)]))
    }

    @Test(arguments: [SeamUnlockCardViewModel.Phase.authenticating, .unlocking])
    func aSecondTapARetryOrALinkWhileAnAttemptRunsAsksNothing(phase: SeamUnlockCardViewModel.Phase) {
        for event in [SeamUnlockMachine.Event.unlockRequested, .retryRequested] {
            #expect(asking.reduce(phase, event) == SeamUnlockMachine.Step(phase), "\(event) in \(phase)")
        }
    }

    @Test func cancelWhileAskingDismissesTheQuestion() {
        #expect(asking.reduce(.authenticating, .cancelRequested) == SeamUnlockMachine.Step(.idle, [.cancelAuthentication]))
    }

    @Test func declinedSendsNothingAndTheNextTryAsksAgain() {
        let declined = asking.reduce(.authenticating, .authenticationEnded(.declined))
        #expect(declined == SeamUnlockMachine.Step(.confirmationDeclined, [.announce(.confirmationDeclined)]))
        #expect(SeamUnlockCardViewModel.Phase.confirmationDeclined.canRetry)
        let again = asking.reduce(.confirmationDeclined, .retryRequested)
        #expect(again.state == .authenticating)
        #expect(again.effects.first == .authenticate(.biometricsOrPasscode))
        #expect(asking.reduce(.confirmationDeclined, .cancelRequested) == SeamUnlockMachine.Step(.idle))
    }

    @Test func aFailedConfirmationIsLoggedAndOffersRetry() {
        let step = asking.reduce(.authenticating, .authenticationEnded(.failed(debugDescription: "LA -1")))
        #expect(step.state == .confirmationFailed)
        #expect(step.effects == [.haptic(.error), .announce(.confirmationFailed), .logFailure(debugDescription: "LA -1")])
        #expect(SeamUnlockCardViewModel.Phase.confirmationFailed.canRetry)
    }

    @Test func anOwnerWhoCannotBeAskedIsRefusedWithTheReason() {
        let step = asking.reduce(.authenticating, .authenticationEnded(.unavailable(.passcodeNotSet)))
        #expect(step.state == .confirmationUnavailable(.passcodeNotSet))
        #expect(step.effects == [.haptic(.warning), .announce(.confirmationUnavailable(.passcodeNotSet))])
    }

    /// Try Again cannot help when the app lacks its Face ID description or the device cannot ask.
    @Test func tryAgainIsOfferedOnlyWhenAskingAgainCanHelp() {
        #expect(SeamUnlockCardViewModel.Phase.confirmationUnavailable(.passcodeNotSet).canRetry)
        #expect(SeamUnlockCardViewModel.Phase.confirmationUnavailable(.biometryLockedOut).canRetry)
        #expect(!SeamUnlockCardViewModel.Phase.confirmationUnavailable(.faceIDUsageDescriptionMissing).canRetry)
        #expect(!SeamUnlockCardViewModel.Phase.confirmationUnavailable(.notSupported).canRetry)
        let locale = Locale(identifier: "en")
        #expect(SeamStatusPresentation(phase: .confirmationUnavailable(.faceIDUsageDescriptionMissing),
                                       locale: locale).action == nil)
        #expect(SeamStatusPresentation(phase: .confirmationUnavailable(.passcodeNotSet), locale: locale).action?.kind
                == .retry)
    }

    @Test func theFallbackDecidesHowTheOwnerIsAsked() {
        #expect(SeamUnlockConfirmation.always(fallback: .passcode).method(forKey: "k", provider: nil) == .biometricsOrPasscode)
        #expect(SeamUnlockConfirmation.always(fallback: .refuse).method(forKey: "k", provider: nil) == .biometrics)
        let refusing = SeamUnlockMachine(confirmation: .biometrics)
        #expect(refusing.reduce(.idle, .unlockRequested).effects.first == .authenticate(.biometrics))
    }

    @Test func anAnswerThatArrivesAfterTheQuestionWasDroppedChangesNothing() {
        for phase in [SeamUnlockCardViewModel.Phase.idle, .unlocking, .granted, .confirmationDeclined] {
            #expect(asking.reduce(phase, .authenticationEnded(.confirmed)) == SeamUnlockMachine.Step(phase), "\(phase)")
        }
    }

    @Test func aKeyThatBreaksWhileAskingStopsTheQuestion() {
        let step = asking.reduce(.authenticating, .credentialUpdated(errors: [.expired]))
        #expect(step.state == .blocked(.expired))
        #expect(step.effects.contains(.cancelAuthentication))
        let gone = asking.reduce(.authenticating, .credentialUpdated(errors: nil))
        #expect(gone.state == .preflightFailed(.invalidCredentialId))
        #expect(gone.effects.contains(.cancelAuthentication))
    }

    @Test func lockEventsWhileAskingAreIgnored() {
        #expect(asking.reduce(.authenticating, .received(.grantedAccess)) == SeamUnlockMachine.Step(.authenticating))
        #expect(asking.reduce(.authenticating, .unlockThrew(.integrationNotFound)) == SeamUnlockMachine.Step(.authenticating))
    }

    @Test func aNewAttemptFromSuccessEndsTheDwellThenAsks() {
        let step = asking.reduce(.granted, .unlockRequested)
        #expect(step.state == .authenticating)
        #expect(step.effects.first == .cancelSuccessDwell)
    }

    /// While the owner is asked, the system's Face ID or passcode question is on screen and
    /// VoiceOver reads it: focus stays and nothing is announced; the outcome that follows is.
    @Test func askingCountsAsARunningAttempt() {
        #expect(SeamUnlockCardViewModel.Phase.authenticating.isUnlocking)
        #expect(!SeamUnlockCardViewModel.Phase.authenticating.allowsInteractiveDismiss)
        #expect(SeamSelectionChange.decide(phase: .authenticating) == .keepsUnlocking)
        #expect(SeamUnlockFocus.target(for: .authenticating, focusWasInCard: true) == nil,
                "focus stays put while the system asks")
        #expect(SeamUnlockFocus.target(for: .confirmationDeclined, focusWasInCard: true) == .outcomeTitle)
    }
}
