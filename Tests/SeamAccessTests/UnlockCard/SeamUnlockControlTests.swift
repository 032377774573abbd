import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Issue 30, item 3: the card's Unlock control shows the word the instruction beside it names
/// ("Tap Unlock, then …"), not only a key symbol; VoiceOver hears the same word.
@MainActor
@Suite struct SeamUnlockControlTests {
    @Test(arguments: SeamLanguage.allCases)
    func theControlShowsTheWordTheInstructionNames(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.rawValue)
        for (provider, proximity) in [("salto_space", nil), ("salto_space", .touch), ("salto_space", .nearby),
                                      (SeamRemoteUnlock.provider, nil)] as [(String, SeamUnlockProximity?)] {
            let control = SeamUnlockControl(provider: provider, proximity: proximity, locale: locale)
            let instruction = SeamStatusPresentation(phase: .idle, provider: provider, proximity: proximity, locale: locale)
            #expect(!control.title.isEmpty && !control.title.hasPrefix("ui."))
            #expect(instruction.message.contains(control.title), "\(language): “\(instruction.message)” names “\(control.title)”")
            #expect(control.accessibilityHint == SeamStatusPresentation.Copy.unlockHint(provider: provider, proximity: proximity,
                                                                                        locale: locale))
        }
    }

    @Test func theCardsControlIsItsKeys() {
        let service = ScriptedService()
        service.setCredentials([Fixture.key("k", provider: SeamRemoteUnlock.provider)])
        let card = SeamUnlockCardViewModel(credentialId: "k", service: service, configuration: .init(),
                                           clock: TestClock(), locale: .english)
        let control = card.unlockControl(locale: .english)
        #expect(control.title == "Unlock")
        #expect(control.systemImage == "key.fill")
        #expect(control.accessibilityHint == "Opens the lock over the internet.")
    }
}
