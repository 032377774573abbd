import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// `recentActivity()`: the session's lock events from `/events/list`, `since` always sent,
/// paged, newest first.
@Suite(.serialized) struct SeamLockActivityTests {
    static let front = "d0000001-1111-4111-8111-111111111111"

    func activeSeam(_ harness: CloudHarness, clock: TestClock) async throws -> Seam {
        await harness.api.locks.setDevices([FakeSeamLocks.device(id: Self.front, name: "Front Door")])
        await harness.api.locks.useClock(clock)
        let seam = try harness.seam(try await harness.configuration(), clock: clock)
        try await seam.activate()
        return seam
    }

    @Test func theSessionsLockEventsComeNewestFirstWithTimeAndMethod() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await activeSeam(harness, clock: clock)
            let now = clock.now
            let locks = harness.api.locks
            await locks.recordEvent(type: "lock.unlocked", deviceId: Self.front, method: "keycode", occurredAt: now.addingTimeInterval(-3600))
            await locks.recordEvent(type: "lock.locked", deviceId: Self.front, method: "manual", occurredAt: now.addingTimeInterval(-60))
            await locks.recordEvent(type: "lock.access_denied", deviceId: Self.front, occurredAt: now.addingTimeInterval(-600))
            await locks.recordEvent(type: "device.low_battery", deviceId: Self.front, occurredAt: now.addingTimeInterval(-30))
            await locks.recordEvent(type: "lock.unlocked", deviceId: Self.front, method: "remote", occurredAt: now.addingTimeInterval(-8 * 86_400))

            let activity = try await seam.recentActivity()
            #expect(activity.map(\.kind) == [.locked, .accessDenied, .unlocked], "other events and older than 7 days are left out")
            #expect(activity.map(\.method) == ["manual", nil, "keycode"])
            #expect(activity.allSatisfy { $0.keyId == Self.front })
            #expect(abs(activity[0].occurredAt.timeIntervalSince(now.addingTimeInterval(-60))) < 0.001)

            let call = try #require(await locks.calls(on: .events).first)
            let since = try #require(call.parameters["since"])
            #expect(since.hasSuffix("Z"), "since is sent as ISO 8601")
            #expect(call.parameters["event_types"] == "lock.unlocked,lock.locked,lock.access_denied")

            #expect(try await seam.recentActivity(within: 120).map(\.kind) == [.locked])
        }
    }

    @Test func oneLocksActivityIsFilteredByTheServerSoABusyDoorCannotPushItOut() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let busy = "d0000009-9999-4999-8999-999999999999"
            let seam = try await activeSeam(harness, clock: clock)
            let locks = harness.api.locks
            await locks.recordEvent(type: "lock.locked", deviceId: Self.front, method: "manual",
                                    occurredAt: clock.now.addingTimeInterval(-3600))
            // A shared door busier than the session's 500 newest events.
            for index in 0..<510 {
                await locks.recordEvent(type: "lock.unlocked", deviceId: busy, method: "card",
                                        occurredAt: clock.now.addingTimeInterval(-Double(index + 1)))
            }
            let whole = try await seam.recentActivity()
            #expect(whole.count == 500 && !whole.contains { $0.keyId == Self.front },
                    "the session's newest 500 hold none of the front door's")
            let mine = try await seam.recentActivity(of: Self.front)
            #expect(mine.map(\.kind) == [.locked])
            let call = try #require(await locks.calls(on: .events).last)
            #expect(call.parameters["device_id"] == Self.front, "the server is asked for the one lock")
        }
    }

    @Test func eventsArePagedUntilAPageComesBackShort() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await activeSeam(harness, clock: clock)
            for index in 0..<150 {
                await harness.api.locks.recordEvent(type: "lock.unlocked", deviceId: Self.front, method: "remote",
                                                    occurredAt: clock.now.addingTimeInterval(-Double(index + 1)))
            }
            let activity = try await seam.recentActivity()
            #expect(activity.count == 150)
            #expect(Set(activity.map(\.id)).count == 150)
            let calls = await harness.api.locks.calls(on: .events)
            #expect(calls.map { $0.parameters["unstable_offset"] } == [nil, "100"])
            #expect(calls.allSatisfy { $0.parameters["since"] != nil })
        }
    }

    @Test func theFakeRefusesAListWithoutSinceOrBetween() async throws {
        try await withCloudHarness { harness in
            let url = try await harness.api.baseURL.appendingPathComponent("events/list")
            var request = URLRequest(url: url)
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.setValue(FakeSeamAPI.token, forHTTPHeaderField: "client-session-token")
            request.setValue("Bearer \(FakeSeamAPI.token)", forHTTPHeaderField: "Authorization")
            request.httpBody = Data(#"{"event_types":["lock.unlocked"]}"#.utf8)
            let (_, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 400)
        }
    }

    /// Security reading of #31, L6: a number too large for an Int in the request's `limit` or
    /// `unstable_offset` trapped and killed the fake server.
    @Test func theFakeSurvivesHugeNumbersInAListRequest() async throws {
        try await withCloudHarness { harness in
            let url = try await harness.api.baseURL.appendingPathComponent("events/list")
            for body in [#"{"since":"2026-01-01T00:00:00Z","limit":1e300,"unstable_offset":1e300}"#,
                         #"{"since":"2026-01-01T00:00:00Z","limit":-1e300,"unstable_offset":"1e400"}"#] {
                var request = URLRequest(url: url)
                request.httpMethod = "POST"
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                request.setValue(FakeSeamAPI.token, forHTTPHeaderField: "client-session-token")
                request.setValue("Bearer \(FakeSeamAPI.token)", forHTTPHeaderField: "Authorization")
                request.httpBody = Data(body.utf8)
                let (_, response) = try await URLSession.shared.data(for: request)
                #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(body)")
            }
        }
    }

    @Test func aRefusedListIsAnErrorAndAForbiddenOneIsUnavailableNotNone() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await activeSeam(harness, clock: clock)
            await harness.api.locks.enqueue([.status(403)], on: .events)
            await #expect(throws: SeamActivityUnavailableError(status: 403)) { try await seam.recentActivity() }
            await harness.api.locks.enqueue([.status(404)], on: .events)
            await #expect(throws: SeamActivityUnavailableError(status: 404)) { try await seam.recentActivity(of: Self.front) }
            #expect(seam.isActive, "a 403 on events does not end the session")
            await harness.api.locks.enqueue([.status(400, body: #"{"error":{"type":"invalid_input","message":"no"}}"#)], on: .events)
            await #expect(throws: (any Error).self) { try await seam.recentActivity() }
            await seam.deactivate()
            await #expect(throws: SeamError.initializationRequired) { try await seam.recentActivity() }
        }
    }

    @Test func aRemoteUnlockLeavesAnEventNamingItsAttempt() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await activeSeam(harness, clock: clock)
            let events = EventRecorder(try seam.unlock(using: Self.front))
            try await eventually("granted") {
                if events.isFinished { return true }
                if clock.sleeperCount >= 2 { await clock.advance(by: 0.25) }
                return false
            }
            #expect(events.values == [.launched, .grantedAccess])
            await clock.advance(by: 1)
            let activity = try await seam.recentActivity()
            #expect(activity.map(\.kind) == [.unlocked])
            #expect(activity.first?.method == "remote")
            let attempt = try #require(await harness.api.locks.calls(on: .actionAttempt).first?.parameters["action_attempt_id"])
            #expect(activity.first?.actionAttemptId == attempt)
        }
    }
}
