import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

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
