import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A card opened from outside the app starts or takes a tap only when the owner can mean it:
/// an armed auto-start expires and waits for the foreground, and the first moment after a
/// link opened a card ignores taps on Unlock.
@MainActor
struct SeamUnlockIntentGuardTests {
    let keys = [Fixture.key("a"), Fixture.key("b")]

    func deliver(_ request: SeamUnlockRequest, to router: SeamUnlockRouter, clock: TestClock) -> SeamUnlockRequest.Outcome? {
        router.request(request)
        return router.takeOutcome(credentials: keys, activation: .active, now: clock.now, locale: .english)
    }

    // MARK: An armed auto-start has an age and waits for the foreground

    @Test func anAutoStartArmedLongerThanTheMaximumAgeDoesNotStartWhenTheCardFinallyAppears() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        let waiter = Task { await router.requestAndWait(SeamUnlockRequest(credentialId: "a", startsUnlock: true,
                                                                           source: .intent), timeout: 3_600) }
        for _ in 0..<10_000 where router.pending == nil { await Task.yield() }
        #expect(router.takeOutcome(credentials: keys, activation: .active, now: clock.now, locale: .english)
                == .showCard(credentialId: "a", startsUnlock: true))
        // The card never appeared (the app was suspended); it does ten minutes later.
        await clock.advance(by: 600)
        #expect(!router.consumeAutoStart(for: "a", isAppActive: true))
        #expect(await waiter.value == .noAnswer)
        #expect(!router.consumeAutoStart(for: "a", isAppActive: true), "still not, and only asked once")
    }

    @Test func anAutoStartWaitsWhileTheAppIsInactiveAndStartsOnceItIsActive() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        _ = deliver(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .widget), to: router, clock: clock)
        #expect(!router.consumeAutoStart(for: "a", isAppActive: false), "behind the Lock Screen or in the switcher")
        await clock.advance(by: 5)
        #expect(router.consumeAutoStart(for: "a", isAppActive: true))
        #expect(!router.consumeAutoStart(for: "a", isAppActive: true))
    }

    @Test func anAutoStartStillInactiveAtTheMaximumAgeNeverStarts() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        _ = deliver(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .widget), to: router, clock: clock)
        #expect(!router.consumeAutoStart(for: "a", isAppActive: false))
        await clock.advance(by: router.maximumAutoStartAge + 1)
        #expect(!router.consumeAutoStart(for: "a", isAppActive: true))
    }

    // MARK: Tapjacking: a card opened from outside ignores the first moment's taps

    @Test func aCardALinkOpenedIgnoresTapsForAMoment() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(linkFormat: SeamLinkFormat(scheme: "myapp"), clock: clock)
        #expect(router.acceptsInput(for: "a"), "a card the user opened takes taps at once")
        #expect(router.open(try #require(URL(string: "myapp://seam/unlock?credential=a"))))
        #expect(router.takeOutcome(credentials: keys, activation: .active, now: clock.now, locale: .english)
                == .showCard(credentialId: "a", startsUnlock: false))
        #expect(!router.acceptsInput(for: "a"))
        // Any URL holds every card back for the moment (another app may have sent it while
        // its user tapped), not only the card it opened.
        #expect(!router.acceptsInput(for: "b"))
        await clock.advance(by: router.externalOpenInputDelay / 2)
        #expect(!router.acceptsInput(for: "a"))
        await clock.advance(by: router.externalOpenInputDelay / 2)
        #expect(router.acceptsInput(for: "a"))
        #expect(router.acceptsInput(for: "b"))
    }

    @Test func theDelayRunsFromWhenTheCardWasShownNotWhenTheLinkArrived() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        router.request(SeamUnlockRequest(credentialId: "a", source: .link))
        // Cold launch: the keys load ten seconds later, and only then the card shows.
        #expect(router.takeOutcome(credentials: [], activation: .activating, now: clock.now, locale: .english) == nil)
        await clock.advance(by: 10)
        #expect(router.takeOutcome(credentials: keys, activation: .active, now: clock.now, locale: .english)?.credentialId == "a")
        #expect(!router.acceptsInput(for: "a"))
    }

    @Test func theDelayCountsFromWhenTheCardAppearsAndSaysWhenTapsOpen() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        #expect(deliver(SeamUnlockRequest(credentialId: "a", source: .link), to: router, clock: clock)?.credentialId == "a")
        // The sheet animates in (and a cold launch draws) before the card is seen.
        await clock.advance(by: router.externalOpenInputDelay * 0.8)
        router.cardAppeared(credentialId: "a")
        #expect(router.inputOpens(for: "a") == clock.now.addingTimeInterval(router.externalOpenInputDelay))
        await clock.advance(by: router.externalOpenInputDelay * 0.5)
        #expect(!router.acceptsInput(for: "a"), "a full moment from when it was seen")
        await clock.advance(by: router.externalOpenInputDelay * 0.5)
        #expect(router.inputOpens(for: "a") == nil)
        #expect(router.acceptsInput(for: "a"))
        router.cardAppeared(credentialId: "a")
        #expect(router.acceptsInput(for: "a"), "appearing again later (a scroll, a rotation) blocks nothing")
        #expect(router.inputOpens(for: "b") == nil)
    }

    @Test func aCardThatAppearsLongAfterTheRequestStillHoldsTapsBackForAMoment() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        #expect(deliver(SeamUnlockRequest(credentialId: "a", source: .link), to: router, clock: clock)?.credentialId == "a")
        // Another card's sheet closes first, then this one animates in: more than the moment.
        await clock.advance(by: router.externalOpenInputDelay * 3)
        router.cardAppeared(credentialId: "a")
        #expect(!router.acceptsInput(for: "a"))
        await clock.advance(by: router.externalOpenInputDelay)
        #expect(router.acceptsInput(for: "a"))
    }

    @Test func aClockSetBackRestartsTheMomentOnceInsteadOfHoldingTapsUntilItCatchesUp() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        router.request(SeamUnlockRequest(credentialId: "a", source: .link))
        await clock.advance(by: 3_600)
        #expect(router.takeOutcome(credentials: keys, activation: .active, now: clock.now, locale: .english)?.credentialId == "a")
        router.cardAppeared(credentialId: "a")
        clock.setBack(by: 3_000)
        #expect(router.inputOpens(for: "a") == clock.now.addingTimeInterval(router.externalOpenInputDelay))
        await clock.advance(by: router.externalOpenInputDelay)
        #expect(router.acceptsInput(for: "a"), "not an hour of refused taps")
    }

    // MARK: OTP pages are web pages only

    @Test func anOTPURLThatIsNotAWebPageGetsNoButton() throws {
        for text in ["tel:+15550100", "sms:+15550100", "otherapp://steal?x=1", "javascript:alert(1)", "file:///etc/passwd",
                     "https:relative"] {
            let url = try #require(URL(string: text))
            let status = SeamStatusPresentation(error: .userInteractionRequired(.completeOtpAuthorization(otpUrl: url)), locale: .english)
            #expect(status.action == nil, "\(text)")
            #expect(!SeamWebAddress.isOpenable(url), "\(text)")
        }
        for text in ["https://verify.example.com/otp?c=1", "HTTP://example.com/otp"] {
            let url = try #require(URL(string: text))
            let status = SeamStatusPresentation(error: .userInteractionRequired(.completeOtpAuthorization(otpUrl: url)), locale: .english)
            #expect(status.action?.kind == .openURL(url), "\(text)")
        }
    }
}
