import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Signing out leaves no token and none of the user's keys behind, caches of earlier sessions
/// do not pile up, and the files the engine writes are its owner's only.
@Suite(.serialized) struct SeamCloudSignOutTests {
    @Test func aPlainSignOutDeletesTheKeptToken() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(harness.tokenStore.load()?.rawValue == FakeSeamAPI.token, "kept while the session is active")
            await seam.deactivate(deintegrate: false)
            #expect(harness.tokenStore.load() == nil)
        }
    }

    /// Issue 29, item 2: the offline cache (codes, card numbers, verification links) stayed on
    /// disk after a sign-out until a later online fetch, or forever.
    @Test func aPlainSignOutDeletesTheCachedKeysAndKeepsOnlyTheInstallationId() async throws {
        let payload = phoneSession(credentials: [
            credentialJSON(id: "door", name: "Door", extra: #""code": "482913", "card_number": "4000123412341234""#),
        ])
        try await withCloudHarness(payload: payload) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let cached = try #require(harness.cachedSessionData())
            #expect(String(decoding: cached, as: UTF8.self).contains("482913"), "the cache holds the code while signed in")

            await seam.deactivate(deintegrate: false)
            #expect(harness.cacheFiles == ["installation.json"])
            let offline = try await harness.offlineSeam()
            await #expect(throws: SeamError.internetConnectionRequired, "no keys to start from") {
                try await offline.activate()
            }

            try seam.initialize(clientSessionToken: FakeSeamAPI.token)
            try await seam.activate()
            let bodies = try await harness.api.state.requests.map {
                try #require(try JSONSerialization.jsonObject(with: $0.body) as? [String: Any])
            }
            let installations = Set(bodies.compactMap { $0["custom_sdk_installation_id"] as? String })
            #expect(installations.count == 1, "the next sign-in continues this installation")
            await seam.deactivate(deintegrate: true)
        }
    }

    /// Security review of issue 29: an app that signs out before initializing in this launch
    /// (its own login expired, or Seam is set up only on one tab) left the cache on disk.
    @Test func aSignOutBeforeInitializingDeletesWhatAnEarlierSessionLeft() async throws {
        let payload = phoneSession(credentials: [
            credentialJSON(id: "door", name: "Door", extra: #""code": "482913""#),
        ])
        try await withCloudHarness(payload: payload) { harness in
            let configuration = try await harness.configuration()
            let earlier = try harness.seam(configuration)
            try await earlier.activate()
            #expect(harness.cachedSessionData() != nil)

            // The next launch: a new Seam, never initialized, signs out.
            let relaunched = Seam(backend: .cloud(configuration), clock: ImmediateClock())
            await relaunched.deactivate()
            #expect(harness.cacheFiles == ["installation.json"])
            await relaunched.deactivate(deintegrate: true)
            #expect(harness.cacheFiles.isEmpty)
        }
    }

    /// Security review of #29 (L1): the app initialized with its own cache folder, and a later
    /// launch signs out before initializing, on an instance whose default backend is another.
    @Test func aSignOutBeforeInitializingCleansTheBackendTheAppNames() async throws {
        let payload = phoneSession(credentials: [
            credentialJSON(id: "door", name: "Door", extra: #""code": "482913""#),
        ])
        try await withCloudHarness(payload: payload) { harness in
            let configuration = try await harness.configuration()
            let earlier = Seam(backend: .sandbox(), clock: ImmediateClock())
            try earlier.initialize(clientSessionToken: FakeSeamAPI.token, backend: .cloud(configuration))
            try await earlier.activate()
            #expect(harness.cachedSessionData() != nil)

            let relaunched = Seam(backend: .sandbox(), clock: ImmediateClock())
            await relaunched.deactivate()
            #expect(harness.cachedSessionData() != nil, "the default backend knows nothing of the app's folder")
            await relaunched.deactivate(backend: .cloud(configuration))
            #expect(harness.cacheFiles == ["installation.json"])
        }
    }

    @Test func aNewSessionsCacheReplacesTheCachesOfEarlierTokens() async throws {
        let other = "seam_cst_another_user_9Xk2"
        try await withCloudHarness { harness in
            await harness.api.state.accept(other)
            try await harness.primeCache()
            let second = try harness.seam(try await harness.configuration(), token: other)
            try await second.activate()
            #expect(harness.cacheFiles.filter { $0.hasPrefix("session-") }.count == 1)
            let stranger = try await harness.offlineSeam()
            await #expect(throws: SeamError.internetConnectionRequired, "the first token's keys are gone") {
                try await stranger.activate()
            }
        }
    }

    @Test func aFolderTheEngineCreatesIsPrivateAndEveryFileOwnerOnly() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            func mode(_ path: String) throws -> Int {
                try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
            }
            #expect(try mode(harness.cacheDirectory.path) == 0o700)
            #expect(harness.cacheFiles.count == 2)
            for file in harness.cacheFiles {
                #expect(try mode(harness.cacheDirectory.appendingPathComponent(file).path) == 0o600, "\(file)")
            }
            await seam.deactivate(deintegrate: true)
        }
    }

    @Test func aTokenRenewedAfterSignOutIsNotKept() async throws {
        try await withCloudHarness { harness in
            let backend = TestClock()
            var configuration = try await harness.configuration()
            configuration.tokenProvider = SeamCloudConfiguration.TokenProvider {
                try? await backend.sleep(for: 5)  // the app's backend is slow
                return "seam_cst_fresh_after_sign_out_1"
            }
            let seam = try harness.seam(configuration)
            try await seam.activate()
            await harness.api.state.expire(FakeSeamAPI.token)
            let refresh = Task { try await seam.refresh() }
            try await backend.waitForSleepers(1)
            await seam.deactivate(deintegrate: false)
            await backend.advance(by: 5)
            _ = try? await refresh.value
            await settle()
            #expect(harness.tokenStore.load() == nil, "the signed-out user's fresh token is not left in the store")
        }
    }
}
