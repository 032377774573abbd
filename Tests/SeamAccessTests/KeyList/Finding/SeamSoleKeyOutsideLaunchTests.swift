import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Any app can open the app's URL. After one does, the key list opens no card by itself (a
/// finger tapping in the other app must not land on Unlock), and a card already on screen holds
/// taps back again.
@MainActor
struct SeamSoleKeyOutsideLaunchTests {
    let keys = [SeamAccessCredential(id: "room", name: "Room 7", location: "Marina")]

    func keyToOpen(_ opening: inout SeamSoleKeyOpening, router: SeamUnlockRouter, now: Date) -> String? {
        opening.keyToOpen(content: .credentials, credentials: keys, selectedId: nil,
                          isRequestPending: router.pending != nil, now: now)
    }

    @Test func aURLLaunchOpensNoSoleKeyCardThisTimeInTheForeground() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        // Another app opens a URL of ours that is not a Seam link: the app handles it itself.
        #expect(!router.open(URL(string: "myhotel://promo/spa")!))
        #expect(router.outsideOpens == 1)

        // The key list is created by that launch and learns of the URL as it appears.
        var opening = SeamSoleKeyOpening()
        opening.outsideOpensChanged(to: router.outsideOpens)
        #expect(keyToOpen(&opening, router: router, now: clock.now) == nil)

        // Next time the app comes to the foreground by itself, the only key opens as before.
        opening.sceneChanged(to: .background)
        opening.sceneChanged(to: .active)
        opening.outsideOpensChanged(to: router.outsideOpens)
        #expect(keyToOpen(&opening, router: router, now: clock.now) == "room")
    }

    @Test func aURLArrivingBeforeTheKeysStillStopsTheCard() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        var opening = SeamSoleKeyOpening()
        opening.outsideOpensChanged(to: router.outsideOpens)
        router.open(URL(string: "myhotel://booking/42")!)
        opening.outsideOpensChanged(to: router.outsideOpens)
        #expect(keyToOpen(&opening, router: router, now: clock.now) == nil)
    }

    @Test func aURLArrivingWhileACardIsOpenHoldsItsTapsBackAgain() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        router.cardOpenedByItself(credentialId: "room")
        router.cardAppeared(credentialId: "room")
        await clock.advance(by: 5)
        #expect(router.acceptsInput(for: "room"))

        router.open(URL(string: "myhotel://promo/spa")!)
        #expect(!router.acceptsInput(for: "room"))
        await clock.advance(by: router.externalOpenInputDelay)
        #expect(router.acceptsInput(for: "room"))
    }

    /// The URL that brings the app back from the background arrives before the scene is
    /// active: becoming active must not undo it.
    @Test func aURLThatBringsTheAppBackOpensNoSoleKeyCard() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        var opening = SeamSoleKeyOpening()
        opening.outsideOpensChanged(to: router.outsideOpens)
        opening.sceneChanged(to: .background)
        router.open(URL(string: "myhotel://promo/spa")!)
        opening.outsideOpensChanged(to: router.outsideOpens)
        opening.sceneChanged(to: .inactive)
        opening.sceneChanged(to: .active)
        #expect(keyToOpen(&opening, router: router, now: clock.now) == nil)
    }

    /// A card the person opened with a tap holds taps back after a URL too: another app may
    /// have opened ours while its user tapped where Unlock is.
    @Test func aCardThePersonOpenedHoldsTapsBackAfterAURL() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        #expect(router.acceptsInput(for: "room"))
        router.open(URL(string: "myhotel://game/level")!)
        #expect(!router.acceptsInput(for: "room"))
        #expect(router.inputOpens(for: "room") == clock.now.addingTimeInterval(router.externalOpenInputDelay))
        await clock.advance(by: router.externalOpenInputDelay)
        #expect(router.acceptsInput(for: "room"))
    }
}
