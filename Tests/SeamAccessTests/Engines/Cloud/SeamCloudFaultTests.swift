import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Every fault the fake API injects: the right SeamError, the cached list kept, no crash, and
/// never the token in a log.
@Suite(.serialized) struct SeamCloudFaultTests {
    typealias Fault = FakeSeamAPI.Fault

    /// Each fault, and what it is: a server that answered but failed is `serviceUnavailable`;
    /// only a connection that never got an answer is `internetConnectionRequired`.
    static let unrecoverable: [(String, [Fault], SeamFailure)] = [
        ("500 three times", [.status(500), .status(500), .status(500)], .serviceUnavailable),
        ("503 with an empty body three times", [.status(503), .status(503), .status(503)], .serviceUnavailable),
        ("429 three times", [.tooManyRequests(retryAfter: "1"), .tooManyRequests(retryAfter: "1"),
                             .tooManyRequests(retryAfter: "1")], .serviceUnavailable),
        ("malformed JSON", [.malformedJSON], .serviceUnavailable),
        ("truncated JSON", [.truncatedJSON], .serviceUnavailable),
        ("dropped connection", [.droppedConnection], .internetConnectionRequired),
        ("404", [.status(404, body: #"{"error":{"type":"not_found","message":"No route"}}"#)], .serviceUnavailable),
    ]

    @Test(arguments: unrecoverable.map(\.0))
    func aFailedRefreshKeepsTheCachedListAndSaysWhatFailed(_ name: String) async throws {
        let fault = try #require(Self.unrecoverable.first { $0.0 == name })
        let (faults, expected) = (fault.1, fault.2)
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let before = seam.credentials
            let cacheBefore = harness.cachedSessionData()
            #expect(before.count == 3)
            #expect(cacheBefore != nil)

            await harness.api.state.enqueue(faults)
            await #expect { try await seam.refresh() } throws: { SeamFailure($0) == expected }
            #expect(seam.credentials == before, "nothing lost")
            #expect(harness.cachedSessionData() == cacheBefore, "cache untouched")
            #expect(!harness.logs.messages.contains { $0.contains(FakeSeamAPI.token) })
            #expect(try await seam.refresh().count == 3, "recovers once the API does")
        }
    }

    @Test(arguments: unrecoverable.map(\.0))
    func activationWithNothingCachedSaysWhatFailed(_ name: String) async throws {
        let fault = try #require(Self.unrecoverable.first { $0.0 == name })
        try await withCloudHarness { harness in
            await harness.api.state.enqueue(fault.1)
            let seam = try harness.seam(try await harness.configuration())
            await #expect { try await seam.activate() } throws: { SeamFailure($0) == fault.2 }
            #expect(!seam.isActive)
        }
    }

    @Test func transientServerErrorsAreRetriedWithBackoff() async throws {
        try await withCloudHarness { harness in
            await harness.api.state.enqueue([.status(500), .status(503)])
            let clock = ImmediateClock()
            let seam = try harness.seam(try await harness.configuration(), clock: clock)
            try await seam.activate()
            #expect(seam.credentials.count == 3)
            #expect(clock.sleeps == [0.5, 1.0])
            #expect(await harness.api.state.requests.count == 3)
        }
    }

    @Test func retryAfterIsHonoured() async throws {
        try await withCloudHarness { harness in
            await harness.api.state.enqueue([.tooManyRequests(retryAfter: "7")])
            let clock = ImmediateClock()
            let seam = try harness.seam(try await harness.configuration(), clock: clock)
            try await seam.activate()
            #expect(clock.sleeps == [7])
        }
    }

    @Test func aRequestPastItsDeadlineFailsAndIsCancelled() async throws {
        try await withCloudHarness { harness in
            let transport = StalledTransport()
            let seam = try harness.seam(try await harness.configuration(retries: 0, timeout: 5, transport: transport))
            let activation = Task { try await seam.activate() }
            try await harness.deadlineClock.waitForSleepers(1)
            await harness.deadlineClock.advance(by: 4.9)
            #expect(transport.pendingCount == 1, "still waiting before the deadline")
            await harness.deadlineClock.advance(by: 0.1)
            await #expect(throws: SeamError.internetConnectionRequired) { try await activation.value }
            #expect(transport.pendingCount == 0, "the late request is cancelled, not left running")
            #expect(transport.requestCount == 1, "a timeout is not retried")
            #expect(harness.logs.messages.contains { $0.contains("URLError \(URLError.Code.timedOut.rawValue)") })
        }
    }

    @Test func anUnknownOrExpiredTokenIsInvalidAndTheCacheIsNotUsed() async throws {
        try await withCloudHarness { harness in
            let unknown = try harness.seam(try await harness.configuration(), token: "seam_cst_somebody_else")
            await #expect(throws: SeamError.invalidClientSessionToken) { try await unknown.activate() }

            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            await seam.deactivate(deintegrate: false)
            await harness.api.state.expire(FakeSeamAPI.token)
            let again = try harness.seam(try await harness.configuration())
            await #expect(throws: SeamError.invalidClientSessionToken) { try await again.activate() }
            #expect(again.credentials.isEmpty, "a refused token never shows cached keys")
            #expect(harness.logs.messages.contains { $0.contains("client_session_expired") && $0.contains("request1") })
            #expect(!harness.logs.messages.contains { $0.contains(FakeSeamAPI.token) })
        }
    }

    @Test func noServerAtAllIsInternetConnectionRequired() async throws {
        try await withCloudHarness { harness in
            let seam = try await harness.offlineSeam()
            await #expect(throws: SeamError.internetConnectionRequired) { try await seam.activate() }
        }
    }

    @Test func aServerThatFailedIsNotPresentedAsNoInternet() {
        let server = SeamStatusPresentation(failure: .serviceUnavailable, locale: Locale(identifier: "en"))
        let offline = SeamStatusPresentation(failure: .internetConnectionRequired, locale: Locale(identifier: "en"))
        #expect(server.title != offline.title)
        #expect(server.badge != offline.badge)
        #expect(!server.title.localizedCaseInsensitiveContains("internet"))
        #expect(server.action?.kind == .retry, "trying again later can succeed")
        #expect(SeamFailure.serviceUnavailable.isRetryable)
        #expect(SeamServiceUnavailableError().localizedDescription == server.message)
    }
}
