import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A lock key carries what its lock reports (locked, door open, battery, whether it can be
/// locked remotely), unknown readings as `nil`, and the lock is read again after an unlock.
@Suite(.serialized) struct SeamCloudLockStateTests {
    typealias Device = FakeSeamLocks

    static let front = "d0000001-1111-4111-8111-111111111111"

    /// An active `Seam` on `clock` (the fake's attempts run on it too) with `devices` listed.
    func activeSeam(_ harness: CloudHarness, devices: [String], clock: TestClock = TestClock()) async throws -> Seam {
        await harness.api.locks.setDevices(devices)
        await harness.api.locks.useClock(clock)
        let seam = try harness.seam(try await harness.configuration(), clock: clock)
        try await seam.activate()
        return seam
    }

    /// Unlocks `id`, moving `clock` a quarter second at a time whenever the attempt waits on
    /// it, until the attempt ends; returns its events.
    func unlock(_ seam: Seam, clock: TestClock, _ id: String = Self.front) async throws -> [SeamUnlockEvent] {
        let events = EventRecorder(try seam.unlock(using: id))
        var moved = 0.0
        while !events.isFinished, moved < 10 {
            try await eventually("the attempt waits on the clock") { events.isFinished || clock.sleeperCount >= 2 }
            if events.isFinished { break }
            await clock.advance(by: 0.25)
            moved += 0.25
        }
        try await events.waitForFinish()
        return events.values
    }

    func lockState(_ seam: Seam, _ id: String = Self.front) -> SeamLockState? {
        seam.credentials.first { $0.id == id }?.lockState
    }

    @Test(arguments: [
        (#""locked":true,"door_open":false,"battery_level":0.15"#, #""can_remotely_lock":true,"#,
         SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.15, canLock: true)),
        (#""locked":false,"battery":{"level":0.5,"status":"good"}"#, "",
         SeamLockState(locked: false, batteryLevel: 0.5)),
        (#""battery_level":1.7,"door_open":true"#, #""can_remotely_lock":false,"#,
         SeamLockState(doorOpen: true, batteryLevel: 1)),
        (#""locked":"yes","door_open":1,"battery_level":"low""#, #""can_remotely_lock":"true","#, SeamLockState()),
        ("", "", SeamLockState()),
    ])
    func aLockKeyCarriesWhatTheLockReportsAndNothingElse(_ properties: String, _ member: String,
                                                         _ expected: SeamLockState) async throws {
        let device = #"{"device_id":"\#(Self.front)","display_name":"Front Door","can_remotely_unlock":true,"#
            + member + #""properties":{"online":true"# + (properties.isEmpty ? "" : "," + properties) + "}}"
        try await withCloudHarness { harness in
            let seam = try await activeSeam(harness, devices: [device])
            #expect(lockState(seam) == expected, "an odd reading is unknown, and the lock is still a key")
            #expect(seam.credentials.first { $0.id == Self.front }?.errors == [], "a low battery is never an error")
            #expect(seam.credentials.first { $0.id == Self.front }?.entrances == [])
        }
    }

    @Test func theLockIsReadAgainAfterAnUnlockAndItsKeyShowsItUnlocked() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await activeSeam(harness, devices: [
                Device.device(id: Self.front, name: "Front Door", doorOpen: false, batteryLevel: 0.8, canRemotelyLock: true),
            ], clock: clock)
            #expect(lockState(seam) == SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.8, canLock: true))
            #expect(try await unlock(seam, clock: clock) == [.launched, .grantedAccess])
            try await eventually("the key shows the lock unlocked") { lockState(seam)?.locked == false }
            #expect(lockState(seam) == SeamLockState(locked: false, doorOpen: false, batteryLevel: 0.8, canLock: true))
            let reads = await harness.api.locks.calls(on: .get)
            #expect(reads.map { $0.parameters["device_id"] } == [Self.front])
            #expect(await harness.api.locks.calls(on: .list).count == 1, "one lock is read, not the whole list")

            // The cache holds the state read last.
            let offline = try await harness.offlineSeam()
            try await offline.activate()
            #expect(lockState(offline)?.locked == false)
        }
    }

    @Test(arguments: ["failed attempt", "server error"])
    func theLockIsReadAgainAfterAnAttemptThatMayHaveMovedItWhateverItsOutcome(_ how: String) async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await activeSeam(harness, devices: [Device.device(id: Self.front, name: "Front Door")], clock: clock)
            if how == "failed attempt" {
                await harness.api.locks.script(Self.front, .fail(type: "lock_jammed", message: "stuck"))
            } else {
                await harness.api.locks.enqueue([.status(502)], on: .unlockDoor)
            }
            let events = try await unlock(seam, clock: clock)
            guard case .connectionFailed? = events.last else {
                Issue.record("want connectionFailed, got \(events)")
                return
            }
            try await eventually("the lock was read again") { await harness.api.locks.calls(on: .get).count == 1 }
            #expect(lockState(seam)?.locked == true, "the lock still reports itself locked")
        }
    }

    @Test func aFailedReadChangesNothingAndTheNextRefreshBringsTheState() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await activeSeam(harness, devices: [Device.device(id: Self.front, name: "Front Door")], clock: clock)
            await harness.api.locks.enqueue([.status(500)], on: .get)
            #expect(try await unlock(seam, clock: clock) == [.launched, .grantedAccess])
            try await eventually("the failed read was logged") {
                harness.logs.messages.contains { $0.contains("Could not read lock \(Self.front)") }
            }
            #expect(lockState(seam)?.locked == true, "not guessed: the lock was not read")
            #expect(await harness.api.locks.calls(on: .get).count == 1, "a read is sent once, never retried")
            try await seam.refresh()
            #expect(lockState(seam)?.locked == false)
        }
    }
}

extension SeamCloudLockStateTests {
    /// The open unlock card follows the key: once the lock is read again it says "Unlocked".
    @Test func anOpenUnlockCardShowsTheStateReadAfterTheUnlock() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await activeSeam(harness, devices: [
                Device.device(id: Self.front, name: "Front Door", doorOpen: false, batteryLevel: 0.15, canRemotelyLock: true),
            ], clock: clock)
            let card = await MainActor.run {
                let card = SeamUnlockCardViewModel(credentialId: Self.front, service: SeamService(seam: seam),
                                                   configuration: .init(successDwell: nil), clock: clock, locale: Locale(identifier: "en"))
                card.start()  // as the card view does when it appears
                return card
            }
            @MainActor func shown() -> SeamLockStatePresentation? {
                card.credential.flatMap { SeamAccessCredential.Presentation(credential: $0, now: clock.now, locale: card.locale).lockState }
            }
            let before = await shown()
            #expect(before?.summary == "Locked · Door closed")
            #expect(before?.batteryWarning == "Battery low (15%)")
            #expect(try await unlock(seam, clock: clock) == [.launched, .grantedAccess])
            try await eventually("the card's key shows the lock unlocked") { await card.credential?.lockState?.locked == false }
            let after = await shown()
            #expect(after?.summary == "Unlocked · Door closed")
            #expect(after?.systemImage == "lock.open.fill")
        }
    }
}
