import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The silent-push entry point: a burst refreshes once and says which keys changed.
@Suite(.serialized) struct SeamPushRefreshTests {
    static let front = "d0000001-1111-4111-8111-111111111111"
    static let side = "d0000002-2222-4222-8222-222222222222"
    static let back = "d0000003-3333-4333-8333-333333333333"

    /// A session on a test clock whose locks are the Front and Side Doors.
    static func activeSeam(_ harness: CloudHarness) async throws -> (Seam, TestClock) {
        let clock = TestClock()
        await harness.api.locks.setDevices([FakeSeamLocks.device(id: front, name: "Front Door"),
                                            FakeSeamLocks.device(id: side, name: "Side Door")])
        let seam = try harness.seam(try await harness.configuration(), clock: clock)
        try await seam.activate()
        return (seam, clock)
    }

    @Test func aBurstOfPushesRefreshesOnceAndSaysWhatChanged() async throws {
        try await withCloudHarness { harness in
            let (seam, clock) = try await Self.activeSeam(harness)
            let locks = harness.api.locks
            let sessionsBefore = await harness.api.state.requests.count
            await locks.setDevices([FakeSeamLocks.device(id: Self.front, name: "Front Door", locked: false),
                                    FakeSeamLocks.device(id: Self.back, name: "Back Door")])

            let pushes = SeamPushRefresh(seam: seam, coalescingDelay: 2)
            async let first = pushes.refresh()
            async let second = pushes.refresh()
            async let third = pushes.refresh()
            try await eventually("the burst waits on the clock") { clock.sleeperCount >= 1 }
            await clock.advance(by: 2)
            let answers = try await [first, second, third]
            #expect(Set(answers).count == 1, "every push of the burst shares one refresh")
            let changes = try #require(answers.first)
            #expect(changes.added == [Self.back])
            #expect(changes.removed == [Self.side])
            #expect(changes.changed == [Self.front])
            #expect(await harness.api.state.requests.count == sessionsBefore + 1, "one refresh for three pushes")
            #expect(await locks.calls(on: .list).count == 2)

            // A later push refreshes again and finds nothing new.
            async let later = pushes.refresh()
            try await eventually("the push waits on the clock") { clock.sleeperCount >= 1 }
            await clock.advance(by: 2)
            #expect(try await later.isEmpty)
            await seam.deactivate()
        }
    }

    /// Security reading of #31, M2: a push's refresh joined a phone session request already in
    /// flight, sent before the change the push announced (a revocation), and said nothing changed.
    @Test func aPushNeverJoinsARequestSentBeforeItSoItSeesTheChangeItAnnounced() async throws {
        try await withCloudHarness { harness in
            let (seam, clock) = try await Self.activeSeam(harness)
            let locks = harness.api.locks
            let sessionsBefore = await harness.api.state.requests.count
            await harness.api.state.enqueue([.held])
            let slow = Task { try await seam.refresh() }  // a pull-to-refresh, answered slowly
            try await eventually("the earlier request is held") { await harness.api.state.heldCount == 1 }
            await locks.setDevices([FakeSeamLocks.device(id: Self.front, name: "Front Door")])  // Side Door revoked

            let pushes = SeamPushRefresh(seam: seam, coalescingDelay: 2)
            let push = Task { try await pushes.refresh() }
            try await eventually("the push waits on the clock") { clock.sleeperCount >= 1 }
            await clock.advance(by: 2)
            await harness.api.state.releaseHeld()
            _ = try await slow.value
            let changes = try await push.value
            #expect(changes.removed == [Self.side], "the push's own request saw the revocation")
            let sessionsAfter = await harness.api.state.requests.count
            #expect(sessionsAfter == sessionsBefore + 2, "the push sent a request of its own")
            #expect(!seam.credentials.contains { $0.id == Self.side })
            await seam.deactivate()
        }
    }

    @Test func aCancelledCallerStopsWaitingAndTheBurstStillRefreshesForTheOthers() async throws {
        let clock = TestClock()
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k")]), clock: clock)
        let pushes = SeamPushRefresh(seam: seam, coalescingDelay: 2)
        let cancelled = Task { try await pushes.refresh() }
        try await eventually("the push waits on the clock") { clock.sleeperCount >= 1 }
        let other = Task { try await pushes.refresh() }
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        await clock.advance(by: 2)
        #expect(try await other.value.isEmpty)
        await seam.deactivate()
    }

    @Test func theDocumentedEventsAreForwardedAndOthersAreNot() {
        for type in ["acs_credential.issued", "acs_credential.deleted", "access_method.revoked", "lock.locked",
                     "lock.access_denied", "client_session.deleted"] {
            #expect(SeamPushRefresh.shouldForward(eventType: type), "\(type)")
        }
        for type in ["device.low_battery", "access_code.created", "client_session.created"] {
            #expect(!SeamPushRefresh.shouldForward(eventType: type), "\(type)")
        }
    }

    @Test func aPushBeforeSignInSaysSo() async throws {
        let seam = Seam(backend: .sandbox(.default), clock: TestClock())
        let pushes = SeamPushRefresh(seam: seam, coalescingDelay: 0)
        await #expect(throws: SeamError.initializationRequired) { try await pushes.refresh() }
    }
}
