import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// One record for the cache and the App Group: files the previous release wrote still read, a
/// newer version's are refused, and the App Group's copy carries no secret.
@Suite struct SeamCredentialRecordTests {
    static let savedAt = Date(timeIntervalSince1970: 1_750_000_000)

    /// Every member set: a code, a card number, a verification link, metadata, doors, a lock.
    static var full: SeamCredential {
        get throws {
            SeamCredential(
                id: "room-101", isManaged: false, name: "Room 101", location: "Hotel Marina", providerName: "salto_space",
                startsAt: Date(timeIntervalSince1970: 1_750_000_000.5), expiry: Date(timeIntervalSince1970: 1_900_000_000),
                cardNumber: "4242", code: "1234", supportedUnlockProximities: [.nearby, .touch],
                errors: [.userInteractionRequired(.completeOtpAuthorization(otpUrl: try #require(URL(string: "https://otp.example/verify?t=9")))),
                         .unknown],
                entrances: [SeamEntrance(name: "Room 101", kind: .guestRoom), SeamEntrance(name: "Gate")],
                lockState: SeamLockState(locked: true, doorOpen: nil, batteryLevel: 0.5, canLock: true),
                providerMetadata: SeamProviderMetadata(
                    objects: ["salto_space_metadata": Data(#"{"site":"x"}"#.utf8)],
                    phoneRegistration: .init(id: "reg-1", providerName: "salto_space", isBeingActivated: false,
                                             providerStateJSON: Data("{}".utf8))))
        }
    }

    static let gym = SeamCredential(id: "gym", name: "Gym", location: "")
    static let frontDoor = SeamCredential(id: "lock-9", name: "Front door", location: "Home", providerName: "remote")

    /// What the previous release (cache version 2) wrote for ``full`` and ``gym``.
    static let cacheVersion2 = #"{"entries":[["room-101",false,"Room 101","Hotel Marina",1900000000,"4242","1234","salto_space",["userInteractionRequired.completeOtpAuthorization","unknown"],"https:\/\/otp.example\/verify?t=9",1750000000.5,["nearby","touch"],["Room 101","Gate"],["guestRoom",""],[true,null,0.5,true],[["salto_space_metadata","eyJzaXRlIjoieCJ9"],["reg-1","salto_space",false,"e30="]]],["gym",true,"Gym","",null,null,null,null,[],null,null,[]]],"version":2,"savedAt":1750000000,"sessionFingerprint":"0000000000000000"}"#

    /// What the previous release (snapshot version 1) wrote for ``full``, ``gym`` and
    /// ``frontDoor`` (no lock integration).
    static let snapshotVersion1 = #"{"savedAt":1750000000,"keys":[{"location":"Hotel Marina","provider":"salto_space","errors":["unknown","unknown"],"expiry":1900000000,"name":"Room 101","entrances":[{"name":"Room 101","kind":"guestRoom"},{"name":"Gate"}],"lock":{"doorOpen":null,"locked":true,"batteryLevel":0.5,"canLock":true},"managed":false,"id":"room-101","startsAt":1750000000.5},{"managed":true,"name":"Gym","id":"gym","location":"","errors":[]},{"location":"Home","provider":"remote","errors":[],"noIntegration":true,"name":"Front door","managed":true,"id":"lock-9"}],"version":1}"#

    func withContainer(_ body: (SeamExtensionConfiguration.SharedContainer, URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let container = SeamExtensionConfiguration.SharedContainer(directory: directory)
        try body(container, try #require(container.snapshotURL))
    }

    @Test func aCacheThePreviousReleaseWroteReadsAsTheSameKeys() throws {
        let keys = try #require(SeamOfflineCacheReader.credentials(fromCacheFile: Data(Self.cacheVersion2.utf8)))
        #expect(keys == [try Self.full, Self.gym])
    }

    @Test func theCacheWritesTheRecordVersionInThePreviousLayout() throws {
        let file = try SeamOfflineCacheReader.cacheFile(for: [try Self.full, Self.gym], savedAt: Self.savedAt)
        let written = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
        let previous = try #require(try JSONSerialization.jsonObject(with: Data(Self.cacheVersion2.utf8)) as? [String: Any])
        // The senior-iOS reading of #32 (low): the cache wrote 3 for an unchanged layout, and
        // the previous release deletes a version it does not know: rolled back, it lost its
        // offline keys. It writes 2, which both read.
        #expect(written["version"] as? Int == 2)
        #expect(try #require(written["entries"] as? NSArray) == (try #require(previous["entries"] as? NSArray)))
    }

    @Test func aSnapshotThePreviousReleaseWroteReadsAsTheSameKeys() throws {
        try withContainer { container, url in
            try Data(Self.snapshotVersion1.utf8).write(to: url)
            let previous = SeamKeySnapshotReader(container: container).read()
            guard case .snapshot(let old) = previous else { Issue.record("not read: \(previous)"); return }
            #expect(old.savedAt == Self.savedAt && old.skippedCount == 0)
            #expect(old.keysWithoutIntegration == ["lock-9"])
            let expected = [try Self.full, Self.gym, Self.frontDoor].map {
                SeamCredentialRecord($0, redaction: .forExtensions).credential
            }
            #expect(old.credentials == expected)

            // The same keys written now read back the same.
            SeamKeySnapshotWriter(container: container).write([try Self.full, Self.gym, Self.frontDoor], savedAt: Self.savedAt,
                                                              keysWithoutIntegration: ["lock-9"])
            #expect(SeamKeySnapshotReader(container: container).read() == previous)
        }
    }

    @Test func theRecordForExtensionsCarriesNoSecretEvenWhenTheCredentialHasThem() throws {
        let full = try JSONEncoder().encode(SeamCredentialRecord(try Self.full))
        let redacted = try JSONEncoder().encode(SeamCredentialRecord(try Self.full, redaction: .forExtensions))
        let secrets = ["1234", "4242", "otp.example", "salto_space_metadata", "reg-1", "e30="]
        let fullText = String(decoding: full, as: UTF8.self)
        let redactedText = String(decoding: redacted, as: UTF8.self)
        #expect(secrets.allSatisfy(fullText.contains), "the cache's record keeps everything")
        #expect(!secrets.contains(where: redactedText.contains))
        let read = try JSONDecoder().decode(SeamCredentialRecord.self, from: redacted).credential
        #expect(read.code == nil && read.cardNumber == nil && read.providerMetadata == nil)
        #expect(read.errors == [.unknown, .unknown] && read.supportedUnlockProximities.isEmpty)
        #expect(read.startsAt == (try Self.full).startsAt && read.entrances.count == 2 && read.lockState?.locked == true)
    }

    /// Security reading of #32 (low): only the snapshot's own redaction kept secrets from an
    /// extension when another build (or process) wrote a file that holds them: it is tested.
    @Test func aSnapshotSomeoneElseWroteWithSecretsReadsWithoutThem() throws {
        try withContainer { container, url in
            let record = String(decoding: try JSONEncoder().encode(SeamCredentialRecord(try Self.full)), as: UTF8.self)
            let file = #"{"version":\#(SeamCredentialRecord.currentVersion),"savedAt":1750000000,"keys":[\#(record)]}"#
            try Data(file.utf8).write(to: url)
            let keys = try #require(SeamKeySnapshotReader(container: container).read().credentials)
            let read = try #require(keys.first)
            #expect(keys.count == 1 && read.id == "room-101")
            #expect(read.code == nil && read.cardNumber == nil && read.providerMetadata == nil)
            #expect(read.errors == [.unknown, .unknown], "the verification link is not carried")
        }
    }

    @Test func aSnapshotFromANewerVersionIsRefusedUntilTheAppWritesAgain() throws {
        try withContainer { container, url in
            let writer = SeamKeySnapshotWriter(container: container)
            writer.write([Self.gym], savedAt: Self.savedAt)
            let current = try String(contentsOf: url, encoding: .utf8)
            let newer = current.replacingOccurrences(of: #""version":\#(SeamCredentialRecord.currentVersion)"#, with: #""version":4"#)
            #expect(newer != current)
            try Data(newer.utf8).write(to: url)
            let reader = SeamKeySnapshotReader(container: container)
            #expect(reader.read() == .unreadable(.unsupportedVersion(4)))
            #expect(reader.read().accessCredentials == nil)
            writer.write([Self.gym], savedAt: Self.savedAt)
            #expect(reader.read().credentials?.map(\.id) == ["gym"])
        }
    }

    /// The senior-iOS reading of #32 (low): a key with an error code this build does not know
    /// (another SeamSDK's) was dropped from the snapshot; the widget then hid it. It reads as
    /// not usable, as the snapshot's version 1 read it.
    @Test func aKeyWithAnErrorCodeFromAnotherBuildStaysListedAsNotUsable() throws {
        try withContainer { container, url in
            SeamKeySnapshotWriter(container: container).write([Self.gym], savedAt: Self.savedAt)
            let current = try String(contentsOf: url, encoding: .utf8)
            let future = current.replacingOccurrences(of: #""Gym","",null,null,null,null,[]"#,
                                                      with: #""Gym","",null,null,null,null,["a_future_error"]"#)
            #expect(future != current, "\(current)")
            try Data(future.utf8).write(to: url)
            let keys = SeamKeySnapshotReader(container: container).read().credentials
            #expect(keys?.map(\.id) == ["gym"])
            #expect(keys?.first?.errors == [.unknown])
        }
    }

    @Test func aCacheFromANewerVersionIsDiscardedAndTheKeysFetchedAgain() async throws {
        try await withCloudHarness { harness in
            let keys = try await harness.primeCache()
            let file = try #require(harness.cacheFiles.first { $0.hasPrefix("session-") })
            let url = harness.cacheDirectory.appendingPathComponent(file)
            let current = try String(contentsOf: url, encoding: .utf8)
            let newer = current.replacingOccurrences(of: #""version":2"#, with: #""version":4"#)
            #expect(newer != current)
            try Data(newer.utf8).write(to: url)

            let offline = try await harness.offlineSeam()
            await #expect(throws: SeamError.internetConnectionRequired) { try await offline.activate() }
            #expect(harness.logs.messages.contains { $0.contains("Discarding \(file)") })
            #expect(!harness.cacheFiles.contains(file))

            #expect(try await harness.primeCache() == keys)
            let refetched = try #require(harness.cachedSessionData())
            #expect(SeamOfflineCacheReader.credentials(fromCacheFile: refetched)?.map(SeamAccessCredential.init) == keys)
        }
    }
}
