import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

@Suite(.serialized) struct SeamCloudSyncTests {
    @Test func backgroundSyncPublishesChangesOnlyAndBacksOffOnFailure() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try harness.seam(try await harness.configuration(retries: 0, syncInterval: 60), clock: clock)
            try await seam.activate()
            let updates = EventRecorder(seam.credentialsPublisher)
            func requests() async -> Int { await harness.api.state.requests.count }
            #expect(await requests() == 1)

            try await clock.waitForSleepers(1)
            await clock.advance(by: 60)
            try await eventually { await requests() == 2 }
            try await clock.waitForSleepers(1)
            #expect(updates.values.count == 1, "an unchanged list is not published again")

            await harness.api.state.setPayload(phoneSession(credentials: [credentialJSON(id: "new", name: "New Key")]))
            await clock.advance(by: 60)
            try await eventually { seam.credentials.map(\.id) == ["new"] }
            #expect(updates.values.count == 2)

            await harness.api.state.enqueue([.status(500)])
            try await clock.waitForSleepers(1)
            await clock.advance(by: 60)
            try await eventually { await requests() == 4 }
            try await clock.waitForSleepers(1)
            await clock.advance(by: 60)
            #expect(await requests() == 4, "after a failure the next sync waits twice as long")
            await clock.advance(by: 60)
            try await eventually { await requests() == 5 }
            #expect(seam.credentials.map(\.id) == ["new"], "the failure lost nothing")

            await seam.deactivate(deintegrate: false)
            try await eventually { clock.sleeperCount == 0 }
        }
    }

    @Test func concurrentRefreshesShareOneRequest() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            await harness.api.state.enqueue([.held])
            let first = Task { try await seam.refresh() }
            try await eventually("the first refresh's request is held") { await harness.api.state.heldCount == 1 }
            let second = Task { try await seam.refresh() }
            try await eventually("the second refresh joins") {
                harness.logs.messages.contains { $0.contains("Joining the phone session request in flight") }
            }
            await harness.api.state.releaseHeld()
            let (a, b) = try await (first.value, second.value)
            #expect(a == b)
            #expect(a.count == 3)
            #expect(await harness.api.state.requests.count == 2, "one for activation, one shared by both refreshes")
        }
    }

    @Test func aRefreshRacingDeintegrationCannotRestoreTheWipedCache() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            await harness.api.state.enqueue([.held])
            let refresh = Task { try await seam.refresh() }
            try await eventually("the refresh's request is held") { await harness.api.state.heldCount == 1 }
            await seam.deactivate(deintegrate: true)
            await #expect(throws: SeamError.deactivationInProgress) { try await refresh.value }
            await harness.api.state.releaseHeld()
            try await eventually("the request has ended") { harness.deadlineClock.sleeperCount == 0 }
            await settle()
            #expect(harness.cacheFiles.isEmpty)
            #expect(seam.credentials.isEmpty)
            #expect(!seam.isActive)
        }
    }
}
