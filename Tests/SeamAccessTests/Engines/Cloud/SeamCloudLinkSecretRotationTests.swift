import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// Signing out, or deintegrating, retires every link the widget signed for that session.
@Suite(.serialized) struct SeamCloudLinkSecretRotationTests {
    @Test(arguments: [false, true])
    func deactivationRotatesTheLinkSecret(_ deintegrate: Bool) async throws {
        try await withCloudHarness { harness in
            let shared = SeamExtensionConfiguration.SharedContainer(directory: harness.cacheDirectory.appendingPathComponent("shared"))
            var configuration = try await harness.configuration()
            configuration.sharedContainer = shared
            let seam = try harness.seam(configuration)
            try await seam.activate()
            let before = try #require(shared.linkSecret())
            await seam.deactivate(deintegrate: deintegrate)
            #expect(try #require(shared.linkSecret()) != before)
        }
    }
}
