import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A lock integration receives what a vendor's SDK needs: the credential's `*_metadata`
/// objects and the provider session's phone registration, opaque, bounded, never printed,
/// kept in the offline cache and never shared with extensions.
@Suite(.serialized) struct SeamCloudProviderMetadataTests {
    /// A value that must never appear in a description, a log or the extensions' snapshot.
    static let secret = "card-secret-4711"

    static let visionline = """
    "visionline_metadata": {"auto_join": false, "card_function_type": "guest", "card_id": "\(secret)",
      "credential_id": "vl-cred-9", "common_acs_entrance_ids": ["e1", "e2"], "guest_acs_entrance_ids": ["e3"],
      "is_valid": true, "joiner_acs_credential_ids": []},
    "assa_abloy_vostio_metadata": {"auto_join": true, "door_names": ["1208"], "endpoint_id": "ep-1", "key_id": "k-7",
      "key_issuing_request_id": "req-1", "override_guest_acs_entrance_ids": []},
    "akiles_metadata": {"member_pin_id": "pin-1"},
    "acme_future_metadata": {"nested": {"level": [1, 2.5, "three", null]}, "big": 9007199254740993}
    """

    /// Visionline's credential metadata as an integration would declare it.
    struct VisionlineCard: Decodable, Equatable {
        let cardId: String
        let cardFunctionType: String
        let isValid: Bool
        let commonEntranceIds: [String]

        enum CodingKeys: String, CodingKey {
            case cardId = "card_id", cardFunctionType = "card_function_type", isValid = "is_valid"
            case commonEntranceIds = "common_acs_entrance_ids"
        }
    }

