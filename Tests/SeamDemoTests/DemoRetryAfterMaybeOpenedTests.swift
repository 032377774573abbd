import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// A stranger's run (#30): after "The unlock may have gone through … check it before you try
/// again", one Enter sent a second unlock at once, and its outcome ("Unlock not sent") replaced
/// the warning, so the screen suggested nothing had happened at the door. A retry after an
/// outcome where the lock may have acted now takes a second Enter, and the first one says why.
@Suite(.serialized) struct DemoRetryAfterMaybeOpenedTests {
    static let lockId = "lock-front"

    @Test func enterAfterTheDoorMayHaveOpenedAsksBeforeSendingAgain() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await harness.activeSeam(withLock: Self.lockId, script: .succeed(), clock: clock)
            try await Self.run(harness, seam, clock)
            await seam.deactivate()
        }
    }

    @MainActor
    static func run(_ harness: CloudHarness, _ seam: Seam, _ clock: TestClock) async throws {
        let controller = try await startedCloudDemoController(seam, clock: clock)
        selectFirstKey(in: controller)
        let card = try #require(controller.unlockCard)
        #expect(card.credentialId == lockId)

        await harness.api.locks.enqueue([.droppedConnection], on: .unlockDoor)
        _ = controller.handle(.enter)
        try await eventually("the attempt ends") { !card.phase.isUnlocking && card.phase != .idle }
        #expect(card.phase.lockMayHaveActed, "\(card.phase)")

        _ = controller.handle(.enter)
        await settle()
        #expect(await harness.api.locks.calls(on: .unlockDoor).count == 1, "nothing sent on the first Enter")
        #expect(controller.notice == "The last unlock may have gone through: check the door first. "
            + "Press Enter again to send another.")
        #expect(card.phase.lockMayHaveActed, "the warning stays on the card")

        _ = controller.handle(.enter)
        try await eventually("the second unlock was sent") { await harness.api.locks.calls(on: .unlockDoor).count == 2 }
    }
}
