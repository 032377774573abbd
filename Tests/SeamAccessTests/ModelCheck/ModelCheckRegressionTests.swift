import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The bugs the model check found, each pinned by the shortest program it printed.
@Suite struct ModelCheckRegressionTests {
    /// Found as "a subscriber received 4 keys while isActive was false": activation sent the
    /// keys before `isActive`, so a subscriber reading `isActive` saw keys on an inactive SDK.
    @Test @MainActor func subscribersNeverSeeKeysWhileInactive() async throws {
        let seam = Seam(backend: .sandbox(Fixture.scenario([Fixture.key("k")])), clock: TestClock())
        var seen: [(keys: Int, isActive: Bool)] = []
        let keys = seam.credentialsPublisher.sink { seen.append(($0.count, seam.isActive)) }
        let active = seam.isActivePublisher.sink { seen.append((seam.credentials.count, $0)) }
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        await seam.deactivate()
        #expect(seen.contains { $0.keys == 1 })
        #expect(seen.allSatisfy { $0.keys == 0 || $0.isActive }, "\(seen)")
        keys.cancel()
        active.cancel()
    }

    /// Found as "[unlock(grants) ‖ deactivate]: inactive, yet an unlock still runs": an attempt
    /// that starts after a deactivation began ran on, and could even open the door. The first fix
    /// ended it with `connectionFailed`, but only after starting its lock integration (a real
    /// integration's first step sends the command to the door; a review caught it): it now ends
    /// without asking the lock.
    @Test func anUnlockStartedAfterDeactivationEndsWithConnectionFailed() async throws {
        let clock = TestClock()
        let lock = ObservedIntegration(clock: clock)
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k", provider: lock.provider)]), clock: clock)
        seam.register(lock)
        let publisher = try seam.unlock(using: "k")
        await seam.deactivate()
        let events = EventRecorder(publisher)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .connectionFailed(debugDescription: "The SDK was deactivated before the unlock started.")])
        #expect(clock.sleeperCount == 0)
        #expect(lock.callCount == 0)
    }

    #if canImport(FlyingFox)
    /// Found as "initialize; [activate ‖ deactivate(deintegrate)]: deintegration left the client
    /// session token and installation.json": the cloud engine's activation, reaching the engine
    /// after the deintegration, stored them again. Interleavings vary, so the program runs often.
    @Test func deintegratingDuringActivationLeavesNothing() async throws {
        let api = try await FakeSeamAPI.start(payload: CloudWorld.payload())
        for _ in 0..<25 {
            let world = try await CloudWorld.start(on: api)
            try world.seam.initialize(clientSessionToken: Fixture.token)
            async let activation: Void = world.seam.activate()
            async let deintegration: Void = world.seam.deactivate(deintegrate: true)
            _ = try? await activation
            await deintegration
            if !world.seam.isActive {
                #expect(world.leftovers(keepingInstallation: false) == nil)
            }
            await world.tearDown()
        }
        await api.stop()
    }
    #endif

    /// Found as "1 task(s) still wait on the clock after deactivation" (seed 321 of a 600-seed
    /// run): a deactivation that reached the sandbox while an interrupted activation was between
    /// its latency and its keys found no background work to stop, and the activation then
    /// started its scheduled changes, which outlived the session. Before the fix about one
    /// iteration in six left a task behind; the property holds for every interleaving.
    @Test func deactivatingDuringASandboxActivationLeavesNoBackgroundWork() async throws {
        for iteration in 0..<200 {
            let clock = TestClock()
            var scenario = Fixture.scenario([Fixture.key("k")], changes: [.becomesReady("k", after: 4)])
            scenario.activationLatency = 1
            let seam = Seam(backend: .sandbox(scenario), clock: clock)
            try seam.initialize(clientSessionToken: Fixture.token)
            let activation = Task { try await seam.activate() }
            try await clock.waitForSleepers(1)
            // The activation's latency ends while the deactivation runs.
            async let advanced: Void = clock.advance(by: 1)
            async let deactivated: Void = seam.deactivate()
            _ = await (advanced, deactivated)
            _ = await activation.result
            #expect(!seam.isActive)
            #expect(clock.sleeperCount == 0, "iteration \(iteration) left work waiting on the clock")
            if clock.sleeperCount > 0 { return }
        }
    }

    /// Found as "no legal interleaving from [active] explains unlock(grants) → invalidCredentialId,
    /// deactivate → ok" (seed 992 of 1,000 on a loaded machine): `unlock` checked the lifecycle,
    /// then looked the key up among the published keys, which the deactivation had cleared in
    /// between, and blamed the key. A key the session has is never called invalid: an unlock
    /// racing a deactivation reports the deactivation. The gap was a few instructions wide, so
    /// only a preempted thread falls into it and this test did not catch the old code in 300
    /// iterations here; the next test holds the same gap open on the activation side, and fails
    /// on the old code every time.
    @Test func anUnlockRacingADeactivationReportsTheDeactivation() async throws {
        for _ in 0..<300 {
            let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k")]), clock: TestClock())
            // Unlocks without subscribing (nothing starts) until the deactivation has ended.
            // On a thread of its own: a spin on one of the two cooperative threads starved the
            // rest of the suite under ThreadSanitizer.
            async let racer = onOwnThread { () -> [SeamError] in
                var errors: [SeamError] = []
                while errors.last != .initializationRequired {
                    do { _ = try seam.unlock(using: "k") } catch let error as SeamError { errors.append(error) } catch {}
                }
                return errors
            }
            await seam.deactivate()
            let errors = await racer
            #expect(errors.allSatisfy { $0 == .deactivationInProgress || $0 == .initializationRequired }, "\(Set(errors))")
            if errors.contains(.invalidCredentialId) { return }
        }
    }

    /// The other side of the same gap: the activation marked the session active before its keys
    /// reached the main actor, and an unlock in between called a key the session has invalid.
    /// Until the keys are published the SDK is not active for its callers.
    @Test @MainActor func anUnlockBeforeTheKeysArePublishedNeedsTheActivation() async throws {
        let probe = MainActorProbe<[SeamError]>()
        let scenario = SeamSandboxScenario(credentials: { _ in
            probe.enqueue()
            return [Fixture.key("k").sdkCredential]
        }, locks: ["test_lock": SeamSimulatedLock()])
        let seam = Seam(backend: .sandbox(scenario), clock: TestClock())
        try seam.initialize(clientSessionToken: Fixture.token)
        // Runs after the engine returned and before the activation's main-actor step, so the
        // activation holds its keys and cannot publish them while these unlocks run.
        probe.set {
            var errors: [SeamError] = []
            for _ in 0..<2_000 {
                do { _ = try seam.unlock(using: "k") } catch let error as SeamError { errors.append(error) } catch {}
            }
            return errors
        }
        try await seam.activate()
        let errors = try await probe.result()
        #expect(errors.count == 2_000)
        #expect(errors.allSatisfy { $0 == .initializationRequired }, "\(Set(errors))")
        #expect(seam.isActive)
        _ = try seam.unlock(using: "k")
    }

    #if canImport(FlyingFox)
    /// The same race on the cloud engine: the actor was re-entered by a deactivation between
    /// the phone-session fetch and the activation's resumption, and the activation then started
    /// background sync. Before the fix about one iteration in eleven left the sync loop behind.
    /// Each iteration starts the deactivation after a different real-time stagger (0–4 ms), so
    /// it lands at different points of the request's round trip; whatever the interleaving, no
    /// work may remain once both calls have returned.
    @Test func deactivatingDuringACloudActivationLeavesNoSync() async throws {
        try await withCloudHarness(payload: CloudWorld.payload()) { harness in
            let configuration = try await harness.configuration(retries: 0, timeout: 30, syncInterval: 30)
            for iteration in 0..<200 {
                let clock = TestClock()
                let seam = try harness.seam(configuration, clock: clock)
                let activation = Task { try await seam.activate() }
                try await Task.sleep(nanoseconds: UInt64(iteration % 100) * 40_000)
                await seam.deactivate()
                _ = await activation.result
                // Work the activation started before the deactivation has been cancelled; let it end.
                do {
                    try await eventually("cancelled work ends") { clock.sleeperCount == 0 }
                } catch {
                    Issue.record("iteration \(iteration) left \(clock.sleeperCount) task(s) waiting on the clock")
                    break
                }
                #expect(!seam.isActive)
            }
        }
    }
    #endif
}

