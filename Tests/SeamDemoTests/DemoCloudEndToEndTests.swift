import Foundation
import SeamTestSupport
import Testing

/// `seam-demo` against the fake Seam API on 127.0.0.1.
@Suite(.serialized) struct DemoCloudEndToEndTests {
    /// Runs `body` against a fresh fake API and cache folder; both are gone afterwards.
    func withAPI(_ body: (URL, URL) async throws -> Void) async throws {
        let api = try await FakeSeamAPI.start()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        do {
            try await body(try await api.baseURL, cache)
        } catch {
            await api.stop()
            try? FileManager.default.removeItem(at: cache)
            throw error
        }
        await api.stop()
        try? FileManager.default.removeItem(at: cache)
    }

    @Test func listsTheAccountsKeysAsJSON() async throws {
        try await withAPI { url, cache in
            let result = try DemoBinary.run(["list", "--json", "--api-url", url.absoluteString, "--token", FakeSeamAPI.token,
                                             "--cache-dir", cache.path])
            #expect(result.status == 0, "\(result.stderr)")
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(Set(objects.compactMap { $0["name"] as? String }) == ["Room 101", "Pool Gate", "Guest Room 1205"])
            #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("installation.json").path))
        }
    }

    @Test func theTokenMayComeFromTheEnvironment() async throws {
        try await withAPI { url, cache in
            let result = try DemoBinary.run(["list", "--api-url", url.absoluteString, "--cache-dir", cache.path],
                                            environment: ["SEAM_CLIENT_SESSION_TOKEN": FakeSeamAPI.token, "NO_COLOR": "1"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Room 101"))
        }
    }

    @Test func refusedTokensAndUnreachableServersAreOneLineErrors() async throws {
        try await withAPI { url, cache in
            let refused = try DemoBinary.run(["list", "--api-url", url.absoluteString, "--token", "seam_cst_unknown",
                                              "--cache-dir", cache.path])
            #expect(refused.status == 2)
            #expect(refused.stderr == "error: invalidClientSessionToken\n")

            let malformed = try DemoBinary.run(["list", "--api-url", url.absoluteString, "--token", "not-a-token"])
            #expect(malformed.status == 2)
            #expect(malformed.stderr == "error: invalidClientSessionToken\n")

            let down = try DemoBinary.run(["list", "--api-url", "http://127.0.0.1:9", "--token", FakeSeamAPI.token,
                                           "--cache-dir", cache.path])
            #expect(down.status == 2)
            #expect(down.stderr == "error: internetConnectionRequired\n")

            let missingToken = try DemoBinary.run(["list", "--api-url", url.absoluteString],
                                                  environment: ["SEAM_CLIENT_SESSION_TOKEN": ""])
            #expect(missingToken.status == 64)
        }
    }

    @Test func aCachedSessionListsOfflineAndCloudKeysNeedAnIntegrationToUnlock() async throws {
        try await withAPI { url, cache in
            let online = try DemoBinary.run(["list", "--json", "--api-url", url.absoluteString, "--token", FakeSeamAPI.token,
                                             "--cache-dir", cache.path])
            #expect(online.status == 0)
            let offline = try DemoBinary.run(["list", "--json", "--api-url", "http://127.0.0.1:9",
                                              "--token", FakeSeamAPI.token, "--cache-dir", cache.path])
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(offline.stdout == online.stdout)
            let unlock = try DemoBinary.run(["unlock", "11111111-1111-4111-8111-111111111111", "--api-url",
                                             url.absoluteString, "--token", FakeSeamAPI.token, "--cache-dir", cache.path])
            #expect(unlock.status == 2)
            #expect(unlock.stderr == "error: integrationNotFound\n")
        }
    }
}
