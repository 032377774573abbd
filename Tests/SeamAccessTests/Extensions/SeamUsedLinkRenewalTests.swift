import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A widget's or a stay's Unlock link starts one unlock: once the app's router has used it,
/// the widget reloads (new links) and the stay's links are signed again at once.
@MainActor
struct SeamUsedLinkRenewalTests {
    let clock = TestClock()
    let format = SeamLinkFormat(scheme: "myapp", autoStartSecret: String(repeating: "5eC7", count: 16)).honouringProofs()

    func unlockLink(_ id: String = "k") throws -> URL {
        try #require(format.url(for: SeamUnlockRequest(credentialId: id, startsUnlock: true, source: .app), now: clock.now))
    }

    final class Counter {
        var reloads = 0
    }

    @Test func usingAWidgetsLinkReloadsTheWidgetOnce() async throws {
        let router = SeamUnlockRouter(linkFormat: format, clock: clock)
        let counter = Counter()
        let sync = SeamWidgetSync(service: ScriptedService(), clock: clock, router: router) { counter.reloads += 1 }
        try await eventually { counter.reloads == 1 }
        let url = try unlockLink()
        router.open(url)
        try await eventually { counter.reloads == 2 }
        router.open(url)
        router.open(try #require(format.url(for: SeamUnlockRequest(credentialId: "k", source: .app))))
        await settle()
        #expect(counter.reloads == 2, "a replayed link or a plain one spent nothing")
        withExtendedLifetime(sync) {}
    }

    @Test func usingAStaysLinkSignsItsLinksAgainAtOnce() async throws {
        let service = ScriptedService()
        service.setCredentials([Fixture.key("k", expiry: clock.now.addingTimeInterval(2 * 24 * 60 * 60))])
        let router = SeamUnlockRouter(linkFormat: format, clock: clock)
        let host = FakeStayHost()
        let stays = SeamStayActivityCoordinator(service: service, host: host, clock: clock, router: router) {
            SeamStayActivityCoordinator.Rules(linkFormat: self.format)
        }
        stays.start(credentialId: "k")
        try await eventually { host.started == ["k"] }
        let shown = try #require(host.running.first?.state?.content.unlockURL)
        #expect(router.open(shown))
        try await eventually { host.updated.count == 1 }
        let renewed = try #require(host.updated.last?.content.unlockURL)
        #expect(renewed != shown)
        #expect(format.startsUnlock(renewed, at: clock.now))
        #expect(router.takeOutcome(credentials: service.credentials, activation: .active, now: clock.now, locale: .english)
                == .showCard(credentialId: "k", startsUnlock: true))
        router.open(renewed)
        #expect(router.takeOutcome(credentials: service.credentials, activation: .active, now: clock.now, locale: .english)
                == .showCard(credentialId: "k", startsUnlock: true), "the new link starts once too")
        try await eventually { host.updated.count == 2 }
        stays.refresh()
        await settle()
        #expect(host.updated.count == 2, "links nobody used are kept")
    }

    @Test func aPlanSignsTheLinksOfAKeyWhoseLinkWasUsedAndKeepsTheOthers() throws {
        let rules = SeamStayActivityCoordinator.Rules(linkFormat: format)
        let keys = ["a", "b"].map { Fixture.key($0, expiry: clock.now.addingTimeInterval(24 * 60 * 60)) }
        let first = SeamStayActivityPlan(credentials: keys, requested: ["a", "b"], running: [], rules: rules, now: clock.now)
        let running = first.starts.map { SeamStayActivityPlan.RunningActivity(id: $0.credentialId, credentialId: $0.credentialId,
                                                                              state: $0.state) }
        let later = clock.now.addingTimeInterval(60)
        let plan = SeamStayActivityPlan(credentials: keys, requested: [], running: running, rules: rules, now: later,
                                        renewingLinksOf: ["a"])
        #expect(plan.updates.map(\.credentialId) == ["a"])
        let update = try #require(plan.updates.first)
        #expect(update.state.content.linksSignedAt == later)
        #expect(update.state.content.unlockURL != running[0].state?.content.unlockURL)
    }
}
