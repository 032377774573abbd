import Foundation
import SeamAccess
import Testing

/// VoiceOver's hint on the Unlock button says what the card shows for the key's proximity.
@Suite struct SeamUnlockHintProximityTests {
    let english = Locale(identifier: "en")

    @Test func theHintFollowsTheProximity() {
        #expect(SeamStatusPresentation.Copy.unlockHint(provider: "salto_space", proximity: .touch, locale: english)
            == "Hold your phone near the reader after tapping.")
        #expect(SeamStatusPresentation.Copy.unlockHint(provider: "salto_space", proximity: .nearby, locale: english)
            == "Stay within a few metres of the door after tapping.")
        #expect(SeamStatusPresentation.Copy.unlockHint(provider: "salto_space", proximity: nil, locale: english)
            == SeamStatusPresentation.Copy.unlockHint(provider: "salto_space", locale: english))
        #expect(SeamStatusPresentation.Copy.unlockHint(provider: SeamRemoteUnlock.provider, proximity: .touch, locale: english)
            == SeamStatusPresentation.Copy.unlockHint(provider: SeamRemoteUnlock.provider, locale: english))
    }

    @Test(arguments: SeamLanguage.allCases)
    func everyLanguageHasItsOwnHintForEachProximity(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.rawValue)
        let touch = SeamStatusPresentation.Copy.unlockHint(provider: nil, proximity: .touch, locale: locale)
        let nearby = SeamStatusPresentation.Copy.unlockHint(provider: nil, proximity: .nearby, locale: locale)
        let generic = SeamStatusPresentation.Copy.unlockHint(provider: nil, locale: locale)
        #expect(touch != nearby && touch != generic && nearby != generic, "\(language)")
        #expect(!touch.hasPrefix("ui.") && !nearby.hasPrefix("ui."))
        if language != .english {
            #expect(touch != SeamStatusPresentation.Copy.unlockHint(provider: nil, proximity: .touch, locale: english), "\(language)")
            #expect(nearby != SeamStatusPresentation.Copy.unlockHint(provider: nil, proximity: .nearby, locale: english), "\(language)")
        }
    }
}
