import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// Keys from the Seam cloud API list no proximity: the API reports none, and a lock opened
/// over the internet has no distance to choose. A chosen proximity is refused before any request.
@Suite(.serialized) struct SeamCloudProximityTests {
    static let front = "d0000001-1111-4111-8111-111111111111"

    /// Mobile keys from the API list no proximity (their lock integration decides); keys for
    /// locks opened over the internet list `.remote`, the one proximity they accept.
    @Test func cloudKeysListNoProximityLockKeysListRemoteAndOthersAreRefusedBeforeAnyRequest() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices([FakeSeamLocks.device(id: Self.front, name: "Front Door")])
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(!seam.credentials.isEmpty)
            for key in seam.credentials {
                let remote = key.providerName == SeamRemoteUnlock.provider
                #expect(key.supportedUnlockProximities == (remote ? [.remote] : []), "\(key.name)")
            }
            #expect(seam.credentials.contains { $0.providerName == SeamRemoteUnlock.provider })
            for proximity in SeamUnlockProximity.allCases where proximity != .remote {
                #expect(throws: SeamUnsupportedUnlockProximityError(proximity: proximity)) {
                    try seam.unlock(using: Self.front, proximity: proximity)
                }
            }
            // Asking for the lock key's own proximity is accepted (nothing is sent until subscribed).
            #expect(throws: Never.self) { _ = try seam.unlock(using: Self.front, proximity: .remote) }
            #expect(await harness.api.locks.calls(on: .unlockDoor).isEmpty)
        }
    }
}
