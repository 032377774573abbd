import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A button acts when the finger lifts. Another app can ask its user to press and hold where
/// our Unlock sits, then open one of our URLs: the press carries over as our app comes forward
/// and lifts after the hold. So a tap on a card's Unlock or Try Again is judged from when the
/// finger landed, not only from when it lifted.
@MainActor
struct SeamUnlockTapTimingTests {
    let clock = TestClock()

    func router() -> SeamUnlockRouter {
        let router = SeamUnlockRouter(clock: clock)
        router.cardAppeared(credentialId: "room")
        return router
    }

    @Test func aPressThatBeganBeforeAURLAndLiftsAfterTheHoldDoesNotAct() async {
        let router = router()
        #expect(router.acceptsTap(for: "room"), "a card the person opened takes a tap at once")
        router.touchChanged(credentialId: "room", isDown: true)
        await clock.advance(by: 0.2)
        router.open(URL(string: "myhotel://promo/spa")!)
        await clock.advance(by: 1.5)
        #expect(router.inputOpens(for: "room") == nil, "the hold itself is over when the finger lifts")
        #expect(!router.acceptsTap(for: "room"), "but the finger landed before the URL came")
        #expect(router.acceptsTap(for: "room"), "a new activation after the hold acts")
    }

    @Test func aPressThatBeganDuringTheHoldDoesNotActWhenItLiftsAfterIt() async {
        let router = router()
        router.open(URL(string: "myhotel://promo/spa")!)
        await clock.advance(by: 0.5)
        router.touchChanged(credentialId: "room", isDown: true)
        await clock.advance(by: 1.5)
        #expect(!router.acceptsTap(for: "room"))
    }

    @Test func aPressThatBeganAfterTheHoldActs() async {
        let router = router()
        router.open(URL(string: "myhotel://promo/spa")!)
        await clock.advance(by: router.externalOpenInputDelay + 0.1)
        router.touchChanged(credentialId: "room", isDown: true)
        await clock.advance(by: 0.2)
        #expect(router.acceptsTap(for: "room"))
    }

    @Test func aCardTheRouterOpenedWhileTheFingerWasDownDoesNotTakeIt() async {
        let router = SeamUnlockRouter(clock: clock)
        router.touchChanged(credentialId: "room", isDown: true)
        await clock.advance(by: 0.1)
        router.cardOpenedByItself(credentialId: "room")
        await clock.advance(by: 2)
        #expect(!router.acceptsTap(for: "room"))
    }

    @Test func anActivationWithNoTouchIsJudgedWhenItHappens() async {
        let router = router()
        router.open(URL(string: "myhotel://promo/spa")!)
        #expect(!router.acceptsTap(for: "room"), "VoiceOver's activation during the hold")
        await clock.advance(by: router.externalOpenInputDelay + 0.1)
        #expect(router.acceptsTap(for: "room"))
    }

    /// Review of #30 (M1): a press that became a scroll or slid off leaves no touch behind
    /// that would refuse a later activation.
    @Test func aPressThatNeverBecameATapDoesNotHoldLaterTapsBack() async {
        let router = router()
        router.touchChanged(credentialId: "room", isDown: true)
        await clock.advance(by: 0.3)
        router.touchChanged(credentialId: "room", isDown: false)  // slid off: no action
        await clock.advance(by: 5)
        router.open(URL(string: "myhotel://promo/spa")!)
        await clock.advance(by: router.externalOpenInputDelay + 0.1)
        #expect(router.acceptsTap(for: "room"), "VoiceOver's activation after the hold acts")
    }

    @Test func aLiftReportedJustBeforeTheActionStillCountsItsTouch() async {
        let router = router()
        router.touchChanged(credentialId: "room", isDown: true)
        await clock.advance(by: 0.2)
        router.open(URL(string: "myhotel://promo/spa")!)
        await clock.advance(by: 1.5)
        router.touchChanged(credentialId: "room", isDown: false)  // the lift, then the action
        #expect(!router.acceptsTap(for: "room"))
    }

    @Test func aPressOnAnotherKeysCardDoesNotCount() async {
        let router = router()
        router.touchChanged(credentialId: "other", isDown: true)
        await clock.advance(by: 0.2)
        router.open(URL(string: "myhotel://promo/spa")!)
        await clock.advance(by: router.externalOpenInputDelay + 0.1)
        #expect(router.acceptsTap(for: "room"))
    }

    /// Review of issue 30, M5: a card (or key list) with no screen taking requests above it had
    /// no router, so nothing held its taps after a URL. It is judged by the shared router, the
    /// one the app's URLs reach; a card under a screen keeps that screen's.
    @Test func aCardOutsideAScreenTakingRequestsIsJudgedByTheSharedRouter() {
        #expect(SeamUnlockRouter.judgingTaps(under: nil) === SeamUnlockRouter.shared)
        let screen = router()
        #expect(SeamUnlockRouter.judgingTaps(under: screen) === screen)
    }
}
