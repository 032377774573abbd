import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A lock key opens over the internet: its copy never asks for Bluetooth or closeness, and a
/// success never claims the door was seen to open (the API may not have confirmed it).
@Suite struct SeamRemoteUnlockCopyTests {
    static let remote = SeamRemoteUnlock.provider

    @Test(arguments: SeamLanguage.allCases)
    func aLockKeysSuccessSaysTheUnlockWasAcceptedInEveryLanguage(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.localeIdentifier)
        let plain = SeamStatusPresentation(phase: .granted, locale: locale)
        let remote = SeamStatusPresentation(phase: .granted, provider: Self.remote, locale: locale)
        #expect(remote.title != plain.title, "\(language): not \"door unlocked\"")
        #expect(remote.message != plain.message)
        #expect(remote.tone == .success)
        for phase in [SeamUnlockCardViewModel.Phase.idle, .unlocking, .timedOut, .connectionFailed(debugDescription: "x")] {
            let other = SeamStatusPresentation(phase: phase, locale: locale)
            let lock = SeamStatusPresentation(phase: phase, provider: Self.remote, locale: locale)
            #expect(lock.message != other.message, "\(language) \(phase): no Bluetooth or hold-near copy")
            #expect(lock.action == other.action && lock.tone == other.tone)
            #expect(!lock.message.contains("unlock.remote"), "\(language): a missing translation")
        }
    }

    @Test(arguments: SeamLanguage.allCases)
    func aLockKeysUnlockButtonHintDoesNotAskToHoldThePhoneNearTheLock(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.localeIdentifier)
        let remote = SeamStatusPresentation.Copy.unlockHint(provider: Self.remote, locale: locale)
        #expect(remote != SeamStatusPresentation.Copy.unlockHint.text(locale: locale))
        #expect(!remote.contains("ui.unlock"), "\(language): a missing translation")
        #expect(SeamStatusPresentation.Copy.unlockHint(provider: "salto_space", locale: locale) == SeamStatusPresentation.Copy.unlockHint.text(locale: locale))
    }

    @Test func otherProvidersKeepTheirCopy() {
        let locale = Locale(identifier: "en")
        for phase in [SeamUnlockCardViewModel.Phase.idle, .granted, .timedOut, .preflightFailed(.integrationNotFound)] {
            #expect(SeamStatusPresentation(phase: phase, provider: "salto_space", locale: locale)
                == SeamStatusPresentation(phase: phase, locale: locale))
            #expect(SeamStatusPresentation(phase: phase, provider: nil, locale: locale)
                == SeamStatusPresentation(phase: phase, locale: locale))
        }
        #expect(SeamStatusPresentation(phase: .granted, provider: Self.remote, locale: locale).title == "Unlock sent")
    }

    @Test @MainActor func theUnlockCardOfALockKeyShowsAndAnnouncesTheTruthfulCopy() async throws {
        let clock = TestClock()
        let key = Fixture.key("front", provider: Self.remote)
        let scenario = SeamSandboxScenario(credentials: { _ in [key.sdkCredential] },
                                           locks: [Self.remote: SeamSimulatedLock(latency: 1, outcome: .grant)])
        let seam = try await Fixture.activeSeam(scenario, clock: clock)
        let card = SeamUnlockCardViewModel(credentialId: "front", service: SeamService(seam: seam),
                                           configuration: .init(), clock: clock, locale: Locale(identifier: "en"))
        let announcements = EventRecorder(card.outputs.compactMap { output -> String? in
            if case .announcement(let text) = output { return text }
            return nil
        }.eraseToAnyPublisher())
        #expect(card.presentation.message == "Tap Unlock to open this lock over the internet.")
        card.unlock()
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually("granted") { card.phase == .granted }
        #expect(card.presentation.title == "Unlock sent")
        #expect(card.presentation.message == "The lock accepted the unlock. Try the door.")
        try await eventually("announced") { announcements.values.contains { $0.hasPrefix("Unlock sent") } }
        #expect(!announcements.values.contains { $0.contains("Door unlocked") })
    }
}
