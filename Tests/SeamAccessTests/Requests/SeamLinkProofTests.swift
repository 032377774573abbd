import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A link that starts unlocking carries a proof for its own key that expires, never the
/// install's secret; the secret is long, private to its owner and changes at sign-out.
struct SeamLinkProofTests {
    let secret = "0123456789abcdef0123456789abcdef"
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    var links: SeamLinkFormat { SeamLinkFormat(scheme: "myapp", autoStartSecret: secret).honouringProofs() }

    func starts(_ url: URL, _ format: SeamLinkFormat? = nil, at date: Date) -> Bool {
        guard case .request(let request) = (format ?? links).parse(url, now: date) else { return false }
        return request.startsUnlock && request.source == .widget
    }

    func link(_ id: String, _ format: SeamLinkFormat? = nil) throws -> URL {
        try #require((format ?? links).schemeURL(for: SeamUnlockRequest(credentialId: id, startsUnlock: true, source: .app),
                                                 now: now))
    }

    func replacing(_ name: String, with value: String, in url: URL) throws -> URL {
        var components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        components.queryItems = components.queryItems?.map { $0.name == name ? URLQueryItem(name: name, value: value) : $0 }
        return try #require(components.url)
    }

    @Test func aLeakedLinkStopsStartingWhenItExpires() throws {
        let url = try link("a")
        #expect(!url.absoluteString.contains(secret))
        #expect(starts(url, at: now))
        #expect(starts(url, at: now.addingTimeInterval(links.autoStartLinkLifetime)))
        #expect(!starts(url, at: now.addingTimeInterval(links.autoStartLinkLifetime + 1)))
    }

    @Test func aProofStartsOnlyItsOwnKey() throws {
        let url = try link("a")
        #expect(!starts(try replacing("credential", with: "b", in: url), at: now))
        guard case .request(let other) = links.parse(try replacing("credential", with: "b", in: url), now: now) else {
            Issue.record("not a request")
            return
        }
        #expect(other.credentialId == "b" && !other.startsUnlock && other.source == .link, "shows b's card only")
    }

    @Test func aLaterExpiryWrittenIntoTheLinkDoesNotStart() throws {
        let url = try link("a")
        let expires = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "expires" }?.value.flatMap { Int($0) })
        #expect(!starts(try replacing("expires", with: String(expires + 3_600), in: url), at: now))
        #expect(!starts(try replacing("expires", with: "x\(expires)", in: url), at: now))
    }

    @Test func aProofValidFurtherAheadThanTheLifetimeDoesNotStart() throws {
        var longLived = links
        longLived.autoStartLinkLifetime = 365 * 24 * 60 * 60
        let url = try link("a", longLived)
        #expect(starts(url, longLived, at: now))
        #expect(!starts(url, at: now), "a link valid for a year is not one this install makes")
    }

    @Test func aSecretUnder128BitsIsIgnored() throws {
        // 16 hex digits are 16 bytes but only 64 bits: too short.
        let short = SeamLinkFormat(scheme: "myapp", autoStartSecret: "0123456789abcdef").honouringProofs()
        #expect(!short.signsAutoStartLinks)
        let url = try link("a", short)
        #expect(!url.absoluteString.contains("proof"))
        #expect(!starts(url, short, at: now))
        #expect(!SeamLinkFormat(scheme: "myapp", autoStartSecret: String(repeating: "f", count: 31)).honouringProofs().signsAutoStartLinks)
        // 32 hex digits (128 bits) are honoured.
        #expect(SeamLinkFormat(scheme: "myapp", autoStartSecret: String(repeating: "f", count: 32)).honouringProofs().signsAutoStartLinks)
    }

    @Test func anotherInstallsProofDoesNotStart() throws {
        let url = try link("a")
        let other = SeamLinkFormat(scheme: "myapp", autoStartSecret: "fedcba9876543210fedcba9876543210").honouringProofs()
        #expect(!starts(url, other, at: now))
    }

    @Test func rotatingTheSecretRetiresEveryLinkSignedWithIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-proof-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = SeamExtensionConfiguration.SharedContainer(directory: directory)
        let configuration = SeamExtensionConfiguration(container: container, linkFormat: SeamLinkFormat(scheme: "myapp"))
        let url = try link("a", configuration.resolvedLinkFormat)
        #expect(starts(url, configuration.resolvedLinkFormat, at: now))
        let first = try #require(container.linkSecret())
        container.rotateLinkSecret()
        #expect(try #require(container.linkSecret()) != first)
        #expect(!starts(url, configuration.resolvedLinkFormat, at: now))
    }

    @Test func theSecretFileIsReadableByItsOwnerOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-proof-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try #require(SeamExtensionConfiguration.SharedContainer(directory: directory).linkSecret())
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("link-secret").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @MainActor @Test func theRouterJudgesAProofByItsOwnClock() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(linkFormat: links, clock: clock)
        let request = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .app)
        let url = try #require(links.schemeURL(for: request, now: clock.now))
        // Signed at the same moment, kept unused until it has expired.
        let later = try #require(links.schemeURL(for: request, now: clock.now))
        #expect(router.open(url))
        #expect(router.takeOutcome(credentials: [Fixture.key("a")], activation: .active, now: clock.now, locale: .english)
                == .showCard(credentialId: "a", startsUnlock: true))
        await clock.advance(by: links.autoStartLinkLifetime + 1)
        #expect(router.open(later))
        #expect(router.takeOutcome(credentials: [Fixture.key("a")], activation: .active, now: clock.now, locale: .english)
                == .showCard(credentialId: "a", startsUnlock: false))
    }

    @Test func theWidgetReloadsBeforeItsLinksExpire() {
        let timeline = SeamWidgetTimeline(credentials: [Fixture.key("a")], now: now, locale: .english)
        #expect(timeline.reloadDate == nil, "nothing expires by the clock")
        // Entries every half lifetime carry fresh links; the reload comes after the last of them.
        #expect(timeline.reloadDate(renewingLinksOf: links, now: now)
                == now.addingTimeInterval(Double(SeamWidgetTimeline.linkRenewalEntries) * links.autoStartLinkLifetime / 2))
        #expect(timeline.reloadDate(renewingLinksOf: SeamLinkFormat(scheme: "myapp"), now: now) == nil)
        let soon = SeamWidgetTimeline(reading: .unreadable(.containerUnavailable), now: now, locale: .english)
        #expect(soon.reloadDate(renewingLinksOf: links, now: now) == soon.reloadDate, "an earlier reload stays")
    }
}
