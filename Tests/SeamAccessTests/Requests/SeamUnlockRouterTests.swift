import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

@MainActor
struct SeamUnlockRouterTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let keys = [Fixture.key("a"), Fixture.key("b", errors: [.expired])]

    func take(_ router: SeamUnlockRouter, _ keys: [SeamAccessCredential]? = nil,
              _ activation: SeamCredentialsViewModel.Activation = .active) -> SeamUnlockRequest.Outcome? {
        router.takeOutcome(credentials: keys ?? self.keys, activation: activation, now: now, locale: .english)
    }

    @Test func aRequestMadeBeforeTheScreenExistsIsDeliveredOnceKeysLoad() {
        let router = SeamUnlockRouter()
        router.request(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .widget))
        // Cold launch: the screen appears while activation runs, with no keys yet.
        #expect(take(router, [], .activating) == nil)
        #expect(router.pending != nil)
        #expect(take(router) == .showCard(credentialId: "a", startsUnlock: true))
        #expect(router.pending == nil)
        #expect(take(router) == nil)
    }

    @Test func aNewerRequestReplacesOneNotYetTaken() {
        let router = SeamUnlockRouter()
        router.request(SeamUnlockRequest(credentialId: "a", source: .app))
        router.request(SeamUnlockRequest(credentialId: "b", source: .app))
        #expect(take(router)?.credentialId == "b")
        #expect(take(router) == nil)
    }

    @Test func openHandlesSeamLinksAndLeavesOthers() {
        let router = SeamUnlockRouter(linkFormat: SeamLinkFormat(scheme: "myapp"))
        let other = URL(fileURLWithPath: "/tmp/x")
        #expect(router.open(other) == false)
        #expect(router.pending == nil)
        #expect(router.open(URL(string: "myapp://seam/unlock?credential=a")!))
        #expect(take(router) == .showCard(credentialId: "a", startsUnlock: false))
    }

    @Test func withoutItsOwnLinkFormatTheRouterUsesTheExtensionConfigurations() throws {
        try withExtensionConfiguration({
            $0 = SeamExtensionConfiguration(linkFormat: SeamLinkFormat(scheme: "shared"), widgetPrivacy: .showsKeyDetails)
        }) { () throws in
            #expect(SeamExtensionConfiguration.current.widgetPrivacy == .showsKeyDetails)
            let router = SeamUnlockRouter()
            #expect(router.open(try #require(URL(string: "shared://seam/unlock?credential=a"))))
            #expect(take(router) == .showCard(credentialId: "a", startsUnlock: false))
            #expect(!router.open(try #require(URL(string: "myapp://seam/unlock?credential=a"))))
        }
    }

    @Test func aMalformedLinkIsShownAsAMessageNotIgnored() throws {
        let router = SeamUnlockRouter(linkFormat: SeamLinkFormat(scheme: "myapp"))
        #expect(router.open(try #require(URL(string: "myapp://seam/unlock"))))
        #expect(router.pending == .invalidLink(.missingCredentialId))
        let outcome = try #require(take(router, [], .activating))
        #expect(outcome == .invalidLink(.missingCredentialId,
                                        status: SeamStatusPresentation(error: .invalidCredentialId, locale: .english)))
        #expect(take(router) == nil)
    }

    @Test func autoStartIsConsumedOnceAndOnlyForTheRequestedCard() {
        let router = SeamUnlockRouter()
        router.request(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .app))
        #expect(router.consumeAutoStart(for: "a", isAppActive: true) == false) // not delivered yet
        _ = take(router)
        #expect(router.consumeAutoStart(for: "b", isAppActive: true) == false)
        #expect(router.consumeAutoStart(for: "a", isAppActive: true))
        #expect(router.consumeAutoStart(for: "a", isAppActive: true) == false)
    }

    @Test func aBlockedKeyNeverAutoStarts() {
        let router = SeamUnlockRouter()
        router.request(SeamUnlockRequest(credentialId: "b", startsUnlock: true, source: .app))
        #expect(take(router)?.screenStatus?.badge == SeamStatusPresentation(error: .expired, locale: .english).badge)
        #expect(router.consumeAutoStart(for: "b", isAppActive: true) == false)
    }

    @Test func aWaiterHearsHowTheUnlockItAskedForEnded() async throws {
        let router = SeamUnlockRouter(clock: TestClock())
        let request = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent)
        async let report = router.requestAndWait(request)
        try await waitUntil { router.pending != nil }
        _ = take(router)
        #expect(router.consumeAutoStart(for: "a", isAppActive: true))
        router.cardPhaseChanged(credentialId: "a", phase: .unlocking)
        router.cardPhaseChanged(credentialId: "b", phase: .granted)
        router.cardPhaseChanged(credentialId: "a", phase: .granted)
        #expect(await report == .finished(.granted))
    }

    @Test func aWaiterHearsWhyNoUnlockStarted() async throws {
        let router = SeamUnlockRouter(clock: TestClock())
        async let report = router.requestAndWait(SeamUnlockRequest(credentialId: "zzz", startsUnlock: true, source: .app))
        try await waitUntil { router.pending != nil }
        let outcome = try #require(take(router))
        let answer = await report
        #expect(answer == outcome)
        #expect(answer.status(locale: .english).title == SeamStatusPresentation(error: .invalidCredentialId, locale: .english).title)
    }

    @Test func aWaiterGivesUpAfterItsTimeoutAndTheRequestIsDropped() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        async let report = router.requestAndWait(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .app), timeout: 30)
        try await clock.waitForSleepers()
        await clock.advance(by: 30)
        #expect(await report == .noAnswer)
        #expect(router.pending == nil)
        #expect(take(router) == nil)
    }

    @Test func dismissingTheCardBeforeItFinishesAnswersNoAnswer() async throws {
        let router = SeamUnlockRouter(clock: TestClock())
        async let report = router.requestAndWait(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .app))
        try await waitUntil { router.pending != nil }
        _ = take(router)
        _ = router.consumeAutoStart(for: "a", isAppActive: true)
        router.cardDismissed(credentialId: "a")
        #expect(await report == .noAnswer)
    }

    @Test func aReplacedRequestsWaiterHearsNoAnswer() async throws {
        let router = SeamUnlockRouter(clock: TestClock())
        async let first = router.requestAndWait(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .app))
        try await waitUntil { router.pending != nil }
        router.request(SeamUnlockRequest(credentialId: "a", source: .link))
        #expect(await first == .noAnswer)
        #expect(take(router) == .showCard(credentialId: "a", startsUnlock: false))
    }

    /// Yields until `condition` holds (the `async let` child has run), without sleeping.
    func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        try #require(condition())
    }
}

