import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// `seam-demo sign-out` signs the demo's session out as an app does (issue 29, item 2): the
/// session's offline keys and favourites leave the cache folder, the installation id stays
/// unless `--deintegrate`, and the report says which, never naming a key, code or token.
@Suite(.serialized) struct DemoSignOutTests {
    static let code = "482913"
    static let payload = phoneSession(credentials: [
        credentialJSON(id: "front", name: "Front Door", extra: #""code": "482913", "card_number": "4000123412341234""#),
        credentialJSON(id: "pool", name: "Pool Gate"),
    ])

    /// Runs `body` with the fake API's address, a fresh cache folder, and the options every
    /// command takes to reach them; the folder is filled by one online `list` first.
    func withSignedInCache(_ body: (_ url: URL, _ cache: URL, _ options: [String]) async throws -> Void) async throws {
        try await withSignedInDemoCache(payload: Self.payload, directoryPrefix: "seam-demo-sign-out", body)
    }

    func files(_ cache: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).sorted()
    }

    @Test func signingOutDeletesTheOfflineKeysAndFavouritesAndKeepsTheInstallationId() async throws {
        try await withSignedInCache { _, cache, options in
            SeamFileFavouritesStorage(url: cache.appendingPathComponent("favourites.json")).save(["front"])
            let session = try #require(files(cache).first { $0.hasPrefix("session-") })
            let cached = try String(contentsOf: cache.appendingPathComponent(session), encoding: .utf8)
            #expect(cached.contains(Self.code), "the cache holds the door code while signed in")

            let signOut = try await DemoBinary.run(["sign-out"] + options)
            #expect(signOut.status == 0, "\(signOut.stderr)")
            #expect(signOut.stdout == """
                Signed out.
                Removed from \(cache.path):
                  - the offline cache: 2 keys, with their door codes, card numbers and verification links
                  - 1 favourite
                Kept: the installation id, so the next sign-in continues this installation (--deintegrate removes it).

                """)
            #expect(files(cache) == ["installation.json"])
            for text in [signOut.stdout, signOut.stderr] {
                #expect(!text.contains(FakeSeamAPI.token) && !text.contains(Self.code))
            }

            let offline = try await DemoBinary.run(["list", "--api-url", "http://127.0.0.1:9", "--token", FakeSeamAPI.token,
                                                    "--cache-dir", cache.path])
            #expect(offline.status == 2, "no keys are left to list offline")
            #expect(offline.stderr.hasPrefix("error[internetConnectionRequired]: "))
        }
    }

    @Test func deintegratingAlsoDeletesTheInstallationId() async throws {
        try await withSignedInCache { _, cache, options in
            let signOut = try await DemoBinary.run(["sign-out", "--deintegrate"] + options)
            #expect(signOut.status == 0, "\(signOut.stderr)")
            #expect(signOut.stdout == """
                Signed out and deintegrated.
                Removed from \(cache.path):
                  - the offline cache: 2 keys, with their door codes, card numbers and verification links
                  - the installation id

                """)
            #expect(files(cache).isEmpty)
        }
    }

    @Test func signingOutNeedsNoNetworkAndASecondSignOutFindsNothing() async throws {
        try await withSignedInCache { _, cache, _ in
            let offline = ["--api-url", "http://127.0.0.1:9", "--token", FakeSeamAPI.token, "--cache-dir", cache.path]
            let first = try await DemoBinary.run(["--deintegrate", "sign-out"] + offline)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(files(cache).isEmpty, "options may come before the command")
            let second = try await DemoBinary.run(["sign-out"] + offline)
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout == "Signed out.\nNothing of a session was stored in \(cache.path).\n")
        }
    }

    @Test func theSandboxHasNothingToRemove() async throws {
        let result = try await DemoBinary.run(["sign-out"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Signed out of the sandbox. It stores nothing on disk, so nothing was removed.\n")
    }

    @Test func aMalformedTokenIsRefusedAndNothingIsDeleted() async throws {
        try await withSignedInCache { _, cache, _ in
            let before = files(cache)
            let result = try await DemoBinary.run(["sign-out", "--api-url", "http://127.0.0.1:9", "--token", "not-a-token",
                                                   "--cache-dir", cache.path])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("error[invalidClientSessionToken]: That is not a client session token"))
            #expect(!result.stderr.contains("not-a-token"))
            #expect(files(cache) == before)
        }
    }

    @Test func theHelpSaysWhatIsRemovedAndEveryExitStatus() async throws {
        let help = try await DemoBinary.run(["sign-out", "--help"])
        #expect(help.status == 0)
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for text in ["--deintegrate", "--api-url", "--token", "--cache-dir", "door codes and card numbers",
                     "0 signed out", "1 something could not be deleted", "2 the token", "64 usage"] {
            #expect(words.contains(text), "\(text)")
        }
        let root = try await DemoBinary.run(["--help"])
        #expect(root.stdout.contains("sign-out"))
    }
}

/// The report's wording, from two inventories of a cache folder.
struct DemoSignOutReportTests {
    @Test func whatWasRemovedAndWhatWasKept() {
        let before = DemoCacheInventory(sessionFiles: 1, cachedKeys: 1, favourites: 2, hasInstallationId: true)
        let after = DemoCacheInventory(hasInstallationId: true)
        #expect(DemoSignOutReport.lines(before: before, after: after, folder: "/c", deintegrated: false) == [
            "Signed out.",
            "Removed from /c:",
            "  - the offline cache: 1 key, with their door codes, card numbers and verification links",
            "  - 2 favourites",
            "Kept: the installation id, so the next sign-in continues this installation (--deintegrate removes it).",
        ])
        #expect(DemoSignOutReport.lines(before: after, after: after, folder: "/c\n\u{1B}[2J", deintegrated: false)[1]
            == "Nothing of a session was stored in /c\\n\\u{1B}[2J.")
        #expect(DemoSignOutReport.leftover(after, deintegrated: false) == nil)
        #expect(DemoSignOutReport.leftover(after, deintegrated: true) == "the installation id")
        #expect(DemoSignOutReport.leftover(DemoCacheInventory(sessionFiles: 1, favourites: 1), deintegrated: false)
            == "the offline cache and the favourites")
    }
}

/// Runs `body` with the fake API's address, a fresh cache folder, and the options every
/// command takes to reach them; the folder is filled by one online `list` first.
func withSignedInDemoCache(payload: Data, directoryPrefix: String,
                           _ body: (_ url: URL, _ cache: URL, _ options: [String]) async throws -> Void) async throws {
    try await withFakeSeamAPI(payload: payload, directoryPrefix: directoryPrefix) { api, cache in
        let url = try await api.baseURL
        let options = ["--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                       "--cache-dir", cache.path]
        let list = try await DemoBinary.run(["list", "--json"] + options)
        #expect(list.status == 0, "\(list.stderr)")
        try await body(url, cache, options)
    }
}
