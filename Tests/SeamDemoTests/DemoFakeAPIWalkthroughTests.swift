import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// The README's "Try the cloud path without an account", run as a newcomer runs it: the
/// `seam-fake-api` executable on 127.0.0.1 and the `seam-demo` executable against it. The
/// fake's Front Door opens after 0.3 s (not the default 1 s) and the stuck unlock is given
/// `--timeout 0.6`, so the whole walk-through takes about a second of real time; no outcome
/// depends on the machine's speed (every request may take up to 300 s).
@Suite(.serialized) struct DemoFakeAPIWalkthroughTests {
    typealias Scenario = FakeSeamScenario

    /// Runs `body` with a fresh `seam-fake-api` started with `arguments`, and the demo
    /// options that point at it; both the fake and the cache folder are gone afterwards.
    func withFakeAPI(_ arguments: [String] = [], _ body: (FakeAPIBinary, [String]) async throws -> Void) async throws {
        let fake = try await FakeAPIBinary.start(["--open-after", "0.3"] + arguments)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        defer {
            fake.stop()
            try? FileManager.default.removeItem(at: cache)
        }
        try await body(fake, ["--api-url", fake.url.absoluteString, "--request-timeout", "300", "--cache-dir", cache.path,
                              "--locale", "en", "--plain"])
    }

    @Test func theFakePrintsItsLoopbackAddressATokenAndTheScenario() async throws {
        try await withFakeAPI { fake, _ in
            #expect(fake.url.host == "127.0.0.1")
            #expect(fake.url.port.map { $0 > 0 } == true)
            let text = fake.output.text
            #expect(text.contains("Token:          \(Scenario.token)  (never expires)"), "\(text)")
            #expect(text.contains("--token-command 'echo \(Scenario.renewedToken)'"))
            #expect(text.contains("Try:  swift run seam-demo list --api-url \(fake.url.absoluteString) --token \(Scenario.token)"))
            for lock in Scenario(openAfter: 0.3).locks { #expect(text.contains("\(lock.id)  \(lock.name)")) }
        }
    }

    @Test func listShowsTheLocksAndTheKeysWithTheOneNotValidYet() async throws {
        try await withFakeAPI { _, options in
            let list = try await DemoBinary.run(["list", "--token", Scenario.token] + options)
            #expect(list.status == 0, "\(list.stderr)")
            for name in ["Front Door", "Back Door", "Garage", "Shed", "Room 101", "Room 204", "Pool Gate"] {
                #expect(list.stdout.contains(name), "\(name) missing from:\n\(list.stdout)")
            }
            #expect(!list.stdout.contains("Keypad"), "a lock that only takes PIN codes is not a key")
            #expect(list.stdout.contains("Valid from"), "\(list.stdout)")

            let json = try await DemoBinary.run(["list", "--json", "--token", Scenario.token] + options)
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            let room204 = try #require(objects.first { $0["id"] as? String == Scenario.notYetValidKey })
            let startsAt = try #require((room204["startsAt"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
            #expect(startsAt > Date() && startsAt < Date().addingTimeInterval(2 * 86_400))
            #expect(objects.first { $0["id"] as? String == Scenario.shed }?["errors"] as? [String] == ["unknown"])
        }
    }

    @Test func eachUnlockOutcomeHasItsExitStatusAndAFailureIsToldApartFromATimeout() async throws {
        try await withFakeAPI { fake, options in
            let cloud = ["--token", Scenario.token] + options
            let opened = try await DemoBinary.run(["unlock", Scenario.frontDoor] + cloud)
            #expect(opened.status == 0, "\(opened.stderr)")
            #expect(opened.stdout == "launched\ngrantedAccess\n")

            let failed = try await DemoBinary.run(["unlock", Scenario.backDoor] + cloud)
            let timedOut = try await DemoBinary.run(["unlock", Scenario.garage, "--timeout", "0.6"] + cloud)
            #expect(failed.status == 1 && timedOut.status == 1)
            #expect(failed.stdout.hasPrefix("launched\nconnectionFailed: "), "\(failed.stdout)")
            #expect(timedOut.stdout.hasPrefix("launched\ntimedOut: "), "\(timedOut.stdout)")

            let offline = try await DemoBinary.run(["unlock", Scenario.shed] + cloud)
            #expect(offline.status == 2)
            #expect(offline.stderr.hasPrefix("error[credentialErrors.unknown]: "), "\(offline.stderr)")
            let early = try await DemoBinary.run(["unlock", Scenario.notYetValidKey] + cloud)
            #expect(early.status == 2)
            #expect(early.stderr.contains("isn’t valid yet"), "\(early.stderr)")
            #expect(offline.stdout.isEmpty && early.stdout.isEmpty, "refused before the start: no events")

            let log = fake.output.text
            let unlocks = log.split(separator: "\n").filter { $0.contains("POST /locks/unlock_door") }
            #expect(unlocks.count == 3, "one unlock request each for the three locks that were tried:\n\(log)")
            #expect(unlocks.first?.hasSuffix("→ 200 (Front Door: attempt pending)") == true, "\(log)")
            #expect(log.contains("POST /action_attempts/get → 200 (Front Door: attempt success)"), "\(log)")
            #expect(log.contains("POST /action_attempts/get → 200 (Back Door: attempt error: lock_jammed)"), "\(log)")
            #expect(!(opened.stdout + failed.stdout + failed.stderr + timedOut.stderr).contains(Scenario.token))
        }
    }

    @Test func anExpiredTokenEndsTheSessionUnlessTheTokenCommandRenewsIt() async throws {
        try await withFakeAPI(["--token-expires-after-requests", "2"]) { fake, options in
            let cloud = ["--token", Scenario.token] + options
            let first = try await DemoBinary.run(["list"] + cloud)
            #expect(first.status == 0, "\(first.stderr)")
            let expired = try await DemoBinary.run(["list"] + cloud)
            #expect(expired.status == 2, "\(expired.stderr)")
            #expect(expired.stderr.hasPrefix("error[invalidClientSessionToken]: The client session token has expired"),
                    "\(expired.stderr)")
            let renewed = try await DemoBinary.run(["list", "--token-command", "echo \(Scenario.renewedToken)"] + cloud)
            #expect(renewed.status == 0, "\(renewed.stderr)")
            #expect(renewed.stdout.contains("Front Door"))
            let opened = try await DemoBinary.run(["unlock", Scenario.frontDoor, "--token-command", "echo \(Scenario.renewedToken)"]
                + cloud)
            #expect(opened.status == 0, "\(opened.stderr)")
            #expect(!(renewed.stdout + renewed.stderr + opened.stdout + opened.stderr).contains(Scenario.renewedToken))
            #expect(fake.output.text.contains("→ 401: the token has expired"))
        }
    }
}
