import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An Unlock link signed by the widget or a stay starts one unlock: the router records each
/// link it lets start (until the link expires, across launches), and the same link opened
/// again (an analytics SDK that recorded it, a screenshot of a Shortcut) only shows the card.
@MainActor
struct SeamLinkReplayTests {
    static let secret = "0123456789abcdef0123456789abcdef"
    let links = SeamLinkFormat(scheme: "myapp", autoStartSecret: Self.secret).honouringProofs()
    let clock = TestClock()
    let keys = [Fixture.key("a")]

    func link(_ id: String = "a") throws -> URL {
        try #require(links.schemeURL(for: SeamUnlockRequest(credentialId: id, startsUnlock: true, source: .app),
                                     now: clock.now))
    }

    /// What the key screen is asked to do after `router` took `url`.
    func outcome(opening url: URL, in router: SeamUnlockRouter) -> SeamUnlockRequest.Outcome? {
        #expect(router.open(url))
        return router.takeOutcome(credentials: keys, activation: .active, now: clock.now, locale: .english)
    }

    func replacing(_ name: String, with value: String?, in url: URL) throws -> URL {
        var components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        components.queryItems = components.queryItems?.compactMap {
            $0.name == name ? value.map { URLQueryItem(name: name, value: $0) } : $0
        }
        return try #require(components.url)
    }

    @Test func theSameLinkOpenedTwiceStartsUnlockingOnceThenOnlyShowsTheCard() throws {
        let router = SeamUnlockRouter(linkFormat: links, clock: clock)
        let url = try link()
        #expect(outcome(opening: url, in: router) == .showCard(credentialId: "a", startsUnlock: true))
        #expect(outcome(opening: url, in: router) == .showCard(credentialId: "a", startsUnlock: false))
        #expect(outcome(opening: url, in: router) == .showCard(credentialId: "a", startsUnlock: false))
    }

    @Test func aUsedLinkStillOnlyShowsTheCardAfterTheAppIsLaunchedAgain() throws {
        let record = SeamUsedLinks.InMemoryStorage()
        let url = try link()
        let first = SeamUnlockRouter(linkFormat: links, clock: clock, usedLinks: record)
        #expect(outcome(opening: url, in: first) == .showCard(credentialId: "a", startsUnlock: true))
        let relaunched = SeamUnlockRouter(linkFormat: links, clock: clock, usedLinks: record)
        #expect(outcome(opening: url, in: relaunched) == .showCard(credentialId: "a", startsUnlock: false))
    }

    @Test func theRecordOfUsedLinksIsKeptInUserDefaultsAcrossLaunches() throws {
        let suite = "seam-used-links-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let url = try link()
        let first = SeamUnlockRouter(linkFormat: links, clock: clock,
                                     usedLinks: SeamUsedLinks.UserDefaultsStorage(suiteName: suite))
        #expect(outcome(opening: url, in: first) == .showCard(credentialId: "a", startsUnlock: true))
        let relaunched = SeamUnlockRouter(linkFormat: links, clock: clock,
                                          usedLinks: SeamUsedLinks.UserDefaultsStorage(suiteName: suite))
        #expect(outcome(opening: url, in: relaunched) == .showCard(credentialId: "a", startsUnlock: false))
        let stored = SeamUsedLinks.UserDefaultsStorage(suiteName: suite).load().expiries
        #expect(stored.count == 1 && stored.values.first == clock.now.addingTimeInterval(links.autoStartLinkLifetime))
        #expect(!stored.keys.contains { $0.contains(Self.secret) }, "the record holds nonces, never the secret")
    }

    @Test func twoLinksSignedAtTheSameMomentEachStartOnce() throws {
        let router = SeamUnlockRouter(linkFormat: links, clock: clock)
        let first = try link(), second = try link()
        #expect(first != second, "each link has its own nonce")
        #expect(outcome(opening: first, in: router) == .showCard(credentialId: "a", startsUnlock: true))
        #expect(outcome(opening: second, in: router) == .showCard(credentialId: "a", startsUnlock: true))
        #expect(outcome(opening: second, in: router) == .showCard(credentialId: "a", startsUnlock: false))
    }

    @Test func aRequestTheAppParsedItselfStartsOnceToo() throws {
        let router = SeamUnlockRouter(linkFormat: links, clock: clock)
        let url = try link()
        for expected in [true, false] {
            guard case .request(let request) = links.parse(url, now: clock.now) else {
                Issue.record("not a request")
                return
            }
            #expect(request.startsUnlock, "parsing alone remembers nothing")
            router.request(request)
            #expect(router.takeOutcome(credentials: keys, activation: .active, now: clock.now, locale: .english)
                    == .showCard(credentialId: "a", startsUnlock: expected))
        }
    }

    @Test func aLinkWithoutANonceMadeByAnEarlierVersionOnlyShowsTheCard() throws {
        let router = SeamUnlockRouter(linkFormat: links, clock: clock)
        // Version 1 signed the id and the expiry only: HMAC-SHA256 under the secret of
        // "seam-unlock-v1\na\n1750001800" (Python's hmac module); `now` plus 30 minutes.
        let earlier = try #require(URL(string: "myapp://seam/unlock?credential=a&start=1&expires=1750001800"
            + "&proof=9816e3d3608d4bc864ee42563e49f15aeaa7cd535cb7de92f63ff553b34f86fd"))
        #expect(outcome(opening: earlier, in: router) == .showCard(credentialId: "a", startsUnlock: false))
        #expect(outcome(opening: try replacing("nonce", with: nil, in: try link()), in: router)
                == .showCard(credentialId: "a", startsUnlock: false))
    }

    @Test func theNonceIsCoveredByTheProof() throws {
        let router = SeamUnlockRouter(linkFormat: links, clock: clock)
        let url = try link()
        for nonce in ["00000000000000000000000000000000", "0123", "ZZ000000000000000000000000000000"] {
            #expect(outcome(opening: try replacing("nonce", with: nonce, in: url), in: router)
                    == .showCard(credentialId: "a", startsUnlock: false), "nonce \(nonce)")
        }
        #expect(outcome(opening: url, in: router) == .showCard(credentialId: "a", startsUnlock: true),
                "a forged nonce does not spend the real link")
    }

    @Test func theRouterSaysOnceWhichKeysLinkItUsed() throws {
        let router = SeamUnlockRouter(linkFormat: links, clock: clock)
        var used: [String] = []
        let subscription = router.signedLinkUsed.sink { used.append($0) }
        let url = try link()
        router.open(url)
        router.open(url)
        router.open(try #require(links.schemeURL(for: SeamUnlockRequest(credentialId: "a", source: .app))))
        #expect(used == ["a"])
        withExtendedLifetime(subscription) {}
    }
}