/// Every input that ever crashed a fuzz target (kept in Fuzz/Regressions/), as a test.
@Suite struct FuzzRegressionTests {
    private func expiry(_ endsAt: String) throws -> Date? {
        let body: [String: Any] = ["phone_session": ["provider_sessions": [["acs_credentials": [
            ["acs_credential_id": "k", "display_name": "Key", "ends_at": endsAt],
        ]]]]]
        let keys = try SeamPhoneSession.credentials(fromResponse: try JSONSerialization.data(withJSONObject: body),
                                                    now: Date(timeIntervalSince1970: 0))
        return try #require(keys.first).expiry
    }

    /// Timestamp crash-e75a0023…: minute 60 in the offset was accepted; so were non-digits
    /// (`+-999`, `++100`) and hours beyond 23.
    @Test(arguments: ["1970-11-05T00:00:00-2360", "2024-01-01T00:00:00+-999", "2024-01-01T00:00:00++100",
                      "2024-01-01T00:00:00+24:00", "2024-01-01T00:00:00+9999", "2024-01-01T00:00:00+1:000",
                      "2024-01-01T00:00:00+01:0a"])
    func offsetsOutsideTheDocumentedFormAreRejected(_ text: String) throws {
        #expect(try expiry(text) == nil)
    }

    @Test func documentedOffsetsStillParse() throws {
        let utc = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01T00:00:00Z
        #expect(try expiry("2024-01-01T05:30:00+05:30") == utc)
        #expect(try expiry("2023-12-31T16:00:00-0800") == utc)
        #expect(try expiry("2024-01-01T23:59:00+23:59") == utc)
        #expect(try expiry("2024-01-01 00:00:00z") == utc)
    }

    /// Token crash-9e2bd81f… (`seam_cst-`) and crash-2a8e96a9… (`seam_cstseam_c`): harness
    /// false alarms (the checked fragment occurs in the redaction itself), kept because they
    /// are the shortest valid tokens and must stay valid and redacted.
    @Test(arguments: ["seam_cst-", "seam_cstseam_c"])
    func shortTokensValidateAndAreRedacted(_ text: String) throws {
        let token = try SeamClientSessionToken(validating: text)
        let other = try SeamClientSessionToken(validating: "seam_cst_other")
        #expect(token.rawValue == text)
        #expect("\(token)" == "\(other)")
        #expect(String(reflecting: token) == String(reflecting: other))
        var dumped = "", dumpedOther = ""
        dump(token, to: &dumped)
        dump(other, to: &dumpedOther)
        #expect(dumped == dumpedOther)
    }
}
