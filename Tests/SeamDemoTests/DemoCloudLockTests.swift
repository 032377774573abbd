import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// `seam-demo` with a token and `--api-url` lists Seam-connected locks beside the mobile keys
/// and opens them over the API, keeping the exit statuses: 0 granted, 1 another outcome, 2
/// refused before the start. The fake's attempts run on real time here (the demo's own clock),
/// kept to fractions of a second.
@Suite(.serialized) struct DemoCloudLockTests {
    static let front = "d0000001-1111-4111-8111-111111111111"
    static let jammed = "d0000002-2222-4222-8222-222222222222"
    static let stuck = "d0000003-3333-4333-8333-333333333333"
    static let offline = "d0000004-4444-4444-8444-444444444444"
    static let keypad = "d0000005-5555-4555-8555-555555555555"

    func withLocks(_ body: (FakeSeamAPI, [String]) async throws -> Void) async throws {
        try await withFakeSeamAPI(directoryPrefix: "seam-demo") { api, cache in
            await api.locks.setDevices([
                FakeSeamLocks.device(id: Self.front, name: "Front Door"),
                FakeSeamLocks.device(id: Self.jammed, name: "Back Door"),
                FakeSeamLocks.device(id: Self.stuck, name: "Garage"),
                FakeSeamLocks.device(id: Self.offline, name: "Shed", errorCodes: ["device_offline"]),
                FakeSeamLocks.device(id: Self.keypad, name: "Keypad", canRemotelyUnlock: false),
            ])
            await api.locks.script(Self.front, .succeed(after: 0.3))
            await api.locks.script(Self.jammed, .fail(type: "lock_jammed", message: "The bolt is stuck"))
            await api.locks.script(Self.stuck, .pendingForever)
            let options = ["--api-url", try await api.baseURL.absoluteString, "--request-timeout", "300",
                           "--token", FakeSeamAPI.token, "--cache-dir", cache.path, "--locale", "en"]
            try await body(api, options)
        }
    }

    @Test func listShowsTheLocksBesideTheMobileKeys() async throws {
        try await withLocks { _, options in
            let json = try await DemoBinary.run(["list", "--json"] + options)
            #expect(json.status == 0, "\(json.stderr)")
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            let locks = objects.filter { $0["provider"] as? String == SeamRemoteUnlock.provider }
            #expect(Set(locks.compactMap { $0["id"] as? String }) == [Self.front, Self.jammed, Self.stuck, Self.offline])
            #expect(locks.first { $0["id"] as? String == Self.offline }?["errors"] as? [String] == ["unknown"])
            #expect(objects.count == 7, "3 mobile keys and 4 locks; the keypad-only lock is not a key")

            let text = try await DemoBinary.run(["list", "--plain"] + options)
            #expect(text.status == 0)
            #expect(text.stdout.contains("Front Door") && text.stdout.contains("Room 101"))
            #expect(!text.stdout.contains("Keypad"))
        }
    }

    /// A stranger's run of the demo: an https address on a plain-HTTP server (the TLS handshake
    /// failed, nothing was sent) said "the unlock may have gone through" and exited 1.
    @Test func anUnlockWhoseTLSHandshakeFailedWasNotSentAndExitsTwo() async throws {
        try await withLocks { api, options in
            let listed = try await DemoBinary.run(["list", "--plain"] + options)  // the keys, cached
            #expect(listed.status == 0, "\(listed.stderr)")
            var https = options
            let index = try #require(https.firstIndex(of: "--api-url"))
            https[index + 1] = https[index + 1].replacingOccurrences(of: "http://", with: "https://")
            let result = try await DemoBinary.run(["unlock", Self.front] + https)
            #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("nothing was sent to the lock"), "\(result.stdout)")
            #expect(await api.locks.calls(on: .unlockDoor).isEmpty)
        }
    }

    @Test func unlockOpensALockAndExitsZero() async throws {
        try await withLocks { api, options in
            let result = try await DemoBinary.run(["unlock", Self.front] + options)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "launched\ngrantedAccess\n")
            #expect(await api.locks.calls(on: .unlockDoor).count == 1)
        }
    }

    @Test func aFailedAndATimedOutAttemptAreToldApart() async throws {
        try await withLocks { api, options in
            let failed = try await DemoBinary.run(["unlock", Self.jammed] + options)
            #expect(failed.status == 1)
            #expect(failed.stdout == "launched\nconnectionFailed: The lock didn’t open — The lock answered that it couldn’t "
                    + "unlock. Try again; if it keeps happening, contact the property.\n", "\(failed.stdout)")
            let timedOut = try await DemoBinary.run(["unlock", Self.stuck, "--timeout", "0.6"] + options)
            #expect(timedOut.status == 1)
            #expect(timedOut.stdout.hasPrefix("launched\ntimedOut: "), "\(timedOut.stdout)")
            #expect(await api.locks.calls(on: .unlockDoor).count == 2, "each attempt sent once")
            #expect(!(failed.stdout + failed.stderr + timedOut.stdout + timedOut.stderr).contains(FakeSeamAPI.token))
        }
    }

    @Test func aLockWithADeviceErrorIsRefusedBeforeAnyRequest() async throws {
        try await withLocks { api, options in
            let result = try await DemoBinary.run(["unlock", Self.offline] + options)
            #expect(result.status == 2)
            // Issue #30 item 11: it read "Something went wrong".
            #expect(result.stderr == "error[credentialErrors.unknown]: This lock is offline — The lock can’t be reached "
                + "right now. It usually comes back by itself; try again in a moment.\n", "\(result.stderr)")
            #expect(await api.locks.calls(on: .unlockDoor).isEmpty)
        }
    }
}
