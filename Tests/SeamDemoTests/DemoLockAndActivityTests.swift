import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// `seam-demo lock <id>` keeps unlock's exit statuses (0 locked, 1 another outcome, 2 refused
/// before any request); `seam-demo activity --json` prints the session's lock events.
@Suite(.serialized) struct DemoLockAndActivityTests {
    static let front = "d0000001-1111-4111-8111-111111111111"
    static let jammed = "d0000002-2222-4222-8222-222222222222"
    static let plain = "d0000003-3333-4333-8333-333333333333"

    func withLocks(_ body: (FakeSeamAPI, [String]) async throws -> Void) async throws {
        try await withFakeSeamAPI(directoryPrefix: "seam-demo") { api, cache in
            await api.locks.setDevices([
                FakeSeamLocks.device(id: Self.front, name: "Front Door", locked: false, canRemotelyLock: true),
                FakeSeamLocks.device(id: Self.jammed, name: "Back Door", locked: false, canRemotelyLock: true),
                FakeSeamLocks.device(id: Self.plain, name: "Garage", locked: false, canRemotelyLock: false),
            ])
            await api.locks.script(Self.jammed, .fail(type: "lock_jammed", message: "The bolt is stuck"))
            let options = ["--api-url", try await api.baseURL.absoluteString, "--request-timeout", "300",
                           "--token", FakeSeamAPI.token, "--cache-dir", cache.path, "--locale", "en"]
            try await body(api, options)
        }
    }

    @Test func lockExitsZeroOneOrTwo() async throws {
        try await withLocks { api, options in
            let locked = try await DemoBinary.run(["lock", Self.front] + options)
            #expect(locked.status == 0, "\(locked.stderr)")
            #expect(locked.stdout == "launched: Locking…\nlocked: Locked\n")
            let failed = try await DemoBinary.run(["lock", Self.jammed] + options)
            #expect(failed.status == 1)
            #expect(failed.stdout.hasSuffix("failed: The lock answered that it couldn’t lock. Check the door.\n"))
            let refused = try await DemoBinary.run(["lock", Self.plain] + options)
            #expect(refused.status == 2)
            #expect(refused.stderr.hasPrefix("error[lockingUnavailable]:"))
            #expect(await api.locks.calls(on: .lockDoor).count == 2, "the refused key sent nothing")
        }
    }

    @Test func activityTheSessionCannotReadIsNeverPrintedAsNone() async throws {
        try await withLocks { api, options in
            await api.locks.enqueue([.status(403)], on: .events)
            let result = try await DemoBinary.run(["activity"] + options)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("error[activityUnavailable]:"), "\(result.stderr)")
            #expect(!result.stdout.contains("No activity"))
        }
    }

    @Test func activityPrintsTheLockEventsAsJSON() async throws {
        try await withLocks { api, options in
            await api.locks.recordEvent(type: "lock.access_denied", deviceId: Self.front,
                                        occurredAt: Date().addingTimeInterval(-120))
            await api.locks.recordEvent(type: "lock.unlocked", deviceId: Self.front, method: "keycode",
                                        occurredAt: Date().addingTimeInterval(-60))
            let result = try await DemoBinary.run(["activity", "--json"] + options)
            #expect(result.status == 0, "\(result.stderr)")
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(objects.map { $0["type"] as? String } == ["lock.unlocked", "lock.access_denied"])
            #expect(objects.allSatisfy { $0["keyId"] as? String == Self.front })
            #expect(objects.allSatisfy { ($0["occurredAt"] as? String).flatMap(ISO8601DateFormatter().date(from:)) != nil })
            #expect(await api.locks.calls(on: .events).allSatisfy { $0.parameters["since"] != nil })
        }
    }
}