struct SeamUnlockReportTests {
    let english = Locale(identifier: "en_US")

    @Test func eachReportSaysWhatTheCardWouldSay() {
        #expect(SeamUnlockRequest.Outcome.finished(.granted).status(locale: english) == SeamStatusPresentation(phase: .granted, locale: english))
        #expect(SeamUnlockRequest.Outcome.noAnswer.status(locale: english).title == "Couldn’t open the key")
        #expect(SeamUnlockRequest.Outcome.showCard(credentialId: "a", startsUnlock: false).status(locale: english) == SeamStatusPresentation(phase: .idle, locale: english))
        let blocked = SeamUnlockRequest.Outcome.showBlockedCard(
            credentialId: "a", error: .expired, status: SeamStatusPresentation(error: .expired, locale: english))
        #expect(blocked.status(locale: english) == SeamStatusPresentation(error: .expired, locale: english))
    }

    @Test func theDialogJoinsTitleAndMessageAsSentences() {
        let granted = SeamStatusPresentation(phase: .granted, locale: english)
        let dialog = SeamUnlockRequest.Outcome.finished(.granted).dialog(locale: english)
        #expect(dialog.hasPrefix(granted.title))
        #expect(dialog.hasSuffix(granted.message))
        #expect(!dialog.contains(".."))
        #expect(!dialog.contains("!."))
    }
}
