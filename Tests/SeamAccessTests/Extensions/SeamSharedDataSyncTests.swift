import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

@MainActor
struct SeamWidgetSyncTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-sync-\(UUID().uuidString)")
    var container: SeamExtensionConfiguration.SharedContainer { SeamExtensionConfiguration.SharedContainer(directory: directory) }
    var snapshotIds: [String]? { SeamKeySnapshotReader(container: container).read().credentials?.map(\.id) }

    final class Counter {
        var reloads = 0
    }

    func sync(_ service: ScriptedService, _ counter: Counter) -> SeamWidgetSync {
        SeamWidgetSync(service: service, snapshotWriter: SeamWidgetSync.SnapshotWriter(container: container),
                       clock: TestClock()) { counter.reloads += 1 }
    }

    @Test func writesTheSnapshotAndReloadsOnlyWhenTheWidgetWouldChange() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = ScriptedService()
        let counter = Counter()
        let sync = sync(service, counter)
        try await eventually { counter.reloads == 1 }
        #expect(snapshotIds == ["k"])
        service.setCredentials([Fixture.key("k")])
        await settle()
        #expect(counter.reloads == 1)
        service.setCredentials([Fixture.key("k"), Fixture.key("new")])
        try await eventually { counter.reloads == 2 }
        #expect(snapshotIds == ["k", "new"])
        withExtendedLifetime(sync) {}
    }

    @Test func theKeysChangedHookRunsWithEachReloadSoSiriLearnsNewKeys() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = ScriptedService()
        let counter = Counter()
        let sync = sync(service, counter)
        var updates = 0
        sync.onKeysChanged = { updates += 1 }
        try await eventually { counter.reloads == 1 }
        #expect(updates == 1)
        service.setCredentials([Fixture.key("k")])
        await settle()
        #expect(updates == 1, "nothing Siri offers changed")
        service.setCredentials([Fixture.key("k"), Fixture.key("new")])
        try await eventually { updates == 2 }
        #expect(counter.reloads == 2)
    }

    @Test func aSignOutIsOneReloadAndRemovesTheSnapshot() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = ScriptedService()
        let counter = Counter()
        let sync = sync(service, counter)
        try await eventually { counter.reloads == 1 }
        // What a deactivation publishes: no keys, then inactive.
        service.setCredentials([])
        service.setActive(false)
        try await eventually { counter.reloads == 2 }
        await settle()
        #expect(counter.reloads == 2)
        #expect(SeamKeySnapshotReader(container: container).read() == .missing)
        withExtendedLifetime(sync) {}
    }

    @Test func aSignOutRetiresTheLinksTheWidgetSignedToo() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = ScriptedService()
        let counter = Counter()
        let sync = sync(service, counter)
        try await eventually { counter.reloads == 1 }
        let secret = try #require(container.linkSecret())
        service.setCredentials([])
        service.setActive(false)
        try await eventually { counter.reloads == 2 }
        #expect(container.linkSecret() != secret, "a link signed before the sign-out still starts unlocks")
        withExtendedLifetime(sync) {}
    }

    @Test func aLaunchThatIsStillActivatingKeepsTheLastSnapshot() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        SeamWidgetSync.SnapshotWriter(container: container).write([Fixture.key("previous")], savedAt: Date())
        let service = ScriptedService()
        service.setActive(false)
        service.setCredentials([])
        let counter = Counter()
        let sync = sync(service, counter)
        await settle()
        #expect(counter.reloads == 0)
        #expect(snapshotIds == ["previous"])
        service.setCredentials([Fixture.key("k")])
        service.setActive(true)
        try await eventually { counter.reloads == 1 }
        #expect(snapshotIds == ["k"])
        withExtendedLifetime(sync) {}
    }

    @Test func stopsWhenReleased() async {
        let service = ScriptedService()
        let counter = Counter()
        var sync: SeamWidgetSync? = SeamWidgetSync(service: service) { counter.reloads += 1 }
        #expect(sync != nil)
        sync = nil
        service.setCredentials([])
        await settle()
        #expect(counter.reloads == 0)
    }

    /// A custom service may publish from any thread, and need not replay its state; the sync
    /// hops to the main actor (issue 18, finding 8: it ran main-actor code on the emitting
    /// thread) and starts from the service's current state.
    @Test func aCustomServiceThatDoesNotReplayAndPublishesOffTheMainThreadIsSynced() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = PassthroughService(credentials: [Fixture.key("current")], isActive: true)
        let counter = Counter()
        let sync = SeamWidgetSync(service: service, snapshotWriter: SeamWidgetSync.SnapshotWriter(container: container),
                                  clock: TestClock()) { counter.reloads += 1 }
        try await eventually { counter.reloads == 1 }
        #expect(snapshotIds == ["current"])
        let subject = service.credentialsSubject
        DispatchQueue.global().sync { subject.send([Fixture.key("from-a-background-thread")]) }
        try await eventually { counter.reloads == 2 }
        #expect(snapshotIds == ["from-a-background-thread"])
        withExtendedLifetime(sync) {}
    }
}

