import Foundation
import SeamAccess
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
}
