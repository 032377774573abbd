import Foundation
import SeamAccess
import SeamTestSupport
import Testing

@MainActor
struct SeamWidgetSyncTests {
    @Test func writesTheSnapshotAndReloadsOnlyWhenTheWidgetWouldChange() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = SeamSharedContainer(directory: directory)
        let reader = SeamKeySnapshotReader(container: container)
        let service = ScriptedService()
        var reloads = 0
        let sync = SeamWidgetSync(service: service, snapshotWriter: SeamKeySnapshotWriter(container: container),
                                  clock: TestClock()) { reloads += 1 }
        #expect(reloads == 1)
        #expect(reader.read().credentials?.map(\.id) == ["k"])
        service.setCredentials([Fixture.key("k")])
        #expect(reloads == 1)
        service.setCredentials([Fixture.key("k"), Fixture.key("new")])
        #expect(reloads == 2)
        #expect(reader.read().credentials?.map(\.id) == ["k", "new"])
        service.setActive(false)
        #expect(reloads == 3)
        #expect(reader.read() == .missing)
        withExtendedLifetime(sync) {}
    }

    @Test func aLaunchThatIsStillActivatingKeepsTheLastSnapshot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = SeamSharedContainer(directory: directory)
        SeamKeySnapshotWriter(container: container).write([Fixture.key("previous")], savedAt: Date())
        let service = ScriptedService()
        service.setActive(false)
        service.setCredentials([])
        var reloads = 0
        let sync = SeamWidgetSync(service: service, snapshotWriter: SeamKeySnapshotWriter(container: container),
                                  clock: TestClock()) { reloads += 1 }
        #expect(reloads == 0)
        #expect(SeamKeySnapshotReader(container: container).read().credentials?.map(\.id) == ["previous"])
        service.setCredentials([Fixture.key("k")])
        service.setActive(true)
        #expect(reloads == 1)
        #expect(SeamKeySnapshotReader(container: container).read().credentials?.map(\.id) == ["k"])
        withExtendedLifetime(sync) {}
    }

    @Test func stopsWhenReleased() {
        let service = ScriptedService()
        var reloads = 0
        var sync: SeamWidgetSync? = SeamWidgetSync(service: service) { reloads += 1 }
        #expect(sync != nil)
        sync = nil
        service.setCredentials([])
        #expect(reloads == 1)
    }
}

@Suite(.serialized) struct SeamCloudSharedContainerTests {
    @Test func theCloudEngineKeepsASnapshotInTheSharedContainerAndDropsItOnDeactivation() async throws {
        let harness = try await CloudHarness.start()
        defer { Task { await harness.stop() } }
        let shared = SeamSharedContainer(directory: harness.cacheDirectory.appendingPathComponent("group"))
        var configuration = try await harness.configuration()
        configuration.sharedContainer = shared
        let seam = try harness.seam(configuration)
        try await seam.activate()
        let read = SeamKeySnapshotReader(container: shared).read()
        #expect(read.credentials?.map(\.id) == seam.credentials.map(\.id))
        #expect(read.credentials?.allSatisfy { $0.code == nil && $0.cardNumber == nil } == true)
        let raw = try String(contentsOf: try #require(shared.snapshotURL), encoding: .utf8)
        #expect(!raw.contains(FakeSeamAPI.token))
        await seam.deactivate(deintegrate: false)
        #expect(SeamKeySnapshotReader(container: shared).read() == .missing)
        // The offline cache stays where `cacheDirectory` says.
        #expect(harness.cacheFiles.contains { $0.hasPrefix("session-") })
    }

    @Test func withoutACacheDirectoryTheOfflineCacheLivesInTheSharedContainer() async throws {
        let harness = try await CloudHarness.start()
        defer { Task { await harness.stop() } }
        let shared = SeamSharedContainer(directory: harness.cacheDirectory)
        var configuration = try await harness.configuration()
        configuration.cacheDirectory = nil
        configuration.sharedContainer = shared
        let seam = try harness.seam(configuration)
        try await seam.activate()
        #expect(harness.cacheFiles.contains { $0.hasPrefix("session-") })
        #expect(harness.cacheFiles.contains("key-snapshot.json"))
        await seam.deactivate(deintegrate: true)
        #expect(harness.cacheFiles.isEmpty)
    }
}

@Suite(.serialized) struct SeamExtensionConfigurationTests {
    @Test func queriesAnswerFromTheSnapshotAndNothingWithoutOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-ext-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let keys = [
            SeamAccessCredential(id: "gym", name: "Gym", location: "Hotel Marina", errors: [.expired]),
            SeamAccessCredential(id: "r2", name: "Room 2", location: "Hotel Marina", expiry: now.addingTimeInterval(60)),
            SeamAccessCredential(id: "r1", name: "Room 1", location: "Hôtel Marina"),
        ]
        let container = SeamSharedContainer(directory: directory)
        let configuration = SeamExtensionConfiguration(container: container)
        #expect(configuration.keyQuery(now: now).suggestions().isEmpty)
        SeamKeySnapshotWriter(container: container).write(keys, savedAt: now)
        let query = configuration.keyQuery(now: now, locale: Locale(identifier: "en_US"))
        #expect(query.suggestions().map(\.id) == ["r2", "r1"])
        #expect(query.keys(matching: "hotel").map(\.id) == ["r2", "r1", "gym"])
        #expect(query.keys(for: ["r1", "missing", "gym"]).map(\.id) == ["r1", "gym"])
        #expect(SeamExtensionConfiguration().readKeys() == .unreadable(.containerUnavailable))
    }
}