    static func payload(credentialExtra: String = visionline, providerState: String = #"{"endpoint": "ep-1", "keys": [1]}"#)
        -> Data {
        let session = phoneSession(provider: "assa_abloy_credential_service",
                                   credentials: [credentialJSON(id: "room", name: "Room 1208", extra: credentialExtra)])
        let text = String(decoding: session, as: UTF8.self)
            .replacingOccurrences(of: #""provider_state": null"#, with: #""provider_state": \#(providerState)"#)
        return Data(text.utf8)
    }

    @Test func aKeyCarriesItsProviderMetadataAndTheRegistrationForItsIntegration() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let metadata = try #require(seam.credentials.first?.providerMetadata)
            #expect(metadata.keys == ["acme_future_metadata", "akiles_metadata", "assa_abloy_vostio_metadata",
                                      "visionline_metadata"], "every *_metadata object, a provider added later too")
            let card = try metadata.decode(VisionlineCard.self, forKey: "visionline_metadata")
            #expect(card == VisionlineCard(cardId: Self.secret, cardFunctionType: "guest", isValid: true,
                                           commonEntranceIds: ["e1", "e2"]))
            #expect(try metadata.decode(VisionlineCard.self, forKey: "salto_space_metadata") == nil)
            let future = try #require(metadata.json(forKey: "acme_future_metadata"))
            let object = try #require(try JSONSerialization.jsonObject(with: future) as? [String: Any])
            #expect((object["big"] as? NSNumber)?.int64Value == 9_007_199_254_740_993, "integers keep every digit")
            let registration = try #require(metadata.phoneRegistration)
            #expect(registration.id == "p" && registration.providerName == "assa_abloy_credential_service")
            #expect(registration.isBeingActivated == false)
            struct State: Decodable, Equatable { let endpoint: String; let keys: [Int] }
            #expect(try registration.providerState(as: State.self) == State(endpoint: "ep-1", keys: [1]))
        }
    }

    @Test func aKeyWithoutMetadataHasOnlyItsRegistrationAndANullStateReadsAsNone() async throws {
        try await withCloudHarness(payload: Self.payload(credentialExtra: "", providerState: "null")) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let metadata = try #require(seam.credentials.first?.providerMetadata)
            #expect(metadata.keys.isEmpty && !metadata.isEmpty)
            #expect(metadata.phoneRegistration?.providerStateJSON == nil)
            #expect(try metadata.phoneRegistration?.providerState(as: [String: String].self) == nil)
        }
    }

    /// A hostile or broken server cannot make a key's metadata huge, deep or many, nor break the key.
    @Test func metadataOverTheLimitsOrNotAnObjectIsLeftOutAndTheKeyStays() async throws {
        let large = String(repeating: "x", count: SeamProviderMetadata.maximumObjectSize)
        let deep = String(repeating: "[", count: SeamProviderMetadata.maximumDepth + 1)
            + String(repeating: "]", count: SeamProviderMetadata.maximumDepth + 1)
        let many = (0..<(SeamProviderMetadata.maximumObjectCount + 4))
            .map { String(format: #""p%02d_metadata": {"n": %d}"#, $0, $0) }.joined(separator: ", ")
        let extra = #""large_metadata": {"blob": "\#(large)"}, "deep_metadata": {"a": \#(deep)}, "#
            + #""text_metadata": "not an object", "list_metadata": [1], "null_metadata": null, "# + many
        try await withCloudHarness(payload: Self.payload(credentialExtra: extra, providerState: "[1, 2]")) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let key = try #require(seam.credentials.first)
            #expect(key.id == "room" && key.name == "Room 1208")
            let metadata = try #require(key.providerMetadata)
            #expect(metadata.keys == (0..<SeamProviderMetadata.maximumObjectCount).map { String(format: "p%02d_metadata", $0) },
                    "the first 16 by key order that fit; oversized, too deep and non-objects are left out")
            #expect(metadata.phoneRegistration?.providerStateJSON == nil, "a state that is not an object is left out")
        }
    }

    /// Security reading of #31, M3: metadata nested hundreds deep was read whole, recursively,
    /// before the depth limit was checked. It is refused as it is entered; the key stays.
    @Test func metadataNestedHundredsDeepIsRefusedAndTheKeyStays() async throws {
        let deep = String(repeating: #"{"a":"#, count: 400) + "1" + String(repeating: "}", count: 400)
        let extra = #""deep_metadata": \#(deep), "visionline_metadata": {"card_id": "c1"}, "#
        try await withCloudHarness(payload: Self.payload(credentialExtra: extra, providerState: deep)) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let key = try #require(seam.credentials.first)
            #expect(key.id == "room")
            let metadata = try #require(key.providerMetadata)
            #expect(!metadata.keys.contains("deep_metadata"))
            #expect(metadata.keys.contains("visionline_metadata"))
            #expect(metadata.phoneRegistration?.providerStateJSON == nil)
        }
    }

    @Test func printingAKeyOrItsMetadataShowsKeysAndSizesNeverValues() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let key = try #require(seam.credentials.first)
            let metadata = try #require(key.providerMetadata)
            var dumped = ""
            dump(key, to: &dumped)
            var dumpedMetadata = ""
            dump(metadata, to: &dumpedMetadata)
            let access = SeamAccessCredential(key)
            for text in ["\(key)", String(reflecting: key), dumped, "\(metadata)", String(reflecting: metadata),
                         dumpedMetadata, "\(access)", "\(metadata.phoneRegistration.map { "\($0)" } ?? "")"] {
                for value in [Self.secret, "vl-cred-9", "ep-1", "pin-1", "k-7"] {
                    #expect(!text.contains(value), "\(value) printed")
                }
            }
            #expect("\(key)".contains("visionline_metadata: "))
            #expect("\(metadata)".contains("bytes"))
            #expect(!harness.logs.messages.contains { $0.contains(Self.secret) })
        }
    }

    @Test func theOfflineCacheKeepsTheMetadataAndReadsFilesWrittenBeforeIt() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let online = try harness.seam(try await harness.configuration())
            try await online.activate()
            let expected = try #require(online.credentials.first?.providerMetadata)
            await online.deactivate(deintegrate: false)
            _ = try await harness.primeCache()
            let offline = try await harness.offlineSeam()
            try await offline.activate()
            #expect(offline.credentials.first?.providerMetadata == expected)
            await offline.deactivate(deintegrate: false)

            // The same cache as the version before metadata wrote it: each entry ends after the lock state.
            _ = try await harness.primeCache()
            let file = try #require(harness.cacheFiles.first { $0.hasPrefix("session-") })
            let url = harness.cacheDirectory.appendingPathComponent(file)
            var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let entries = try #require(document["entries"] as? [[Any]])
            #expect(entries.allSatisfy { $0.count == 16 }, "15 fields, then the provider metadata")
            document["entries"] = entries.map { Array($0.prefix(15)) }
            try JSONSerialization.data(withJSONObject: document).write(to: url)
            let older = try await harness.offlineSeam()
            try await older.activate()
            #expect(older.credentials.first?.id == "room")
            #expect(older.credentials.first?.providerMetadata == nil, "none until the next refresh")
            #expect(older.credentials.first?.entrances.isEmpty == false)
            #expect(!harness.logs.messages.contains { $0.contains("Discarding") })
        }
    }

    @Test func aKeyWithOnlyMetadataIsCachedAndANewerCacheEntryStillLoads() throws {
        let metadata = SeamProviderMetadata(
            objects: ["visionline_metadata": Data(#"{"card_id":"7"}"#.utf8)],
            phoneRegistration: .init(id: "reg", providerName: "visionline", isBeingActivated: true,
                                     providerStateJSON: Data(#"{"a":1}"#.utf8)))
        let keys = [
            SeamCredential(id: "bare", name: "Bare", location: ""),
            SeamCredential(id: "vendor", name: "Vendor", location: "", providerMetadata: metadata),
            SeamCredential(id: "empty", name: "Empty", location: "", providerMetadata: SeamProviderMetadata()),
        ]
        let file = try SeamOfflineCacheReader.cacheFile(for: keys, savedAt: Date(timeIntervalSince1970: 1_750_000_000))
        let document = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
        let entries = try #require(document["entries"] as? [[Any]])
        #expect(entries.map(\.count) == [12, 16, 16], "a key without metadata is written as before")
        #expect(SeamOfflineCacheReader.credentials(fromCacheFile: file) == keys)
        var newer = document
        newer["entries"] = entries.map { $0.count == 16 ? $0 + ["a field added later", ["x": 1]] : $0 }
        #expect(SeamOfflineCacheReader.credentials(fromCacheFile: try JSONSerialization.data(withJSONObject: newer)) == keys)
    }

    @Test func theExtensionsSnapshotNeverCarriesTheMetadata() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let shared = SeamExtensionConfiguration.SharedContainer(directory: harness.cacheDirectory.appendingPathComponent("group"))
            var configuration = try await harness.configuration()
            configuration.sharedContainer = shared
            let seam = try harness.seam(configuration)
            try await seam.activate()
            #expect(seam.credentials.first?.providerMetadata != nil)
            let read = SeamKeySnapshotReader(container: shared).read()
            #expect(read.credentials?.map(\.id) == ["room"])
            #expect(read.credentials?.allSatisfy { $0.providerMetadata == nil } == true)
            #expect(read.accessCredentials?.first?.hasLockIntegration == false,
                    "the engine marks the key the app cannot open, for widgets and intents")
            let raw = try String(contentsOf: try #require(shared.snapshotURL), encoding: .utf8)
            #expect(!raw.contains(Self.secret) && !raw.contains("metadata") && !raw.contains("ep-1"))
            #expect(SeamKeySnapshot(savedAt: Date(), credentials: seam.credentials).credentials.first?.providerMetadata == nil)
        }
    }

    /// An integration that, like a vendor's, reads the metadata it needs and records it.
    final class RecordingVendorLock: SeamLockIntegration, @unchecked Sendable {
        // @unchecked: `received` is only touched while `lock` is held.
        let provider = "assa_abloy_credential_service"
        private let lock = NSLock()
        private var received: [VisionlineCard] = []
        var cards: [VisionlineCard] { lock.withLock { received } }

        func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
            guard let card = try? credential.providerMetadata?.decode(VisionlineCard.self, forKey: "visionline_metadata") else {
                return .connectionFailed(debugDescription: "no Visionline metadata")
            }
            lock.withLock { received.append(card) }
            return .granted
        }
    }

    @Test @MainActor func aRegisteredIntegrationMakesTheKeyReadyAndReceivesItsMetadata() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let seam = try harness.seam(try await harness.configuration(), clock: TestClock())
            try await seam.activate()
            let service = SeamService(seam: seam)
            #expect(service.credentials.first?.hasLockIntegration == false, "the cloud engine opens no Bluetooth lock itself")
            #expect(throws: SeamError.integrationNotFound) { try seam.unlock(using: "room") }
            let vendor = RecordingVendorLock()
            seam.register(vendor)
            #expect(service.credentials.first?.isUsable(at: Date()) == true)
            var events: [SeamUnlockEvent] = []
            for await event in try seam.unlock(using: "room").values { events.append(event) }
            #expect(events == [.launched, .grantedAccess])
            #expect(vendor.cards.map(\.cardId) == [Self.secret])
        }
    }
}
