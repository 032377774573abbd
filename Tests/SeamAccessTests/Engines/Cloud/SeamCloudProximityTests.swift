import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// Keys from the Seam cloud API list no proximity: the API reports none, and a lock opened
/// over the internet has no distance to choose. A chosen proximity is refused before any request.
@Suite(.serialized) struct SeamCloudProximityTests {
    static let front = "d0000001-1111-4111-8111-111111111111"

    @Test func cloudKeysAndLockKeysListNoProximityAndRefuseOneBeforeAnyRequest() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices([FakeSeamLocks.device(id: Self.front, name: "Front Door")])
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(!seam.credentials.isEmpty)
            #expect(seam.credentials.allSatisfy { $0.supportedUnlockProximities.isEmpty })
            #expect(seam.credentials.contains { $0.provider == SeamRemoteUnlock.provider })
            for proximity in SeamUnlockProximity.allCases {
                #expect(throws: SeamError.unsupportedUnlockProximity(proximity)) {
                    try seam.unlock(using: Self.front, proximity: proximity)
                }
            }
            #expect(await harness.api.locks.calls(on: .unlockDoor).isEmpty)
        }
    }
}
