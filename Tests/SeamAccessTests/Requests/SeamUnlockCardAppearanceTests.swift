import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A request selects its key, and an app screen whose presentation is not bound to the list's
/// selection shows no card for it (review of issue 30, M6): the requester (Siri) heard "no
/// answer" at its timeout, and nothing told the app's developer why. Now the router logs what
/// to fix when that happens; a card that came keeps the request to itself.
@MainActor
@Suite struct SeamUnlockCardAppearanceTests {
    let clock = TestClock()
    let request = SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .intent)

    @Test func aRequestWhoseCardNeverAppearsIsLoggedWhenItsWaiterGivesUp() async throws {
        let (_, list, router, delivery) = try await RequestScreen.make(clock: clock)
        let logs = LogCollector()
        router.logger = logs.logger
        let request = request
        let waiter = Task { await router.requestAndWait(request, timeout: 10) }
        try await eventually { list.selectedCredentialId == "k" }
        try await clock.waitForSleepers()
        await clock.advance(by: 10)
        #expect(await waiter.value == .noAnswer)
        let message = try #require(logs.messages.last)
        #expect(message.contains("no unlock card for it came on screen"))
        #expect(message.contains("selectedKey"))
        withExtendedLifetime(delivery) {}
    }

    @Test func aCardThatCameIsNotReportedAsMissing() async throws {
        let (service, list, router, delivery) = try await RequestScreen.make(clock: clock)
        let logs = LogCollector()
        router.logger = logs.logger
        let request = request
        let waiter = Task { await router.requestAndWait(request, timeout: 10) }
        try await eventually { list.selectedCredentialId == "k" }
        let card = RequestScreen.card("k", service, clock: clock)
        let sheet = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .presentedByApp)
        #expect(!sheet.appeared(card, isAppActive: false, locale: .english, eventMonitor: nil), "waits for the foreground")
        try await clock.waitForSleepers()
        await clock.advance(by: 10)
        #expect(await waiter.value == .noAnswer)
        #expect(!logs.messages.contains { $0.contains("no unlock card") })
    }
}
