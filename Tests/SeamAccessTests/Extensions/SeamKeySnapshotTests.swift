import Foundation
import SeamAccess
import SeamTestSupport
import Testing

struct SeamKeySnapshotTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("seam-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
    var container: SeamExtensionConfiguration.SharedContainer { SeamExtensionConfiguration.SharedContainer(directory: directory) }
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)

    func writeFile(_ text: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: try #require(container.snapshotURL))
    }

    @Test func aWrittenSnapshotReadsBackWithoutCodesOrCardNumbers() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let otp = try #require(URL(string: "https://otp.example/verify"))
        let keys = [
            SeamAccessCredential(id: "a", isManaged: false, name: "Room 101", location: "Hotel",
                                 expiry: Date(timeIntervalSince1970: 1_750_003_600), cardNumber: "4242", code: "1234",
                                 errors: [.userInteractionRequired(.completeOtpAuthorization(otpUrl: otp)), .unknown],
                                 provider: "salto_space"),
            SeamAccessCredential(id: "b", name: "Gym", location: ""),
        ]
        SeamWidgetSync.SnapshotWriter(container: container).write(keys, savedAt: savedAt)
        let result = SeamKeySnapshotReader(container: container).read()
        guard case .snapshot(let snapshot) = result else { Issue.record("not read: \(result)"); return }
        #expect(snapshot.savedAt == savedAt)
        #expect(snapshot.skippedCount == 0)
        #expect(snapshot.credentials.map(\.id) == ["a", "b"])
        let first = snapshot.credentials[0]
        #expect(first.code == nil && first.cardNumber == nil)
        #expect(first.errors == [.unknown, .unknown], "the verification link stays in the app; still not usable")
        #expect(first.expiry == keys[0].expiry && first.provider == "salto_space" && !first.isManaged)
        let raw = try String(contentsOf: try #require(container.snapshotURL), encoding: .utf8)
        #expect(!raw.contains("1234") && !raw.contains("4242"))
        #expect(!raw.contains("seam_cst"))
        #expect(!raw.contains("otp.example") && !raw.contains("otpUrl"))
    }

    @Test func aMissingFileIsMissingAndRemoveDeletesTheSnapshot() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let reader = SeamKeySnapshotReader(container: container)
        #expect(reader.read() == .missing)
        #expect(reader.read().credentials == nil)
        let writer = SeamWidgetSync.SnapshotWriter(container: container)
        writer.write([], savedAt: savedAt)
        #expect(reader.read().credentials == [])
        writer.remove()
        #expect(reader.read() == .missing)
        writer.remove() // idempotent
    }

    @Test(arguments: ["", "{ not json", "[]", #"{"savedAt": 1, "keys": []}"#, #"{"version": 1, "keys": []}"#,
                      #"{"version": 1, "savedAt": 1, "keys": {}}"#])
    func corruptFilesAreReportedNotTrusted(_ text: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeFile(text)
        #expect(SeamKeySnapshotReader(container: container).read() == .unreadable(.corrupt))
    }

    @Test(arguments: [0, 2, 99])
    func otherVersionsAreReportedWithTheirNumber(_ version: Int) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeFile(#"{"version": \#(version), "savedAt": 1, "keys": []}"#)
        #expect(SeamKeySnapshotReader(container: container).read() == .unreadable(.unsupportedVersion(version)))
    }

    @Test func anUnreadableKeyIsSkippedAndAnUnknownErrorCodeReadsAsUnknown() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeFile(#"""
        {"version": 1, "savedAt": 5, "keys": [
          {"id": "a", "managed": true, "name": "A", "location": "", "errors": ["somethingNewer"]},
          {"id": 7},
          {"id": "c", "managed": true, "name": "C", "location": "L", "expiry": 10, "errors": []}
        ]}
        """#)
        let result = SeamKeySnapshotReader(container: container).read()
        guard case .snapshot(let snapshot) = result else { Issue.record("not read: \(result)"); return }
        #expect(snapshot.credentials.map(\.id) == ["a", "c"])
        #expect(snapshot.credentials[0].errors == [.unknown])
        #expect(snapshot.skippedCount == 1)
    }

    @Test func aFileOverTheLimitIsNotRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let keys = (0..<2_000).map { SeamAccessCredential(id: "key-\($0)", name: "Room \($0)", location: "Hotel") }
        SeamWidgetSync.SnapshotWriter(container: container).write(keys, savedAt: savedAt)
        let url = try #require(container.snapshotURL)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let size = try #require(attributes[.size] as? Int)
        #expect(SeamKeySnapshotReader(container: container, maximumFileSize: size - 1).read() == .unreadable(.tooLarge(bytes: size)))
        #expect(SeamKeySnapshotReader(container: container, maximumFileSize: size).read().credentials?.count == 2_000)
    }

    @Test func anAppGroupWithoutAContainerIsUnavailableNotACrash() {
        let group = SeamExtensionConfiguration.SharedContainer.appGroup("group.example.missing")
        #expect(group.appGroupIdentifier == "group.example.missing")
        #if !canImport(Darwin)
        #expect(group.directory == nil)
        #expect(SeamKeySnapshotReader(container: group).read() == .unreadable(.containerUnavailable))
        SeamWidgetSync.SnapshotWriter(container: group).write([], savedAt: Date()) // logs, does not crash
        #endif
    }

    // MARK: Review fixes (M5)

    @Test func onlyANonexistentFileIsMissingAnyOtherFailureIsUnreadable() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(SeamKeySnapshotReader(container: container).read() == .missing)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // A link that points at itself cannot be opened (ELOOP), like a protected file before
        // the first unlock cannot (EPERM): neither is a sign-out.
        let url = try #require(container.snapshotURL)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: url.path)
        #expect(SeamKeySnapshotReader(container: container).read() == .unreadable(.notReadable))
    }

    @Test func aDirectoryInPlaceOfTheFileIsUnreadableNotMissing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: try #require(container.snapshotURL), withIntermediateDirectories: true)
        let result = SeamKeySnapshotReader(container: container).read()
        #expect(result != .missing)
        #expect(result.credentials == nil)
    }
}
