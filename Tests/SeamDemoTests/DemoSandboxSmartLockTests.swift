import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// `seam-demo lock` and `seam-demo activity` on the embedded default sandbox (no account, no
/// network): its smart lock (`sandbox-front-door`) locks, unlocks and has recent activity.
@Suite(.serialized) struct DemoSandboxSmartLockTests {
    static let frontDoor = PreviewSeamService.Samples.ID.frontDoor

    @Test func theFrontDoorLocksAndUnlocksOnTheSandbox() async throws {
        let locked = try await DemoBinary.run(["lock", Self.frontDoor, "--lock-latency", "0", "--locale", "en"])
        #expect(locked.status == 0, "\(locked.stderr)")
        #expect(locked.stdout == "launched: Locking…\nlocked: Locked\n")
        let unlocked = try await DemoBinary.run(["unlock", Self.frontDoor, "--lock-latency", "0", "--locale", "en"])
        #expect(unlocked.status == 0, "\(unlocked.stderr)")
        #expect(unlocked.stdout == "launched\ngrantedAccess\n")
        let refused = try await DemoBinary.run(["lock", PreviewSeamService.Samples.ID.room])
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("error[lockingUnavailable]:"), "a key that is not a smart lock cannot lock")
    }

    @Test func aLockTheSandboxMakesFailSaysTheLockRefused() async throws {
        let failed = try await DemoBinary.run(["lock", Self.frontDoor, "--lock-latency", "0", "--lock-outcome", "fail",
                                               "--locale", "en"])
        #expect(failed.status == 1)
        #expect(failed.stdout.hasSuffix("failed: The lock answered that it couldn’t lock. Check the door.\n"), "\(failed.stdout)")
    }

    @Test func activityListsTheFrontDoorsRecentEventsNewestFirst() async throws {
        let text = try await DemoBinary.run(["activity", "--locale", "en"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(text.stdout)")
        // A stranger's run (#30, L5): the lines named the lock by its id only.
        #expect(lines.allSatisfy { $0.contains("  Front Door (\(Self.frontDoor))  ") }, "\(lines)")
        #expect(lines.map { $0.components(separatedBy: "  ").last } == [
            "Access denied · with a code", "Locked · by hand", "Unlocked · with a code",
        ])

        let json = try await DemoBinary.run(["activity", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["type"] as? String } == ["lock.access_denied", "lock.locked", "lock.unlocked"])
        let times = objects.compactMap { ($0["occurredAt"] as? String).flatMap(ISO8601DateFormatter().date(from:)) }
        #expect(times.count == 3 && times == times.sorted(by: >))
        #expect(times.allSatisfy { $0 < Date() && $0 > Date().addingTimeInterval(-2 * 24 * 3_600) }, "relative to the run")
    }

    @Test func theListShowsTheFrontDoorAsALockedSmartLock() async throws {
        let result = try await DemoBinary.run(["list", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let door = try #require(objects.first { $0["id"] as? String == Self.frontDoor })
        #expect(door["unlockable"] as? Bool == true)
        let lock = try #require(door["lock"] as? [String: Any])
        #expect(lock["locked"] as? Bool == true && lock["canLock"] as? Bool == true)
    }
}

/// The interactive screen on the default sandbox: unlocking the front door changes what its
/// card says about the lock.
@MainActor
@Suite struct DemoSandboxSmartLockScreenTests {
    let clock = TestClock()

    @Test func unlockingTheFrontDoorShowsItUnlocked() async throws {
        let controller = try await startedDemoController(clock: clock)
        let number = try #require(controller.keys.firstIndex { $0.id == DemoSandboxSmartLockTests.frontDoor }) + 1
        for digit in String(number) { _ = controller.handle(.digit(Int(String(digit)) ?? 0)) }
        _ = controller.handle(.character("x"))  // ends the number
        #expect(controller.selectedId == DemoSandboxSmartLockTests.frontDoor)
        func screen() -> String { controller.render(width: 120, height: 60).joined(separator: "\n") }
        #expect(screen().contains("Front Door · Harbour Flat"))
        #expect(screen().contains("Locked · Door closed · Battery 80%"))
        let door = try #require(controller.keys.first { $0.id == DemoSandboxSmartLockTests.frontDoor })
        #expect(DemoSandboxNotes(scenario: .default).note(for: door, locale: .english) == nil, "a lock that opens needs no sandbox note")
        _ = controller.handle(.enter)
        try await eventually("the unlock waits on the lock") { controller.unlockCard?.phase == .unlocking }
        try await clock.waitForSleepers(3)  // the awaiting key's change, the lock, the timeout
        await clock.advance(by: 1)
        try await eventually("granted") { controller.unlockCard?.phase == .granted }
        try await eventually("the card shows the lock unlocked") { screen().contains("Unlocked · Door closed · Battery 80%") }
        #expect(screen().contains("[l] Lock"), "the card's Lock, as the SwiftUI card offers it")

        // A stranger's run (#30, L4): the screen showed a lock unlocked and offered no way to
        // lock it. `l` locks it as the card's Lock button does.
        let asleep = clock.sleeperCount
        _ = controller.handle(.character("l"))
        try await eventually("locking") { controller.unlockCard?.lockAction?.phase == .locking }
        #expect(screen().contains("[l] Locking…"))
        try await clock.waitForSleepers(asleep + 2)  // the lock and the lock's timeout
        await clock.advance(by: 1)
        try await eventually("locked") { controller.unlockCard?.lockAction?.phase == .locked }
        try await eventually("the card shows the lock locked") { screen().contains("Locked · Door closed · Battery 80%") }
        #expect(screen().contains("    Locked"), "the outcome line under Lock")
    }

    @Test func aKeyWhoseLockCannotBeLockedSaysSo() async throws {
        let controller = try await startedDemoController(clock: clock)
        let selected = try #require(controller.unlockCard)
        #expect(!selected.offersLock)
        _ = controller.handle(.character("l"))
        #expect(controller.notice == "l does nothing here: this key's lock can't be locked from the phone.")
        #expect(!controller.render(width: 120, height: 60).joined().contains("[l] Lock"))
    }
}
