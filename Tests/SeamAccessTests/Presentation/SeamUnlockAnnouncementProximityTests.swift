import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// VoiceOver hears what to do with the phone when an unlock starts with a key that has a
/// proximity: the decision, and the card's announcement.
@MainActor
@Suite struct SeamUnlockAnnouncementProximityTests {
    let english = Locale(identifier: "en_US")
    let clock = TestClock()

    func announcement(_ phase: SeamUnlockCardViewModel.Phase, provider: String? = "salto_ks",
                      proximity: SeamUnlockProximity?) -> String {
        SeamStatusPresentation(phase: phase, provider: provider, proximity: proximity, locale: english)
            .announcement(for: phase, provider: provider, proximity: proximity, locale: english)
    }

    @Test func unlockingWithAProximitySaysWhatToDo() {
        #expect(announcement(.unlocking, proximity: .touch) == "Unlocking… Hold your phone near the reader.")
        #expect(announcement(.unlocking, proximity: .nearby) == "Unlocking… Stay within a few metres of the door.")
    }

    @Test func unlockingWithoutAProximityOrOverTheInternetSaysOnlyTheTitle() {
        #expect(announcement(.unlocking, proximity: nil) == "Unlocking…")
        #expect(announcement(.unlocking, provider: SeamRemoteUnlock.provider, proximity: .touch)
            == SeamStatusPresentation(phase: .unlocking, provider: SeamRemoteUnlock.provider, locale: english).title)
        #expect(announcement(.authenticating, proximity: .touch)
            == SeamStatusPresentation(phase: .authenticating, locale: english).title)
    }

    @Test func anOutcomeSaysItsTitleAndMessage() {
        let status = SeamStatusPresentation(phase: .timedOut, provider: "salto_ks", locale: english)
        #expect(announcement(.timedOut, proximity: .touch)
            == SeamSpokenSentences.join(status.title, status.message, locale: english))
    }

    @Test func theCardAnnouncesTheInstructionWhenItsUnlockStarts() async throws {
        let key = SeamAccessCredential(id: "k", name: "Room 101", location: "Test Hotel",
                                       provider: "test_lock", supportedUnlockProximities: [.touch, .nearby])
        let seam = try await Fixture.activeSeam(Fixture.scenario([key]), clock: clock)
        let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english)
        card.start()
        let outputs = EventRecorder(card.outputs)
        card.unlock()
        #expect(card.phase == .unlocking)
        try await eventually("the unlocking announcement") {
            outputs.values.contains { if case .announcement = $0 { true } else { false } }
        }
        #expect(outputs.values.contains(.announcement("Unlocking… Hold your phone near the reader.")))
        card.cancel()
    }
}