@Suite(.serialized) struct SeamCloudSharedContainerTests {
    @Test func theCloudEngineKeepsASnapshotInTheSharedContainerAndDropsItOnDeactivation() async throws {
        try await withCloudHarness { harness in
            let shared = SeamExtensionConfiguration.SharedContainer(directory: harness.cacheDirectory.appendingPathComponent("group"))
            var configuration = try await harness.configuration()
            configuration.sharedContainer = shared
            let seam = try harness.seam(configuration)
            try await seam.activate()
            let read = SeamKeySnapshotReader(container: shared).read()
            #expect(read.credentials?.map(\.id) == seam.credentials.map(\.id))
            #expect(read.credentials?.allSatisfy { $0.code == nil && $0.cardNumber == nil } == true)
            let raw = try String(contentsOf: try #require(shared.snapshotURL), encoding: .utf8)
            #expect(!raw.contains(FakeSeamAPI.token))
            let groupFiles = try FileManager.default.contentsOfDirectory(atPath: try #require(shared.directory).path)
            #expect(groupFiles == ["key-snapshot.json"], "only the snapshot is shared by default")
            await seam.deactivate(deintegrate: false)
            #expect(SeamKeySnapshotReader(container: shared).read() == .missing)
            #expect(!harness.cacheFiles.contains { $0.hasPrefix("session-") }, "nor do the keys stay in the cache")
        }
    }

    @Test func theCloudEngineSharesTheAppGroupConfiguredForExtensionsUnlessToldOtherwise() {
        let group = SeamExtensionConfiguration.SharedContainer.appGroup("group.com.example.keys")
        withExtensionConfiguration({ $0.container = group }) {
            #expect(SeamCloudConfiguration().sharedContainer == group, "the App Group is named in one place")
            #expect(SeamCloudConfiguration(sharedContainer: nil).sharedContainer == nil)
        }
        let fromInfoPlist = SeamExtensionConfiguration(infoDictionary: ["SeamAppGroup": "group.com.example.keys"])
        withExtensionConfiguration({ $0 = fromInfoPlist }) {
            #expect(SeamCloudConfiguration().sharedContainer == group)
        }
    }

    @Test func theSharedContainerHoldsOnlyTheSnapshotUnlessTheCacheIsOptedIn() throws {
        let shared = SeamExtensionConfiguration.SharedContainer(directory: URL(fileURLWithPath: "/tmp/seam-group-\(UUID().uuidString)"))
        var configuration = SeamCloudConfiguration(sharedContainer: shared)
        #expect(configuration.resolvedCacheDirectory != shared.directory, "codes and card numbers stay in the app")
        configuration.keepsCacheInSharedContainer = true
        #expect(configuration.resolvedCacheDirectory == shared.directory)
        configuration.cacheDirectory = URL(fileURLWithPath: "/tmp/own")
        #expect(configuration.resolvedCacheDirectory == URL(fileURLWithPath: "/tmp/own"))
    }

    @Test func optedInTheOfflineCacheLivesInTheSharedContainer() async throws {
        try await withCloudHarness { harness in
            let shared = SeamExtensionConfiguration.SharedContainer(directory: harness.cacheDirectory)
            var configuration = try await harness.configuration()
            configuration.cacheDirectory = nil
            configuration.sharedContainer = shared
            configuration.keepsCacheInSharedContainer = true
            let seam = try harness.seam(configuration)
            try await seam.activate()
            #expect(harness.cacheFiles.contains { $0.hasPrefix("session-") })
            #expect(harness.cacheFiles.contains("key-snapshot.json"))
            await seam.deactivate(deintegrate: true)
            #expect(harness.cacheFiles.isEmpty)
        }
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
        let container = SeamExtensionConfiguration.SharedContainer(directory: directory)
        let configuration = SeamExtensionConfiguration(container: container)
        #expect(configuration.keyQuery(now: now, locale: .english).suggestions().isEmpty)
        SeamWidgetSync.SnapshotWriter(container: container).write(keys, savedAt: now)
        let query = configuration.keyQuery(now: now, locale: Locale(identifier: "en_US"))
        #expect(query.suggestions().map(\.id) == ["r2", "r1"])
        #expect(query.keys(matching: "hotel").map(\.id) == ["r2", "r1", "gym"])
        #expect(query.keys(for: ["r1", "missing", "gym"]).map(\.id) == ["r1", "gym"])
        #expect(SeamExtensionConfiguration().readKeys() == .unreadable(.containerUnavailable))
    }
}

/// A sign-out reloads the widgets even when the service never became active in this process
/// (the widget may still show the keys of the last run).
@MainActor
@Suite struct SeamWidgetSyncSignOutTests {
    final class Reloads: @unchecked Sendable {
        // Safe to share: only touched on the main actor.
        var count = 0
    }

    @Test func aSignOutBeforeActivationReloadsTheWidgets() async throws {
        let seam = Seam(backend: .sandbox(), clock: TestClock())
        try seam.initialize(clientSessionToken: "seam_cst_sandbox")
        let reloads = Reloads()
        let sync = SeamWidgetSync(service: SeamService(seam: seam)) { reloads.count += 1 }
        await settle()
        #expect(reloads.count == 0, "a launch that has not activated yet leaves the widget as it is")
        await seam.deactivate()
        try await eventually { reloads.count == 1 }
        withExtendedLifetime(sync) {}
    }

    @Test func aSignOutAfterActivationReloadsOnce() async throws {
        let seam = Seam(backend: .sandbox(Fixture.scenario([Fixture.key("a")])), clock: ImmediateClock())
        try seam.initialize(clientSessionToken: "seam_cst_sandbox")
        try await seam.activate()
        let reloads = Reloads()
        let sync = SeamWidgetSync(service: SeamService(seam: seam)) { reloads.count += 1 }
        try await eventually { reloads.count == 1 }
        await seam.deactivate()
        try await eventually { reloads.count == 2 }
        await settle()
        #expect(reloads.count == 2)
        withExtendedLifetime(sync) {}
    }
}
