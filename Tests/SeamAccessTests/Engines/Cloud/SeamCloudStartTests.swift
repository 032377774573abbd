import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// `starts_at` from the phone session reaches the key, survives the offline cache, and a key
/// before its start is refused as not available yet rather than as a missing integration.
@Suite(.serialized) struct SeamCloudStartTests {
    static var payload: Data { phoneSession(credentials: [
        credentialJSON(id: "later", name: "Guest Room 1205", extra: #""starts_at": "2098-06-20T15:00:00.000Z""#),
        credentialJSON(id: "now", name: "Room 101", extra: #""starts_at": "2025-06-16T15:00:00.000Z""#),
        credentialJSON(id: "none", name: "Gym"),
    ]) }

    @Test func theStartIsMappedAndKeptByTheOfflineCache() async throws {
        try await withCloudHarness(payload: Self.payload) { harness in
            let online = try await harness.primeCache()
            let start = try #require(online.first { $0.id == "later" }?.startsAt)
            #expect(start == Date(timeIntervalSince1970: 4_054_114_800))
            #expect(online.first { $0.id == "now" }?.startsAt == Date(timeIntervalSince1970: 1_750_086_000))
            #expect(online.first { $0.id == "none" }?.startsAt == nil)

            let offline = try await harness.offlineSeam()
            try await offline.activate()
            #expect(offline.credentials.map(\.startsAt) == online.map(\.startsAt))
            #expect(throws: SeamError.credentialErrors([.awaitingLocalCredential])) {
                try offline.unlock(using: "later")
            }
            await offline.deactivate(deintegrate: true)
        }
    }

    @Test func theSpecsFixtureCarriesItsStarts() throws {
        let keys = try SeamPhoneSession.credentials(fromResponse: try FakeSeamAPI.fixture(), now: Date(timeIntervalSince1970: 0))
        #expect(keys.count == 3)
        #expect(keys.allSatisfy { $0.startsAt != nil })
        let guestRoom = try #require(keys.first { $0.name == "Guest Room 1205" })
        #expect(guestRoom.isNotYetValid(at: Date(timeIntervalSince1970: 1_750_400_000)))
        #expect(!guestRoom.isNotYetValid(at: Date(timeIntervalSince1970: 1_750_431_600)))
    }

    @Test func aCacheWrittenBeforeStartsWereKeptStillReadsAsKeysWithoutAStart() throws {
        let old = Data(#"""
        {"version": 2, "sessionFingerprint": "0000000000000000", "savedAt": 1750000000,
         "entries": [["a", true, "Room 101", "Hotel", 1750086400, null, null, "salto_space", [], null]]}
        """#.utf8)
        let keys = try #require(SeamOfflineCacheReader.credentials(fromCacheFile: old))
        #expect(keys.map(\.name) == ["Room 101"])
        #expect(keys.first?.startsAt == nil)
        #expect(keys.first?.expiry == Date(timeIntervalSince1970: 1_750_086_400))
    }
}
