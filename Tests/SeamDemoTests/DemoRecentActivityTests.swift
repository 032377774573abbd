import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// A stranger's run (#30): selecting a Seam-connected lock in the interactive demo read its
/// events from `/events/list`, and the screen showed none of them. The selected lock's unlock
/// card now shows its "Recent activity" as the SwiftUI card does, and the section follows an
/// unlock that ends.
@Suite(.serialized) struct DemoRecentActivityTests {
    static let lockId = "lock-front"

    /// An active session with one lock, locked by hand an hour ago.
    func withLockedLock(_ body: (Seam, TestClock) async throws -> Void) async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await harness.activeSeam(withLock: Self.lockId, script: .succeed(), clock: clock)
            await harness.api.locks.recordEvent(type: "lock.locked", deviceId: Self.lockId, method: "manual",
                                                occurredAt: clock.now.addingTimeInterval(-3_600))
            try await body(seam, clock)
            await seam.deactivate()
        }
    }

    @Test func aSelectedLockShowsItsRecentActivity() async throws {
        try await withLockedLock { seam, clock in try await Self.run(seam, clock) }
    }

    @MainActor
    static func run(_ seam: Seam, _ clock: TestClock) async throws {
        let controller = try await startedCloudDemoController(seam, clock: TestClock())
        selectFirstKey(in: controller)
        func screen() -> String { controller.render(width: 72, height: 30).joined(separator: "\n") }
        try await eventually("the activity is shown") { screen().contains("Locked · by hand") }
        #expect(screen().contains("Recent activity"))

        _ = controller.handle(.enter)
        let card = try #require(controller.unlockCard)
        // The attempt is read on the session's clock (its poll and its timeout asleep on it).
        try await eventually("the unlock ends") {
            if card.phase.isUnlocking, clock.sleeperCount >= 2 { await clock.advance(by: 0.25) }
            return card.phase != .idle && !card.phase.isUnlocking
        }
        #expect(card.phase == .granted)
        try await eventually("the unlock is listed") { screen().contains("Unlocked · remotely") }
        let lines = controller.render(width: 72, height: 30)
        let unlocked = try #require(lines.firstIndex { $0.contains("Unlocked · remotely") })
        let locked = try #require(lines.firstIndex { $0.contains("Locked · by hand") })
        #expect(unlocked < locked, "newest first")
        #expect(lines.allSatisfy { $0.count <= 72 })
    }

    /// On a short screen the section gives way before the unlock's own lines and the help.
    @Test func theActivityGivesWayOnAShortScreen() async throws {
        try await withLockedLock { seam, _ in try await Self.short(seam) }
    }

    @MainActor
    static func short(_ seam: Seam) async throws {
        let controller = try await startedCloudDemoController(seam, clock: TestClock())
        selectFirstKey(in: controller)
        try await eventually("loaded") { controller.unlockCard?.recentActivity?.activity.isEmpty == false }
        let small = controller.render(width: 40, height: 12)
        #expect(small.count <= 12)
        #expect(!small.contains { $0.contains("Recent activity") })
        #expect(small.contains { $0.contains("Press Enter to unlock") || $0.contains("Enter") })
    }
}
