import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An `autoStartSecret` the app sets itself (often a constant in its code, the same on every
/// phone) signs links only together with the install's own secret: its links start unlocking
/// on this install alone, stop at sign-out when that secret is rotated, and with no container
/// to keep an install secret in, it signs nothing.
@Suite(.serialized) struct SeamAppLinkSecretTests {
    static let appSecret = "the-app-ships-this-constant-secret-in-its-binary"
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    func configuration(_ directory: URL?) -> SeamExtensionConfiguration {
        SeamExtensionConfiguration(container: directory.map { SeamExtensionConfiguration.SharedContainer(directory: $0) },
                                   linkFormat: SeamLinkFormat(scheme: "myapp", autoStartSecret: Self.appSecret))
    }

    func link(_ format: SeamLinkFormat) throws -> URL {
        try #require(format.schemeURL(for: SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .app), now: now))
    }

    func starts(_ url: URL, _ format: SeamLinkFormat) -> Bool {
        guard case .request(let request) = format.parse(url, now: now) else { return false }
        return request.startsUnlock
    }

    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("seam-app-secret-\(UUID().uuidString)")
    }

    @Test(arguments: [false, true])
    func signingOutRetiresTheLinksAnAppSecretSigned(_ deintegrate: Bool) async throws {
        try await withCloudHarness { harness in
            let shared = harness.cacheDirectory.appendingPathComponent("shared")
            var cloud = try await harness.configuration()
            cloud.sharedContainer = SeamExtensionConfiguration.SharedContainer(directory: shared)
            let seam = try harness.seam(cloud)
            try await seam.activate()
            let url = try link(configuration(shared).resolvedLinkFormat)
            #expect(starts(url, configuration(shared).resolvedLinkFormat))
            await seam.deactivate(deintegrate: deintegrate)
            #expect(!starts(url, configuration(shared).resolvedLinkFormat), "signed out: the link no longer starts")
            #expect(configuration(shared).resolvedLinkFormat.signsAutoStartLinks, "new links are signed again")
        }
    }

    @Test func theSameAppSecretOnTwoInstallsSignsLinksForEachAlone() throws {
        let first = temporaryDirectory(), second = temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let url = try link(configuration(first).resolvedLinkFormat)
        #expect(starts(url, configuration(first).resolvedLinkFormat))
        #expect(!starts(url, configuration(second).resolvedLinkFormat), "a link from another phone does not start")
        #expect(!url.absoluteString.contains(Self.appSecret))
    }

    @Test func anAppSecretWithNoInstallSecretToBindItToSignsNothing() throws {
        let format = configuration(nil).resolvedLinkFormat
        #expect(!format.signsAutoStartLinks)
        let url = try link(format)
        #expect(!url.absoluteString.contains("proof="))
        let signed = try link(SeamLinkFormat(scheme: "myapp", autoStartSecret: Self.appSecret))
        #expect(!starts(signed, format), "a link signed with the constant alone does not start")
    }

    @Test func aShortAppSecretIsStillIgnoredAndNotReplacedByTheInstalls() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = configuration(directory)
        configuration.linkFormat.autoStartSecret = "too-short"
        #expect(!configuration.resolvedLinkFormat.signsAutoStartLinks)
    }

    /// What the router does with a link `url` when its own format is `format` and the
    /// process-wide configuration keeps its install secret in `directory`.
    @MainActor
    func routerStarts(_ url: URL, routerFormat format: SeamLinkFormat, directory: URL?) -> Bool {
        withExtensionConfiguration({ $0.container = directory.map { SeamExtensionConfiguration.SharedContainer(directory: $0) } }) {
            let router = SeamUnlockRouter(linkFormat: format, clock: TestClock(now: now), usedLinks: SeamUsedLinks.InMemoryStorage(),
                                          bindsLinkFormat: true)
            router.open(url)
            let outcome = router.takeOutcome(credentials: [Fixture.key("a")], activation: .active, now: now, locale: .english)
            return outcome == .showCard(credentialId: "a", startsUnlock: true)
        }
    }

    @Test @MainActor func aConstantSecretOnTheRoutersOwnFormatIsBoundToo() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let constant = SeamLinkFormat(scheme: "myapp", autoStartSecret: Self.appSecret)
        let minted = try link(constant)
        #expect(!routerStarts(minted, routerFormat: constant, directory: directory),
                "a link anyone can sign with the app's constant only shows the card")
        #expect(!routerStarts(minted, routerFormat: constant, directory: nil), "nor with no install secret")
        let bound = try withExtensionConfiguration({ $0.container = SeamExtensionConfiguration.SharedContainer(directory: directory) }) {
            try link(SeamExtensionConfiguration.current.resolved(constant))
        }
        #expect(routerStarts(bound, routerFormat: constant, directory: directory), "this install's link still starts")
    }

    @Test @MainActor func thePublicRouterBindsItsOwnFormatsSecret() throws {
        let constant = SeamLinkFormat(scheme: "myapp", autoStartSecret: Self.appSecret)
        let minted = try #require(constant.schemeURL(for: SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .app)))
        let router = SeamUnlockRouter(linkFormat: constant)
        _ = withExtensionConfiguration({ $0.container = nil }) { router.open(minted) }
        guard case .request(let request) = router.pending else {
            Issue.record("the link was not taken as a request")
            return
        }
        #expect(!request.startsUnlock, "a link signed with the app's constant alone only shows the card")
    }

    /// Second security reading of #29: `parse` is public, and an app that parsed links itself
    /// with its constant secret and handed the request to the router let anyone who read the
    /// constant out of the app mint links that start. Only the resolved format honours proofs.
    @Test @MainActor func aFormatTheAppBuildsWithAConstantReadsEveryLinkAsShowingTheCard() throws {
        let constant = SeamLinkFormat(scheme: "myapp", autoStartSecret: Self.appSecret)
        let minted = try link(constant)
        #expect(!starts(minted, constant), "parse with the app's own format does not honour the proof")
        let router = SeamUnlockRouter(clock: TestClock(now: now))
        if case .request(let request) = constant.parse(minted, now: now) { router.request(request) }
        let outcome = router.takeOutcome(credentials: [Fixture.key("a")], activation: .active, now: now, locale: .english)
        #expect(outcome == .showCard(credentialId: "a", startsUnlock: false))
    }
}
