import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A credential key carries the doors it opens (`acs_entrances`), each with the kind its access
/// system states, and the offline cache keeps them, reading files written before they existed.
@Suite(.serialized) struct SeamCloudEntrancesTests {
    static let doors = """
    "acs_entrances": [
      {"display_name": "Room 1208", "visionline_metadata": {"door_category": "guest", "door_name": "1208"}},
      {"display_name": "Lift", "visionline_metadata": {"door_category": "elevator reader"}},
      {"display_name": " Pool ", "assa_abloy_vostio_metadata": {"door_type": "CommonDoor", "door_number": 3}},
      {"display_name": "Lift", "visionline_metadata": {"door_category": "elevator reader"}},
      {"display_name": "Suite 9", "hotek_metadata": {"room_number": "9"}},
      {"display_name": "Gym", "hotek_metadata": {"common_area_name": "Gym"}},
      {"display_name": "Lobby", "visionline_metadata": {"door_category": "entrance"}},
      {"display_name": "Garden", "salto_space_metadata": {"door_name": "Garden", "room_name": "G"}},
      {"display_name": "Roof", "visionline_metadata": "not an object"},
      {"display_name": "Annex", "visionline_metadata": {"door_category": 42}, "hotek_metadata": []},
      {"display_name": "   "},
      {"acs_entrance_id": "no-name"}
    ]
    """

