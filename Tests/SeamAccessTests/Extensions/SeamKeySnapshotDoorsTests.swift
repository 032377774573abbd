import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// The extensions' key snapshot keeps a key's doors and its lock's state, and stays readable
/// both ways: a snapshot written before they existed reads, and one of them that cannot be
/// read is left out rather than the key.
struct SeamKeySnapshotDoorsTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("seam-snapshot-doors-\(UUID().uuidString)", isDirectory: true)
    var container: SeamExtensionConfiguration.SharedContainer { SeamExtensionConfiguration.SharedContainer(directory: directory) }

    func writeFile(_ text: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: try #require(container.snapshotURL))
    }

    @Test func doorsAndLockStateAreWrittenAndReadBack() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let keys = [
            SeamAccessCredential(id: "room", name: "Room 1208", location: "", code: "1234",
                                 entrances: [SeamEntrance(name: "Room 1208", kind: .guestRoom), SeamEntrance(name: "Lift", kind: .elevator),
                                             SeamEntrance(name: "Pool")]),
            SeamAccessCredential(id: "lock", name: "Front Door", location: "", provider: SeamRemoteUnlock.provider,
                                 lockState: SeamLockState(locked: true, batteryLevel: 0.15, canLock: true)),
        ]
        SeamWidgetSync.SnapshotWriter(container: container).write(keys, savedAt: Date(timeIntervalSince1970: 1_750_000_000))
        let read = SeamKeySnapshotReader(container: container).read().credentials
        #expect(read?.map(\.entrances) == [keys[0].entrances, []])
        #expect(read?.map(\.lockState) == [nil, keys[1].lockState])
        #expect(read?.first?.code == nil, "still without codes")
    }

    @Test func aSnapshotWrittenBeforeDoorsAndLockStatesStillReads() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeFile(#"""
        {"version": 1, "savedAt": 5, "keys": [
          {"id": "a", "managed": true, "name": "Room 101", "location": "Hotel", "provider": "salto_space", "errors": []}
        ]}
        """#)
        let read = try #require(SeamKeySnapshotReader(container: container).read().credentials)
        #expect(read.map(\.id) == ["a"])
        #expect(read.first?.entrances == [] && read.first?.lockState == nil)
    }

    @Test func anUnreadableDoorListOrLockStateIsLeftOutNotTheKey() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeFile(#"""
        {"version": 1, "savedAt": 5, "keys": [
          {"id": "a", "managed": true, "name": "A", "location": "", "errors": [], "entrances": "Lift", "lock": [true]},
          {"id": "b", "managed": true, "name": "B", "location": "", "errors": [],
           "entrances": [{"name": "Spa", "kind": "aKindAddedLater"}], "lock": {"locked": "yes", "batteryLevel": 0.5}}
        ]}
        """#)
        let read = try #require(SeamKeySnapshotReader(container: container).read().credentials)
        #expect(read.map(\.id) == ["a", "b"])
        #expect(read[0].entrances == [] && read[0].lockState == nil)
        #expect(read[1].entrances == [SeamEntrance(name: "Spa", kind: SeamEntrance.Kind(rawValue: "aKindAddedLater"))])
        #expect(read[1].lockState == SeamLockState(batteryLevel: 0.5), "a reading of another type is unknown")
    }
}
