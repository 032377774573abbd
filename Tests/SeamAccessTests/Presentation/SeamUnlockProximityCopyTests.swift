import Foundation
import SeamAccess
import Testing

/// The unlock card tells the person what to do with the phone for the key's proximity, in
/// every language the package ships.
@Suite struct SeamUnlockProximityCopyTests {
    let english = Locale(identifier: "en")

    @Test func touchAndNearbyEachSayWhatToDoWhileReadyAndUnlocking() {
        func message(_ phase: SeamUnlockCardViewModel.Phase, _ proximity: SeamUnlockProximity?) -> String {
            SeamStatusPresentation(phase: phase, provider: "salto_space", proximity: proximity, locale: english).message
        }
        #expect(message(.unlocking, .touch) == "Hold your phone near the reader.")
        #expect(message(.unlocking, .nearby) == "Stay within a few metres of the door.")
        #expect(message(.idle, .touch) == "Tap Unlock, then hold your phone near the reader.")
        #expect(message(.idle, .nearby) == "Tap Unlock, then stay within a few metres of the door.")
        let unlocking = SeamStatusPresentation(phase: .unlocking, provider: "salto_space", proximity: .nearby, locale: english)
        let generic = SeamStatusPresentation(phase: .unlocking, locale: english)
        #expect(unlocking.title == generic.title && unlocking.badge == generic.badge && unlocking.tone == generic.tone)
        #expect(unlocking.systemImage == generic.systemImage && unlocking.action == generic.action)
    }

    @Test(arguments: [SeamUnlockCardViewModel.Phase.granted, .timedOut, .connectionFailed(debugDescription: "x"), .blocked(.expired),
                      .preflightFailed(.integrationNotFound)])
    func otherPhasesReadAsWithoutAProximity(_ phase: SeamUnlockCardViewModel.Phase) {
        for proximity in SeamUnlockProximity.allCases {
            #expect(SeamStatusPresentation(phase: phase, provider: "salto_space", proximity: proximity, locale: english)
                == SeamStatusPresentation(phase: phase, provider: "salto_space", locale: english))
        }
    }

    @Test(arguments: [SeamUnlockCardViewModel.Phase.idle, .unlocking])
    func noProximityOrAKeyOpenedOverTheInternetKeepsItsCopy(_ phase: SeamUnlockCardViewModel.Phase) {
        #expect(SeamStatusPresentation(phase: phase, provider: "salto_space", proximity: nil, locale: english)
            == SeamStatusPresentation(phase: phase, locale: english))
        let remote = SeamRemoteUnlock.provider
        #expect(SeamStatusPresentation(phase: phase, provider: remote, proximity: .touch, locale: english)
            == SeamStatusPresentation(phase: phase, provider: remote, locale: english))
    }

    @Test(arguments: SeamLanguage.allCases)
    func everyLanguageHasItsOwnWordsForEachProximity(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.rawValue)
        for phase in [SeamUnlockCardViewModel.Phase.idle, .unlocking] {
            let touch = SeamStatusPresentation(phase: phase, provider: nil, proximity: .touch, locale: locale).message
            let nearby = SeamStatusPresentation(phase: phase, provider: nil, proximity: .nearby, locale: locale).message
            let generic = SeamStatusPresentation(phase: phase, locale: locale).message
            #expect(touch != nearby && touch != generic && nearby != generic, "\(language) \(phase)")
            #expect(!touch.hasPrefix("unlock.") && !nearby.hasPrefix("unlock."), "an untranslated key in \(language)")
            if language != .english {
                let englishTouch = SeamStatusPresentation(phase: phase, provider: nil, proximity: .touch, locale: english)
                #expect(touch != englishTouch.message, "\(language) falls back to English")
            }
        }
        let refusal = SeamStatusPresentation(failure: .unsupportedUnlockProximity(.touch), locale: locale)
        #expect(!refusal.title.hasPrefix("sdk.") && !refusal.message.hasPrefix("sdk.") && !refusal.badge.hasPrefix("sdk."))
        if language != .english {
            #expect(refusal.message != SeamStatusPresentation(failure: .unsupportedUnlockProximity(.touch), locale: english).message)
        }
        // A key that lists no proximity: no other one to offer, its lock decides.
        let none = SeamAccessCredential(id: "k", name: "K", location: "")
        let lockDecides = SeamStatusPresentation(failure: .unsupportedUnlockProximity(.touch), credential: none, locale: locale)
        #expect(lockDecides.title == refusal.title)
        #expect(lockDecides.message != refusal.message, "\(language)")
        #expect(!lockDecides.message.hasPrefix("sdk."), "an untranslated key in \(language)")
        if language != .english {
            let englishNone = SeamStatusPresentation(failure: .unsupportedUnlockProximity(.touch), credential: none, locale: english)
            #expect(lockDecides.message != englishNone.message, "\(language) falls back to English")
        }
    }

    @Test func theRefusalForAKeyThatListsNoProximitySaysItsLockDecides() {
        let error = SeamFailure.unsupportedUnlockProximity(.nearby)
        let none = SeamAccessCredential(id: "k", name: "K", location: "")
        #expect(SeamStatusPresentation(failure: error, credential: none, locale: english).message
            == "This key doesn’t let the app choose a distance: its lock decides. Contact the app’s developer.")
        let touchOnly = SeamAccessCredential(id: "t", name: "T", location: "", supportedUnlockProximities: [.touch])
        #expect(SeamStatusPresentation(failure: error, credential: touchOnly, locale: english)
            == SeamStatusPresentation(failure: error, locale: english))
        #expect(SeamStatusPresentation(failure: .invalidCredentialId, credential: none, locale: english)
            == SeamStatusPresentation(error: .invalidCredentialId, locale: english))
    }
}