    @Test func aKeyCarriesItsDoorsInTheAPIsOrderWithTheKindsTheAccessSystemStates() async throws {
        let payload = phoneSession(credentials: [
            credentialJSON(id: "room", name: "Room 1208").replacingOccurrences(
                of: #""acs_entrances": [{"display_name": "Lobby"}, {"display_name": "Room 1208"}]"#, with: Self.doors),
        ])
        try await withCloudHarness(payload: payload) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let key = try #require(seam.credentials.first)
            #expect(key.entrances == [
                SeamEntrance(name: "Room 1208", kind: .guestRoom), SeamEntrance(name: "Lift", kind: .elevator),
                SeamEntrance(name: "Pool", kind: .commonArea), SeamEntrance(name: "Suite 9", kind: .guestRoom),
                SeamEntrance(name: "Gym", kind: .commonArea), SeamEntrance(name: "Lobby", kind: .commonArea),
                SeamEntrance(name: "Garden"), SeamEntrance(name: "Roof"), SeamEntrance(name: "Annex"),
            ], "named doors once each; a kind only where stated; a hint of an odd shape drops the hint, not the door")
            #expect(key.location == "", "the doors are no longer flattened into the place")
            #expect(key.lockState == nil)
        }
    }

    @Test func theSpecFixturesDoorsAndKinds() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let byName = Dictionary(uniqueKeysWithValues: seam.credentials.map { ($0.name, $0) })
            #expect(byName["Room 101"]?.entrances == [SeamEntrance(name: "Room 101")])
            #expect(byName["Guest Room 1205"]?.entrances == [SeamEntrance(name: "Guest Room 1205", kind: .guestRoom)])
        }
    }

    @Test(arguments: ["", #", "acs_entrances": null"#, #", "acs_entrances": []"#])
    func aKeyWhoseAccessSystemListsNoDoorsHasNone(_ member: String) async throws {
        let base = #"{"acs_credential_id": "bare", "display_name": "Bare""#
        let payload = phoneSession(credentials: [base + member + "}"])
        try await withCloudHarness(payload: payload) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(seam.credentials.first?.entrances == [])
        }
    }

    @Test func theCacheKeepsTheDoorsAndAnOlderCacheWithoutThemStillLoads() async throws {
        let payload = phoneSession(credentials: [
            credentialJSON(id: "room", name: "Room 1208").replacingOccurrences(
                of: #""acs_entrances": [{"display_name": "Lobby"}, {"display_name": "Room 1208"}]"#, with: Self.doors),
        ])
        try await withCloudHarness(payload: payload) { harness in
            let keys = try await harness.primeCache()
            let offline = try await harness.offlineSeam()
            try await offline.activate()
            #expect(offline.credentials.map(SeamAccessCredential.init) == keys)
            #expect(offline.credentials.first?.entrances.count == 9)
            await offline.deactivate(deintegrate: false)

            // The same cache as a version without doors and lock states wrote it: each entry
            // ends after its proximities.
            try await harness.primeCache()
            let file = try #require(harness.cacheFiles.first { $0.hasPrefix("session-") })
            let url = harness.cacheDirectory.appendingPathComponent(file)
            var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let entries = try #require(document["entries"] as? [[Any]])
            #expect(entries.allSatisfy { $0.count == 16 },
                    "12 fields, then the doors' names and kinds and the lock state (and the provider metadata)")
            document["entries"] = entries.map { Array($0.prefix(12)) }
            try JSONSerialization.data(withJSONObject: document).write(to: url)

            let older = try await harness.offlineSeam()
            try await older.activate()
            let key = try #require(older.credentials.first)
            #expect(key.id == "room" && key.name == "Room 1208")
            #expect(key.entrances == [] && key.lockState == nil, "read as a key with no doors until the next refresh")
            #expect(!harness.logs.messages.contains { $0.contains("Discarding") })
        }
    }

    /// Keys too old to unlock are listed as they were: asking for a connection, with their doors.
    @Test func aStaleKeyKeepsItsDoorsAndALockKeyItsState() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices([FakeSeamLocks.device(id: "front", name: "Front Door", batteryLevel: 0.5)])
            let keys = try await harness.primeCache()
            var configuration = try await harness.configuration(baseURL: try CloudHarness.nothingListening(), retries: 0)
            configuration.maximumOfflineAge = 60
            let stale = try harness.seam(configuration, clock: TestClock(now: Date(timeIntervalSince1970: 1_750_000_000 + 3_600)))
            try await stale.activate()
            #expect(stale.credentials.allSatisfy { $0.errors.first == .userInteractionRequired(.enableInternet) })
            #expect(stale.credentials.map(\.entrances) == keys.map(\.entrances))
            #expect(stale.credentials.map(\.lockState) == keys.map(\.lockState))
            #expect(stale.credentials.first { $0.id == "front" }?.lockState?.batteryLevel == 0.5)
        }
    }

    @Test func aKeyWithoutDoorsOrALockStateIsCachedAsBeforeAndKindsOnlyWhenSomeDoorHasOne() throws {
        let keys = [
            SeamCredential(id: "bare", name: "Bare", location: ""),
            SeamCredential(id: "plain", name: "Plain", location: "", entrances: [SeamEntrance(name: "Gate")]),
            SeamCredential(id: "kinds", name: "Kinds", location: "",
                           entrances: [SeamEntrance(name: "Gate"), SeamEntrance(name: "Lift", kind: .elevator)]),
        ]
        let file = try SeamOfflineCacheReader.cacheFile(for: keys, savedAt: Date(timeIntervalSince1970: 1_750_000_000))
        let document = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
        let entries = try #require(document["entries"] as? [[Any]])
        #expect(entries.map(\.count) == [12, 15, 15])
        #expect(entries[1][13] is NSNull && entries[2][13] as? [String] == ["", "elevator"])
        #expect(SeamOfflineCacheReader.credentials(fromCacheFile: file) == keys)
    }

    @Test func aCacheEntryWithMoreFieldsThanThisVersionKnowsStillLoads() throws {
        let key = SeamCredential(id: "a", name: "A", location: "", entrances: [SeamEntrance(name: "Lift", kind: .elevator)],
                                 lockState: SeamLockState(locked: true, canLock: true))
        let file = try SeamOfflineCacheReader.cacheFile(for: [key], savedAt: Date(timeIntervalSince1970: 1_750_000_000))
        var document = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
        let entries = try #require(document["entries"] as? [[Any]])
        document["entries"] = entries.map { $0 + ["a field added later", ["x": 1]] }
        let newer = try JSONSerialization.data(withJSONObject: document)
        #expect(SeamOfflineCacheReader.credentials(fromCacheFile: newer) == [key])
    }
}
