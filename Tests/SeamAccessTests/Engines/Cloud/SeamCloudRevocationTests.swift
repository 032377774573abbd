import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// When the server says the session is over (401 that no renewal fixes, or 403), its keys stop
/// at once: Seam deactivates, the session's offline copy and the kept token are deleted, and
/// the app hears it through `isActive`, `sessionEndedPublisher` and the error thrown.
@Suite(.serialized) struct SeamCloudRevocationTests {
    func sessionFiles(_ harness: CloudHarness) -> [String] {
        harness.cacheFiles.filter { $0.hasPrefix("session-") }
    }

    @Test func aSessionRevokedDuringBackgroundSyncIsDeactivatedAndItsCachedKeysDeleted() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try harness.seam(try await harness.configuration(retries: 0, syncInterval: 60), clock: clock)
            try await seam.activate()
            let keys = seam.credentials
            let ends = EventRecorder(seam.sessionEndedPublisher)
            #expect(sessionFiles(harness).count == 1)

            await harness.api.state.expire(FakeSeamAPI.token)
            try await clock.waitForSleepers(1)
            await clock.advance(by: 60)
            try await eventually("the app is told") { ends.values == [.invalidClientSessionToken] }
            #expect(!seam.isActive)
            #expect(seam.credentials.isEmpty)
            #expect(sessionFiles(harness).isEmpty, "the revoked session's keys are not kept for offline use")
            #expect(harness.tokenStore.load() == nil)
            #expect(throws: SeamError.initializationRequired) { try seam.unlock(using: keys[0].id) }
            try await eventually("sync has stopped") { clock.sleeperCount == 0 }

            let offline = try await harness.offlineSeam()
            await #expect(throws: SeamError.internetConnectionRequired) { try await offline.activate() }
            try seam.initialize(clientSessionToken: "seam_cst_the_next_session_1234")
        }
    }

    @Test(arguments: [401, 403])
    func aRefreshTheServerRefusesEndsTheSession(_ status: Int) async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            try await seam.activate()
            let ends = EventRecorder(seam.sessionEndedPublisher)
            await harness.api.state.enqueue([.status(status, body: #"{"error":{"type":"forbidden","message":"No"},"ok":false}"#)])
            await #expect(throws: SeamError.invalidClientSessionToken) { try await seam.refresh() }
            #expect(!seam.isActive)
            #expect(seam.credentials.isEmpty)
            #expect(ends.values == [.invalidClientSessionToken])
            #expect(sessionFiles(harness).isEmpty)
            await #expect(throws: SeamError.initializationRequired) { try await seam.refresh() }
        }
    }

    @Test func anActivationRefusedWith403NeitherUsesNorKeepsTheCache() async throws {
        try await withCloudHarness { harness in
            try await harness.primeCache()
            #expect(sessionFiles(harness).count == 1)
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            let ends = EventRecorder(seam.sessionEndedPublisher)
            await harness.api.state.enqueue([.status(403)])
            await #expect(throws: SeamError.invalidClientSessionToken) { try await seam.activate() }
            #expect(seam.credentials.isEmpty)
            #expect(sessionFiles(harness).isEmpty)
            try await eventually("the app is told") { ends.values == [.invalidClientSessionToken] }
            try seam.initialize(clientSessionToken: "seam_cst_the_next_session_1234")
        }
    }

    @Test func anExpiredTokenAtActivationDeletesThatSessionsCache() async throws {
        try await withCloudHarness { harness in
            try await harness.primeCache()
            await harness.api.state.expire(FakeSeamAPI.token)
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            await #expect(throws: SeamError.invalidClientSessionToken) { try await seam.activate() }
            #expect(sessionFiles(harness).isEmpty)
        }
    }

    @Test func aServerErrorOrNoConnectionDoesNotEndTheSession() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            try await seam.activate()
            await harness.api.state.enqueue([.status(500), .status(404)])
            await #expect(throws: SeamServiceUnavailableError()) { try await seam.refresh() }
            await #expect(throws: SeamServiceUnavailableError()) { try await seam.refresh() }
            #expect(seam.isActive)
            #expect(seam.credentials.count == 3)
            #expect(sessionFiles(harness).count == 1)
        }
    }
}
