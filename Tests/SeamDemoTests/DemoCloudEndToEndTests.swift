import Foundation
import SeamTestSupport
import Testing

/// `seam-demo` against the fake Seam API on 127.0.0.1. Every run that reaches the fake allows
/// requests the longest timeout, so a slow machine makes a test slower, never wrong.
@Suite(.serialized) struct DemoCloudEndToEndTests {
    /// Runs `body` against a fresh fake API and cache folder; both are gone afterwards.
    func withAPI(_ body: (URL, URL) async throws -> Void) async throws {
        try await withFakeSeamAPI(directoryPrefix: "seam-demo") { api, cache in try await body(try await api.baseURL, cache) }
    }

    @Test func listsTheAccountsKeysAsJSON() async throws {
        try await withAPI { url, cache in
            let result = try await DemoBinary.run(["list", "--json", "--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                                             "--cache-dir", cache.path])
            #expect(result.status == 0, "\(result.stderr)")
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(Set(objects.compactMap { $0["name"] as? String }) == ["Room 101", "Pool Gate", "Guest Room 1205"])
            #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("installation.json").path))
        }
    }

    @Test func theTokenMayComeFromTheEnvironment() async throws {
        try await withAPI { url, cache in
            let result = try await DemoBinary.run(["list", "--api-url", url.absoluteString, "--request-timeout", "300", "--cache-dir", cache.path],
                                            environment: ["SEAM_CLIENT_SESSION_TOKEN": FakeSeamAPI.token, "NO_COLOR": "1"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Room 101"))
        }
    }

    @Test func refusedTokensAndUnreachableServersAreOneLineErrors() async throws {
        try await withAPI { url, cache in
            let refused = try await DemoBinary.run(["list", "--api-url", url.absoluteString, "--request-timeout", "300", "--token", "seam_cst_unknown",
                                              "--cache-dir", cache.path])
            #expect(refused.status == 2)
            #expect(refused.stderr.hasPrefix("error[invalidClientSessionToken]: The Seam API refused the client session token"))

            let malformed = try await DemoBinary.run(["list", "--api-url", url.absoluteString, "--request-timeout", "300", "--token", "not-a-token"])
            #expect(malformed.status == 2)
            #expect(malformed.stderr.hasPrefix("error[invalidClientSessionToken]: That is not a client session token"))

            let down = try await DemoBinary.run(["list", "--api-url", "http://127.0.0.1:9", "--token", FakeSeamAPI.token,
                                           "--cache-dir", cache.path])
            #expect(down.status == 2)
            #expect(down.stderr == "error[internetConnectionRequired]: Could not reach the Seam API at http://127.0.0.1:9, "
                + "and nothing is cached for this session.\n")

            let missingToken = try await DemoBinary.run(["list", "--api-url", url.absoluteString, "--request-timeout", "300"],
                                                  environment: ["SEAM_CLIENT_SESSION_TOKEN": ""])
            #expect(missingToken.status == 64)
        }
    }

    @Test func aCachedSessionListsOfflineAndCloudKeysNeedAnIntegrationToUnlock() async throws {
        try await withAPI { url, cache in
            let online = try await DemoBinary.run(["list", "--json", "--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                                             "--cache-dir", cache.path])
            #expect(online.status == 0)
            let offline = try await DemoBinary.run(["list", "--json", "--api-url", "http://127.0.0.1:9",
                                              "--token", FakeSeamAPI.token, "--cache-dir", cache.path])
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(offline.stdout == online.stdout)
            let unlock = try await DemoBinary.run(["unlock", "11111111-1111-4111-8111-111111111111", "--api-url",
                                             url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                                             "--cache-dir", cache.path])
            #expect(unlock.status == 2)
            #expect(unlock.stderr.hasPrefix("error[integrationNotFound]: No lock integration is installed"))
        }
    }

    @Test func anExpiredSessionReadsDifferentlyFromARefusedOrMalformedToken() async throws {
        let api = try await FakeSeamAPI.start()
        await api.state.expire(FakeSeamAPI.token)
        let url = try await api.baseURL
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        let expired = try await DemoBinary.run(["list", "--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                                          "--cache-dir", cache.path])
        await api.stop()
        try? FileManager.default.removeItem(at: cache)
        #expect(expired.status == 2)
        #expect(expired.stderr == "error[invalidClientSessionToken]: The client session token has expired "
            + "(the Seam API answered 401). Ask your backend for a new one.\n")
        #expect(!expired.stderr.contains(FakeSeamAPI.token))
    }

    @Test func theDefaultCacheFolderFollowsHOMEAndXDG() async throws {
        try await withAPI { url, folder in
            let home = folder.appendingPathComponent("home")
            let viaHome = try await DemoBinary.run(["list", "--api-url", url.absoluteString, "--request-timeout", "300"],
                                             environment: ["SEAM_CLIENT_SESSION_TOKEN": FakeSeamAPI.token,
                                                           "HOME": home.path, "XDG_CACHE_HOME": ""])
            #expect(viaHome.status == 0, "\(viaHome.stderr)")
            #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".cache/seam-access/installation.json").path))
            let xdg = folder.appendingPathComponent("xdg")
            let viaXDG = try await DemoBinary.run(["list", "--api-url", url.absoluteString, "--request-timeout", "300"],
                                            environment: ["SEAM_CLIENT_SESSION_TOKEN": FakeSeamAPI.token,
                                                          "HOME": home.path, "XDG_CACHE_HOME": xdg.path])
            #expect(viaXDG.status == 0, "\(viaXDG.stderr)")
            #expect(FileManager.default.fileExists(atPath: xdg.appendingPathComponent("seam-access/installation.json").path))
        }
    }

    @Test func anUnusableCacheFolderIsOneWarningAndTheRunGoesOn() async throws {
        try await withAPI { url, folder in
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: file)
            let result = try await DemoBinary.run(["list", "--json", "--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                                             "--cache-dir", file.path])
            #expect(result.status == 0)
            #expect(result.stderr == "warning: cannot use the cache folder \(file.path): it is a file, not a folder; "
                + "running without an offline cache.\n")
            #expect(result.stdout.contains("Room 101"))
        }
    }

    @Test func aCorruptSessionFileIsDiscardedWithAVisibleWarning() async throws {
        try await withAPI { url, cache in
            let online = try await DemoBinary.run(["list", "--json", "--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                                             "--cache-dir", cache.path])
            #expect(online.status == 0)
            let session = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.path)
                .first { $0.hasPrefix("session-") })
            try Data("{ not json".utf8).write(to: cache.appendingPathComponent(session))
            let offline = try await DemoBinary.run(["list", "--api-url", "http://127.0.0.1:9", "--token", FakeSeamAPI.token,
                                              "--cache-dir", cache.path])
            #expect(offline.status == 2)
            let lines = offline.stderr.split(separator: "\n")
            #expect(lines.count == 2, "\(offline.stderr)")
            #expect(lines.first?.hasPrefix("warning: the offline cache had an unreadable file and it was discarded (\(session)") == true)
            #expect(lines.last?.hasPrefix("error[internetConnectionRequired]: ") == true)
        }
    }

    @Test func keysFromTheCacheSayTheyAreFromTheCache() async throws {
        try await withAPI { url, cache in
            _ = try await DemoBinary.run(["list", "--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token, "--cache-dir", cache.path])
            let offline = try await DemoBinary.run(["list", "--api-url", "http://127.0.0.1:9", "--token", FakeSeamAPI.token,
                                              "--cache-dir", cache.path])
            #expect(offline.status == 0)
            #expect(offline.stderr.hasPrefix("warning: the Seam API could not be reached; showing the keys cached on "))
        }
    }

    @Test func aReplyThatIsNotJSONIsAFailedServerNotNoInternet() async throws {
        let api = try await FakeSeamAPI.start()
        await api.state.enqueue([.malformedJSON])
        let url = try await api.baseURL
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        let result = try await DemoBinary.run(["list", "--api-url", url.absoluteString, "--request-timeout", "300",
                                               "--token", FakeSeamAPI.token, "--cache-dir", cache.path])
        await api.stop()
        try? FileManager.default.removeItem(at: cache)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error[serviceUnavailable]: The Seam API at \(url.absoluteString) answered "
            + "but could not serve the request"), "\(result.stderr)")
        #expect(result.stderr.contains("Its last answer: malformed response"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!result.stderr.contains("Could not reach"))
    }

    @Test func listJSONHasEachKeysStartAndAKeyBeforeItsStartIsRefusedSayingWhen() async throws {
        let fixture = String(decoding: try FakeSeamAPI.fixture(), as: UTF8.self)
        let payload = fixture.replacingOccurrences(of: #""starts_at": "2025-06-16T15:00:00.000Z""#,
                                                   with: #""starts_at": "2098-06-16T15:00:00.000Z""#)
        #expect(payload != fixture)
        let api = try await FakeSeamAPI.start(payload: Data(payload.utf8))
        let url = try await api.baseURL
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        let common = ["--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                      "--cache-dir", cache.path, "--locale", "en"]
        let list = try await DemoBinary.run(["list", "--json"] + common)
        let unlock = try await DemoBinary.run(["unlock", "11111111-1111-4111-8111-111111111111"] + common)
        await api.stop()
        try? FileManager.default.removeItem(at: cache)
        #expect(list.status == 0, "\(list.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let starts = Dictionary(uniqueKeysWithValues: objects.compactMap { object in
            (object["name"] as? String).map { ($0, object["startsAt"] as? String) }
        })
        #expect(starts == ["Room 101": "2098-06-16T15:00:00Z", "Pool Gate": "2024-03-01T09:00:00Z",
                           "Guest Room 1205": "2025-06-20T15:00:00Z"])
        #expect(objects.last?["name"] as? String == "Room 101", "a key before its start comes after the others")
        #expect(unlock.status == 2)
        #expect(unlock.stderr.hasPrefix("error[credentialErrors.awaitingLocalCredential]: This key isn’t valid yet — "
            + "Valid from "), "\(unlock.stderr)")
        #expect(unlock.stderr.contains("2098"))
    }

    @Test func anExpiredSessionIsRenewedByTheTokenCommandAndItsTokenIsNeverPrinted() async throws {
        let fresh = "seam_cst_fresh_from_the_helper_9Xq"
        let api = try await FakeSeamAPI.start()
        await api.state.expire(FakeSeamAPI.token)
        await api.state.accept(fresh)
        let url = try await api.baseURL
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        let common = ["--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                      "--cache-dir", cache.path]
        let renewed = try await DemoBinary.run(["list", "--json", "--token-command", "echo '  \(fresh)  '"] + common)
        let failing = try await DemoBinary.run(["list", "--token-command", "echo helper is down >&2; exit 3"] + common)
        let requests = await api.state.requests.map { $0.headers["client-session-token"] ?? "" }
        await api.stop()
        try? FileManager.default.removeItem(at: cache)

        #expect(renewed.status == 0, "\(renewed.stderr)")
        #expect(renewed.stdout.contains("Room 101"))
        #expect(requests.prefix(2) == [FakeSeamAPI.token, fresh], "401, then the fresh token")
        #expect(!renewed.stdout.contains(fresh) && !renewed.stderr.contains(fresh))

        #expect(failing.status == 2)
        #expect(failing.stderr == "helper is down\nwarning: the session expired and no fresh token came: "
            + "--token-command ended with status 3.\nerror[invalidClientSessionToken]: The client session token "
            + "has expired (the Seam API answered 401). Ask your backend for a new one.\n", "\(failing.stderr)")
    }

    @Test func theTokenCommandIsForTheCloudOnly() async throws {
        let sandbox = try await DemoBinary.run(["list", "--token-command", "echo x"], environment: ["SEAM_CLIENT_SESSION_TOKEN": ""])
        #expect(sandbox.status == 64)
        #expect(sandbox.stderr.hasPrefix("error[usage]: --token-command only applies to the Seam cloud engine"))
        let empty = try await DemoBinary.run(["list", "--token", FakeSeamAPI.token, "--token-command", " "])
        #expect(empty.status == 64)
        #expect(empty.stderr.hasPrefix("error[usage]: --token-command is empty"))
    }
}
