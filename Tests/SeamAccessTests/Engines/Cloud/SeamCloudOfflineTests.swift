import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

@Suite(.serialized) struct SeamCloudOfflineTests {
    @Test func activationOfflineUsesTheCacheAndSyncsLater() async throws {
        try await withCloudHarness { harness in
            let keys = try await harness.primeCache()
            let offline = try await harness.offlineSeam()
            try await offline.activate()
            #expect(offline.isActive)
            #expect(offline.credentials.map(SeamAccessCredential.init) == keys)
            #expect(harness.logs.messages.contains { $0.contains("Activated offline") })
            await #expect(throws: SeamError.internetConnectionRequired) { try await offline.refresh() }
            #expect(offline.credentials.map(SeamAccessCredential.init) == keys)
        }
    }

    @Test func theCacheKeepsEveryFieldAndError() async throws {
        let payload = phoneSession(credentials: [
            credentialJSON(id: "expiredIssue", name: "Both", endsAt: "2020-01-01T00:00:00Z",
                           extra: #""errors": [{"error_code": "x"}], "code": "1234", "card_number": "99""#),
            credentialJSON(id: "unknown", name: "Unknown", extra: #""warnings": [{"warning_code": "unknown_issue_with_acs_credential"}], "is_issued": false"#),
            credentialJSON(id: nil, name: "Pending"),
        ])
        try await withCloudHarness(payload: payload) { harness in
            let keys = try await harness.primeCache()
            let offline = try await harness.offlineSeam()
            try await offline.activate()
            #expect(offline.credentials.map(SeamAccessCredential.init) == keys)
            #expect(keys.first { $0.id == "unknown" }?.errors == [.awaitingLocalCredential, .unknown])
        }
    }

    @Test func anotherSessionsCacheIsNeverUsed() async throws {
        try await withCloudHarness { harness in
            try await harness.primeCache()
            let stranger = try await harness.offlineSeam(token: "seam_cst_another_user")
            await #expect(throws: SeamError.internetConnectionRequired) { try await stranger.activate() }
        }
    }

    @Test(arguments: ["{ not json", #"{"version": 99, "credentials": []}"#, #"{"version": 2, "entries": [["only an id"]]}"#])
    func aCorruptOrUnknownVersionCacheIsDiscardedWithAWarning(_ contents: String) async throws {
        try await withCloudHarness { harness in
            try await harness.primeCache()
            let file = try #require(harness.cacheFiles.first { $0.hasPrefix("session-") })
            try Data(contents.utf8).write(to: harness.cacheDirectory.appendingPathComponent(file))
            let offline = try await harness.offlineSeam()
            await #expect(throws: SeamError.internetConnectionRequired) { try await offline.activate() }
            #expect(harness.logs.messages.contains { $0.contains("Discarding \(file)") })
            #expect(!harness.cacheFiles.contains(file))
        }
    }

    @Test func deintegrateWipesCacheInstallationIdAndToken() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(harness.tokenStore.load()?.rawValue == FakeSeamAPI.token)
            #expect(harness.cacheFiles.contains("installation.json"))
            await seam.deactivate(deintegrate: false)
            #expect(harness.cacheFiles == ["installation.json"], "a plain sign-out keeps the installation id only")

            try seam.initialize(clientSessionToken: FakeSeamAPI.token)
            try await seam.activate()
            await seam.deactivate(deintegrate: true)
            #expect(harness.cacheFiles.isEmpty)
            #expect(harness.tokenStore.load() == nil)
        }
    }

    @Test func theCacheFileHoldsNoToken() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            for file in harness.cacheFiles {
                let text = try String(contentsOf: harness.cacheDirectory.appendingPathComponent(file), encoding: .utf8)
                #expect(!text.contains(FakeSeamAPI.token))
            }
        }
    }
}