/// The record itself: forgotten once links expire, bounded, and failing closed when full.
struct SeamUsedLinksTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    func link(_ index: Int, expiresIn seconds: TimeInterval = 1_800) -> SeamSignedLink {
        SeamSignedLink(nonce: String(format: "%032x", index), expires: now.addingTimeInterval(seconds))
    }

    @Test func aLinkIsForgottenOnceItHasExpired() {
        var used = SeamUsedLinks()
        let uses = [used.use(link(1), now: now),
                    used.use(link(1), now: now.addingTimeInterval(1_800)),  // still valid at its expiry: still used
                    used.use(link(2, expiresIn: 3_600), now: now.addingTimeInterval(1_801))]
        #expect(uses == [true, false, true])
        #expect(Array(used.expiries.keys) == [link(2).nonce], "the expired one is gone")
        #expect(used.forgottenThrough == now.addingTimeInterval(1_800), "but when it expired is remembered")
    }

    /// Security reading of #29 (L3): forgetting goes by this device's clock. Set back, a
    /// forgotten link is still valid by that clock, and must not start a second time.
    @Test func aForgottenLinkDoesNotStartAgainWhenTheClockIsSetBack() {
        var used = SeamUsedLinks()
        let uses = [used.use(link(1), now: now),
                    used.use(link(2, expiresIn: 3_600), now: now.addingTimeInterval(1_801)),  // link 1 forgotten here
                    used.use(link(1), now: now.addingTimeInterval(60)),  // the clock set back: still spent
                    used.use(link(3, expiresIn: 3_700), now: now.addingTimeInterval(60))]  // a later link starts
        #expect(uses == [true, true, false, true])
    }

    @Test func theForgottenMomentIsKeptInUserDefaultsToo() {
        let suite = "seam-used-links-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let storage = SeamUsedLinks.UserDefaultsStorage(suiteName: suite)
        var used = storage.load()
        _ = used.use(link(1), now: now)
        _ = used.use(link(2, expiresIn: 3_600), now: now.addingTimeInterval(1_801))
        storage.save(used)
        #expect(storage.load() == used)
        var relaunched = storage.load()
        let startsAgain = relaunched.use(link(1), now: now.addingTimeInterval(60))
        #expect(!startsAgain)
    }

    /// Only the install's own widgets and Live Activity sign links, each for the format's link
    /// lifetime, so a person never comes near the capacity; failing closed is the safe side.
    @Test func aFullRecordStartsNothingNewRatherThanForgetAUsedLink() {
        var used = SeamUsedLinks()
        let filled = (0..<SeamUsedLinks.capacity).map { used.use(link($0), now: now) }
        #expect(filled.allSatisfy { $0 })
        let full = [used.use(link(SeamUsedLinks.capacity), now: now), used.use(link(0), now: now)]
        #expect(full == [false, false], "nothing new starts, and no used link was dropped to make room")
        let later = used.use(link(SeamUsedLinks.capacity, expiresIn: 3_600), now: now.addingTimeInterval(1_801))
        #expect(later, "room again once they expire")
    }

    @Test func whatCannotBeReadFromUserDefaultsIsLeftOut() {
        let suite = "seam-used-links-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let storage = SeamUsedLinks.UserDefaultsStorage(suiteName: suite)
        #expect(storage.load().expiries.isEmpty)
        UserDefaults(suiteName: suite)?.set(["not-a-nonce": 1.0, link(1).nonce: "soon", link(2).nonce: 1_750_001_800.0],
                                            forKey: storage.key)
        #expect(storage.load().expiries == [link(2).nonce: now.addingTimeInterval(1_800)])
    }
}
