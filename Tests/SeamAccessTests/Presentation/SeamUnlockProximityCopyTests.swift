import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// The unlock card tells the person what to do with the phone for the key's proximity, in
/// every language the package ships.
@Suite struct SeamUnlockProximityCopyTests {
    let english = Locale(identifier: "en")

    @Test func touchAndNearbyEachSayWhatToDoWhileReadyAndUnlocking() {
        func message(_ phase: SeamUnlockPhase, _ proximity: SeamUnlockProximity?) -> String {
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

    @Test(arguments: [SeamUnlockPhase.granted, .timedOut, .connectionFailed(debugDescription: "x"), .blocked(.expired),
                      .preflightFailed(.integrationNotFound)])
    func otherPhasesReadAsWithoutAProximity(_ phase: SeamUnlockPhase) {
        for proximity in SeamUnlockProximity.allCases {
            #expect(SeamStatusPresentation(phase: phase, provider: "salto_space", proximity: proximity, locale: english)
                == SeamStatusPresentation(phase: phase, provider: "salto_space", locale: english))
        }
    }

    @Test(arguments: [SeamUnlockPhase.idle, .unlocking])
    func noProximityOrAKeyOpenedOverTheInternetKeepsItsCopy(_ phase: SeamUnlockPhase) {
        #expect(SeamStatusPresentation(phase: phase, provider: "salto_space", proximity: nil, locale: english)
            == SeamStatusPresentation(phase: phase, locale: english))
        let remote = SeamRemoteUnlock.provider
        #expect(SeamStatusPresentation(phase: phase, provider: remote, proximity: .touch, locale: english)
            == SeamStatusPresentation(phase: phase, provider: remote, locale: english))
    }

    @Test(arguments: SeamLanguage.allCases)
    func everyLanguageHasItsOwnWordsForEachProximity(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.rawValue)
        for phase in [SeamUnlockPhase.idle, .unlocking] {
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
        let refusal = SeamStatusPresentation(error: .unsupportedUnlockProximity(.touch), locale: locale)
        #expect(!refusal.title.hasPrefix("sdk.") && !refusal.message.hasPrefix("sdk.") && !refusal.badge.hasPrefix("sdk."))
        if language != .english {
            #expect(refusal.message != SeamStatusPresentation(error: .unsupportedUnlockProximity(.touch), locale: english).message)
        }
    }
}

/// The unlock card shows the key's preferred proximity.
@MainActor
@Suite struct SeamUnlockCardProximityTests {
    let clock = TestClock()
    let english = Locale(identifier: "en")

    func card(proximities: [SeamUnlockProximity]) async throws -> SeamUnlockCardViewModel {
        let key = SeamAccessCredential(id: "k", name: "Room", location: "Hotel", provider: "test_lock",
                                       supportedUnlockProximities: proximities)
        let seam = try await Fixture.activeSeam(Fixture.scenario([key]), clock: clock)
        let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english)
        card.start()
        return card
    }

    @Test func aTouchFirstKeysCardSaysToHoldThePhoneNearTheReader() async throws {
        let card = try await card(proximities: [.touch, .nearby])
        #expect(card.proximity == .touch)
        #expect(card.presentation.message == "Tap Unlock, then hold your phone near the reader.")
        card.unlock()
        #expect(card.phase == .unlocking)
        #expect(card.presentation.message == "Hold your phone near the reader.")
        #expect(card.presentation(in: Locale(identifier: "fr")).message == "Gardez votre téléphone près du lecteur.")
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually("granted") { card.phase == .granted }
        #expect(card.presentation.message == SeamStatusPresentation(phase: .granted, locale: english).message)
    }

    @Test func aNearbyKeysCardSaysToStayWithinAFewMetres() async throws {
        let card = try await card(proximities: [.nearby])
        #expect(card.proximity == .nearby)
        card.unlock()
        #expect(card.presentation.message == "Stay within a few metres of the door.")
    }

    @Test func aKeyThatListsNoneKeepsTheGeneralInstruction() async throws {
        let card = try await card(proximities: [])
        #expect(card.proximity == nil)
        card.unlock()
        #expect(card.presentation.message == "Hold your phone near the lock.")
    }
}

/// VoiceOver's hint on the Unlock button says what the card shows for the key's proximity.
@Suite struct SeamUnlockHintProximityTests {
    let english = Locale(identifier: "en")

    @Test func theHintFollowsTheProximity() {
        #expect(SeamCopy.unlockHint(provider: "salto_space", proximity: .touch, locale: english)
            == "Hold your phone near the reader after tapping.")
        #expect(SeamCopy.unlockHint(provider: "salto_space", proximity: .nearby, locale: english)
            == "Stay within a few metres of the door after tapping.")
        #expect(SeamCopy.unlockHint(provider: "salto_space", proximity: nil, locale: english)
            == SeamCopy.unlockHint(provider: "salto_space", locale: english))
        #expect(SeamCopy.unlockHint(provider: SeamRemoteUnlock.provider, proximity: .touch, locale: english)
            == SeamCopy.unlockHint(provider: SeamRemoteUnlock.provider, locale: english))
    }

    @Test(arguments: SeamLanguage.allCases)
    func everyLanguageHasItsOwnHintForEachProximity(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.rawValue)
        let touch = SeamCopy.unlockHint(provider: nil, proximity: .touch, locale: locale)
        let nearby = SeamCopy.unlockHint(provider: nil, proximity: .nearby, locale: locale)
        let generic = SeamCopy.unlockHint(provider: nil, locale: locale)
        #expect(touch != nearby && touch != generic && nearby != generic, "\(language)")
        #expect(!touch.hasPrefix("ui.") && !nearby.hasPrefix("ui."))
        if language != .english {
            #expect(touch != SeamCopy.unlockHint(provider: nil, proximity: .touch, locale: english), "\(language)")
            #expect(nearby != SeamCopy.unlockHint(provider: nil, proximity: .nearby, locale: english), "\(language)")
        }
    }
}
