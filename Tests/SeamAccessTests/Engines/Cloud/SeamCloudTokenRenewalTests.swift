import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An expired client session (401) is renewed through the app's token provider: once per
/// expiry, the requests retried with the fresh token; a provider that fails or hands back the
/// expired token ends the session as before. No token is ever logged or put in an error.
@Suite(.serialized) struct SeamCloudTokenRenewalTests {
    static let fresh = "seam_cst_fresh_2WQpK7bXhLm9"
    static let fresher = "seam_cst_fresher_Zt4Rv8sN1c"

    /// A provider that hands out `tokens` in turn (the last one again when they run out),
    /// counting its calls.
    final class Provider: Sendable {
        private let state: LockedCounter
        let provider: SeamCloudConfiguration.TokenProvider

        init(_ tokens: [String], failing: Bool = false) {
            let state = LockedCounter()
            self.state = state
            provider = SeamCloudConfiguration.TokenProvider {
                let call = state.increment()
                if failing { throw URLError(.cannotConnectToHost) }
                return tokens[min(call, tokens.count) - 1]
            }
        }

        var calls: Int { state.value }
    }

    final class LockedCounter: @unchecked Sendable {
        // Safe to share: `count` is only read or written while `lock` is held.
        private let lock = NSLock()
        private var count = 0
        func increment() -> Int { lock.withLock { count += 1; return count } }
        var value: Int { lock.withLock { count } }
    }

    func seam(_ harness: CloudHarness, provider: Provider?) async throws -> Seam {
        var configuration = try await harness.configuration()
        configuration.tokenProvider = provider?.provider
        return try harness.seam(configuration)
    }

    func tokensSent(_ harness: CloudHarness) async -> [String] {
        await harness.api.state.requests.map { $0.headers["client-session-token"] ?? "" }
    }

    @Test func concurrentCallsThatHitTheExpiryAskTheProviderOnceAndAreRetriedWithTheFreshToken() async throws {
        try await withCloudHarness { harness in
            let provider = Provider([Self.fresh])
            let seam = try await seam(harness, provider: provider)
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)
            await harness.api.state.accept(Self.fresh)

            let results = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<5 { group.addTask { try await seam.refresh().count } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results == [3, 3, 3, 3, 3])
            #expect(provider.calls == 1)
            #expect(await tokensSent(harness) == [FakeSeamAPI.token, FakeSeamAPI.token, Self.fresh])
            #expect(harness.tokenStore.load()?.rawValue == Self.fresh, "kept where the token is kept")

            try await seam.refresh()
            #expect(provider.calls == 1, "a renewed session does not ask again")
            #expect(await tokensSent(harness).last == Self.fresh)
            #expect(!harness.logs.messages.contains { $0.contains(FakeSeamAPI.token) || $0.contains(Self.fresh) })
        }
    }

    @Test func everyExpiryAsksOnce() async throws {
        try await withCloudHarness { harness in
            let provider = Provider([Self.fresh, Self.fresher])
            let seam = try await seam(harness, provider: provider)
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)
            await harness.api.state.accept(Self.fresh)
            try await seam.refresh()
            await harness.api.state.expire(Self.fresh)
            await harness.api.state.accept(Self.fresher)
            try await seam.refresh()
            #expect(provider.calls == 2)
            #expect(await tokensSent(harness).last == Self.fresher)
        }
    }

    @Test(arguments: ["fails", "same token", "not a token"])
    func aProviderThatCannotRenewEndsTheSessionAsWithoutOne(_ kind: String) async throws {
        try await withCloudHarness { harness in
            let provider = switch kind {
            case "fails": Provider([], failing: true)
            case "same token": Provider([FakeSeamAPI.token])
            default: Provider(["not a token"])
            }
            let seam = try await seam(harness, provider: provider)
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)
            await #expect(throws: SeamError.invalidClientSessionToken) { try await seam.refresh() }
            #expect(provider.calls == 1)
            #expect(!seam.isActive, "the session has ended: its keys stop")
            #expect(seam.credentials.isEmpty)
            await #expect(throws: SeamError.initializationRequired) { try await seam.refresh() }
            #expect(!harness.logs.messages.contains { $0.contains(FakeSeamAPI.token) })
        }
    }

    @Test func withoutAProviderA401EndsTheSessionAsBefore() async throws {
        try await withCloudHarness { harness in
            let seam = try await seam(harness, provider: nil)
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)
            await harness.api.state.accept(Self.fresh)
            await #expect(throws: SeamError.invalidClientSessionToken) { try await seam.refresh() }
            #expect(await tokensSent(harness) == [FakeSeamAPI.token, FakeSeamAPI.token])
        }
    }

    @Test func theOfflineCacheFollowsTheRenewedToken() async throws {
        try await withCloudHarness { harness in
            let seam = try await seam(harness, provider: Provider([Self.fresh]))
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)
            await harness.api.state.accept(Self.fresh)
            let keys = try await seam.refresh()
            // The app quits without signing out (a sign-out would delete the cache).
            #expect(harness.cacheFiles.filter { $0.hasPrefix("session-") }.count == 1, "the expired token's copy is gone")
            let raw = String(decoding: harness.cachedSessionData() ?? Data(), as: UTF8.self)
            #expect(!raw.contains(Self.fresh) && !raw.contains(FakeSeamAPI.token), "no token in the cache")

            let offline = try await harness.offlineSeam(token: Self.fresh)
            try await offline.activate()
            #expect(offline.credentials == keys, "the next launch, with the fresh token, starts from the cache")
            await offline.deactivate(deintegrate: true)
        }
    }

    @Test func aProviderThatNeverAnswersEndsTheSessionAfterTheRequestTimeout() async throws {
        try await withCloudHarness { harness in
            let backend = TestClock()
            let calls = LockedCounter()
            var configuration = try await harness.configuration()
            configuration.tokenProvider = SeamCloudConfiguration.TokenProvider {
                _ = calls.increment()
                try await backend.sleep(for: 86_400)  // the app's backend hangs
                return Self.fresh
            }
            let seam = try harness.seam(configuration)
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)
            let refresh = Task { try await seam.refresh() }
            try await eventually("the provider is asked") { calls.value == 1 }
            try await harness.deadlineClock.waitForSleepers(1)
            await harness.deadlineClock.advance(by: 119)
            #expect(backend.sleeperCount == 1, "still waiting before the timeout")
            await harness.deadlineClock.advance(by: 1)
            await #expect(throws: SeamError.invalidClientSessionToken) { try await refresh.value }
            try await eventually("the provider is cancelled") { backend.sleeperCount == 0 }
        }
    }

    @Test func aRenewalThatEndsAfterSignOutStoresNoToken() async throws {
        try await withCloudHarness { harness in
            let backend = TestClock()
            var configuration = try await harness.configuration()
            configuration.tokenProvider = SeamCloudConfiguration.TokenProvider {
                // The app's backend answers late, and ignores cancellation.
                try? await backend.sleep(for: 10)
                return Self.fresh
            }
            let seam = try harness.seam(configuration)
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)
            await harness.api.state.accept(Self.fresh)
            let refresh = Task { try await seam.refresh() }
            try await backend.waitForSleepers(1)
            await seam.deactivate(deintegrate: true)
            #expect(harness.tokenStore.load() == nil)
            await backend.advance(by: 10)
            await #expect(throws: (any Error).self) { try await refresh.value }
            #expect(harness.tokenStore.load() == nil, "signed out: the late token is not kept")
            #expect(!harness.cacheFiles.contains { $0.hasPrefix("session-") })
        }
    }
}
