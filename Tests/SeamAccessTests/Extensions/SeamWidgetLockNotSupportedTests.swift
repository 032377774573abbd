import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Widgets and intents never offer a key the app cannot open as one to unlock: the app marks
/// it in the snapshot, and the widget and the key query read the mark.
struct SeamWidgetLockNotSupportedTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let hotel = SeamAccessCredential(id: "hotel", name: "Room 1208", location: "Marina", provider: "assa_abloy_vostio",
                                     hasLockIntegration: false)
    let gym = SeamAccessCredential(id: "gym", name: "Gym", location: "Marina", provider: "salto_space")

    @Test func aWidgetWhoseOnlyKeyCannotBeOpenedSaysSoWithoutAnUnlockButton() {
        let entry = SeamWidgetEntry(credentials: [hotel], date: now, locale: .english)
        #expect(entry.state == .lockNotSupported)
        #expect(entry.unlockCredentialId == nil)
        #expect(entry.statusText == "Not supported in this app" && entry.compactText == "Not supported in this app")
        #expect(entry.accessibilityLabel.contains("Not supported in this app"))
    }

    @Test func theWidgetOffersTheKeyThatCanUnlockAndDoesNotCountTheOther() {
        let entry = SeamWidgetEntry(credentials: [hotel, gym], date: now, locale: .english)
        #expect(entry.state == .nextKey && entry.unlockCredentialId == "gym" && entry.otherUsableCount == 0)
    }

    @Test func theSnapshotCarriesTheMarkAndTheKeyQueryDoesNotSuggestTheKey() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-widget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = SeamExtensionConfiguration.SharedContainer(directory: directory)
        SeamWidgetSync.SnapshotWriter(container: container).write([hotel, gym], savedAt: now)
        let read = SeamKeySnapshotReader(container: container).read()
        #expect(read.accessCredentials?.map(\.hasLockIntegration) == [false, true])
        let raw = try String(contentsOf: try #require(container.snapshotURL), encoding: .utf8)
        #expect(raw.components(separatedBy: "noIntegration").count == 2, "written only for the key without one")
        let answers = SeamExtensionConfiguration.KeyQueryAnswers(credentials: read.accessCredentials ?? [], now: now,
                                                                locale: .english)
        #expect(answers.suggestions().map(\.id) == ["gym"])
        let found = try #require(answers.keys(for: ["hotel"]).first)
        #expect(!found.isUsable && found.statusBadge == "Not supported in this app")
        let timeline = SeamWidgetTimeline(reading: read, now: now, locale: .english)
        #expect(timeline.entries.first?.unlockCredentialId == "gym")
    }

    @Test func aSnapshotWrittenBeforeTheMarkReadsEveryKeyAsSupported() throws {
        let old = Data(#"{"version": 1, "savedAt": 1750000000, "keys": [{"id": "a", "managed": true, "name": "A", "location": "", "errors": []}]}"#.utf8)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-widget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = SeamExtensionConfiguration.SharedContainer(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try old.write(to: try #require(container.snapshotURL))
        #expect(SeamKeySnapshotReader(container: container).read().accessCredentials?.map(\.hasLockIntegration) == [true])
    }
}
