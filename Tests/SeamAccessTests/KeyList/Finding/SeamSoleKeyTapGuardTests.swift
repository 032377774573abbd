import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The card a key list opened by itself (its only usable key) holds taps back for a moment,
/// like a card a link opened: a tap meant for the list must not land on Unlock.
@MainActor
struct SeamSoleKeyTapGuardTests {
    @Test func aCardTheListOpenedByItselfIgnoresTapsForAMomentFromWhenItAppears() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        var opening = SeamSoleKeyOpening()
        let keys = [SeamAccessCredential(id: "room", name: "Room 7", location: "Marina")]
        let id = opening.keyToOpen(content: .credentials, credentials: keys, selectedId: nil,
                                   isRequestPending: router.pending != nil, now: clock.now)
        #expect(id == "room")
        #expect(router.acceptsInput(for: "room"), "a card the person opened takes taps at once")
        router.cardOpenedByItself(credentialId: "room")
        #expect(!router.acceptsInput(for: "room"))
        await clock.advance(by: 5)  // the sheet took a while to show
        router.cardAppeared(credentialId: "room")
        #expect(router.inputOpens(for: "room") == clock.now.addingTimeInterval(router.externalOpenInputDelay))
        await clock.advance(by: router.externalOpenInputDelay / 2)
        #expect(!router.acceptsInput(for: "room"))
        await clock.advance(by: router.externalOpenInputDelay / 2)
        #expect(router.acceptsInput(for: "room"))
    }
}
