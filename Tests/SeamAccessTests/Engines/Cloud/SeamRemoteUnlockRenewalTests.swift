import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An unlock whose request met an expired token waits for the app's token provider; when the
/// attempt ends first (timed out, cancelled), the unlock request is never sent afterwards.
@Suite(.serialized) struct SeamRemoteUnlockRenewalTests {
    static let lockId = "d0000002-2222-4222-8222-222222222222"
    static let fresh = "seam_cst_fresh_after_unlock_Q7m"

    /// A token provider that answers only once the test opens it.
    actor Gate {
        private var waiters: [CheckedContinuation<Void, Never>] = []
        private var isOpen = false
        private(set) var calls = 0

        func wait() async {
            calls += 1
            if isOpen { return }
            await withCheckedContinuation { waiters.append($0) }
        }

        func open() {
            isOpen = true
            waiters.forEach { $0.resume() }
            waiters = []
        }
    }

    /// An app's own transport that, like many, does not stop a request its caller cancelled.
    struct CancellationIgnoringTransport: SeamHTTPTransport {
        let inner = SeamURLSessionTransport()

        func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            try await Task.detached { [inner] in try await inner.send(request) }.value
        }
    }

    @Test func anUnlockThatTimedOutWhileItsTokenWasRenewedIsNeverSentAfterwards() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let gate = Gate()
            await harness.api.locks.setDevices([FakeSeamLocks.device(id: Self.lockId, name: "Side Door")])
            await harness.api.locks.script(Self.lockId, .succeed())
            var configuration = try await harness.configuration(retries: 0, transport: CancellationIgnoringTransport())
            configuration.tokenProvider = SeamCloudConfiguration.TokenProvider {
                await gate.wait()
                return Self.fresh
            }
            let seam = try harness.seam(configuration, clock: clock)
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)
            await harness.api.state.accept(Self.fresh)

            let events = EventRecorder(try seam.unlock(using: Self.lockId, timeout: 5))
            try await eventually("the unlock request met the expired token") { await gate.calls == 1 }
            #expect(await harness.api.locks.calls(on: .unlockDoor).count == 1, "the one request, refused with 401")
            await clock.advance(by: 5)
            try await events.waitForFinish()
            #expect(events.values == [.launched, .timedOut])

            await gate.open()
            try await eventually("the renewal finished") { harness.tokenStore.load()?.rawValue == Self.fresh }
            // A whole round trip with the fresh token: an unlock request resumed by the
            // renewal would have been sent before this one is answered.
            _ = try await seam.refresh()
            #expect(await harness.api.locks.calls(on: .unlockDoor).count == 1,
                    "the owner was told it timed out: the door must not open now")
            await seam.deactivate()
        }
    }
}
