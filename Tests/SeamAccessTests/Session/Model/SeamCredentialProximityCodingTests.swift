import Foundation
@_spi(SeamInternal) import SeamAccess
import Testing

/// Proximities survive saving, and what was saved before they existed still reads.
@Suite struct SeamCredentialProximityCodingTests {
    static let key = SeamAccessCredential(
        id: "room-101", name: "Room 101", location: "Hotel Marina", expiry: Date(timeIntervalSince1970: 1_900_000_000),
        code: "1234", errors: [.expired], provider: "salto_space", supportedUnlockProximities: [.nearby, .touch])

    @Test func aCredentialRoundTripsThroughJSONWithItsProximities() throws {
        let data = try JSONEncoder().encode(Self.key)
        #expect(try JSONDecoder().decode(SeamAccessCredential.self, from: data) == Self.key)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["supportedUnlockProximities"] as? [String] == ["nearby", "touch"])
    }

    @Test func aCredentialSavedBeforeProximitiesExistedReadsAsListingNone() throws {
        let old = Data(#"{"id":"a","isManaged":true,"name":"A","location":"L","errors":[],"provider":"salto_space"}"#.utf8)
        let key = try JSONDecoder().decode(SeamAccessCredential.self, from: old)
        #expect(key == SeamAccessCredential(id: "a", name: "A", location: "L", provider: "salto_space"))
        #expect(key.supportedUnlockProximities.isEmpty)
    }

    @Test func aProximityFromANewerVersionIsSkippedNotFatal() throws {
        let newer = Data(#"{"id":"a","isManaged":false,"name":"A","location":"L","errors":[],"supportedUnlockProximities":["far","touch"]}"#.utf8)
        let key = try JSONDecoder().decode(SeamAccessCredential.self, from: newer)
        #expect(key.supportedUnlockProximities == [.touch])
        #expect(!key.isManaged)
    }

    @Test func theOfflineCacheKeepsProximities() throws {
        let file = try SeamOfflineCacheReader.cacheFile(for: [Self.key.sdkCredential], savedAt: Date(timeIntervalSince1970: 1_750_000_000))
        #expect(SeamOfflineCacheReader.credentials(fromCacheFile: file)?.access == [Self.key])
    }

    /// A cache written before proximities (entries end at `startsAt`) and one written before
    /// `startsAt` (entries end at the OTP link) still load, their keys listing none.
    @Test func anOfflineCacheWrittenBeforeProximitiesStillLoads() throws {
        let file = Data("""
        {"version": 2, "sessionFingerprint": "0000000000000000", "savedAt": 1750000000, "entries": [
          ["a", true, "Room 101", "Hotel Marina", 1900000000, null, "1234", "salto_space", ["expired"], null, null],
          ["b", true, "Gym", "Hotel Marina", null, null, null, "latch", [], null]
        ]}
        """.utf8)
        let keys = try #require(SeamOfflineCacheReader.credentials(fromCacheFile: file))
        #expect(keys.map(\.id) == ["a", "b"])
        #expect(keys.allSatisfy { $0.supportedUnlockProximities.isEmpty })
        #expect(keys.first?.code == "1234" && keys.first?.errors == [.expired])
    }

    @Test func anOfflineCacheWithAnUnknownProximitySkipsIt() throws {
        let file = Data("""
        {"version": 2, "sessionFingerprint": "0000000000000000", "savedAt": 1750000000, "entries": [
          ["a", true, "Room 101", "Hotel Marina", null, null, null, "salto_space", [], null, null, ["far", "nearby"]]
        ]}
        """.utf8)
        let keys = try #require(SeamOfflineCacheReader.credentials(fromCacheFile: file))
        #expect(keys.first?.supportedUnlockProximities == [.nearby])
    }
}
