import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport

/// A lock that answers like a ``SeamSimulatedLock``, registered on every model-checked `Seam`
/// (so the sandbox and the cloud engine unlock the same way).
struct ModelLock: SeamLockIntegration {
    let provider: String
    let lock: SeamSimulatedLock
    let clock: TestClock

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        do {
            switch lock.outcome {
            case .grant:
                try await clock.sleep(for: lock.latency)
                return .granted
            case .fail(let text):
                try await clock.sleep(for: lock.latency)
                return .connectionFailed(debugDescription: text)
            case .neverAnswer:
                while true { try await clock.sleep(for: 3_600) }
            }
        } catch {
            return .connectionFailed(debugDescription: "cancelled")
        }
    }
}

/// What a model check runs against: one `Seam` per program, on the sandbox or on the cloud
/// engine talking to the fake API.
protocol ModelWorld: Sendable {
    var seam: Seam { get }
    var clock: TestClock { get }
    var faultsPossible: Bool { get }
    /// Whether the backend may end the session by itself (a 401 ends a cloud session).
    var sessionMayEnd: Bool { get }
    /// The ids an active `Seam` must show.
    var expectedIds: Set<String> { get }
    /// Queues fault `index` (cloud only).
    func injectFault(_ index: Int) async
    /// What is left of what the backend stored (cache files, the token), beyond the
    /// installation id when `keepingInstallation` (what a plain sign-out keeps); `nil` when
    /// nothing is.
    func leftovers(keepingInstallation: Bool) -> String?
    func tearDown() async
}

extension ModelWorld {
    func registerLocks() {
        for key in ModelKeys.all { seam.register(ModelLock(provider: key.provider, lock: key.lock, clock: clock)) }
    }
}

/// The sandbox with a background change (a pending key becomes ready after 4 s) and, for
/// faulty seeds, failing first activations and refreshes.
struct SandboxWorld: ModelWorld {
    let seam: Seam
    let clock = TestClock()
    let faultsPossible: Bool
    var sessionMayEnd: Bool { false }
    let expectedIds: Set<String>

    init(faults: Bool) {
        faultsPossible = faults
        var keys = ModelKeys.all.map { key in
            SeamAccessCredential(id: key.id, name: key.id, location: "Model", provider: key.provider)
        }
        keys.append(SeamAccessCredential(id: "pending", name: "pending", location: "Model",
                                         errors: [.awaitingLocalCredential], provider: ModelKeys.all[0].provider))
        expectedIds = Set(keys.map(\.id))
        let scenario = SeamSandboxScenario(
            credentials: { [keys] _ in keys.map(\.sdkCredential) },
            changes: [.becomesReady("pending", after: 4)],
            activationFailures: faults ? [.internetConnectionRequired, .internetConnectionRequired] : [],
            refreshFailures: faults ? [.internetConnectionRequired] : [])
        seam = Seam(backend: .sandbox(scenario), clock: clock)
        registerLocks()
    }

    func injectFault(_ index: Int) async {}
    func leftovers(keepingInstallation: Bool) -> String? { nil }
    func tearDown() async {}
}

#if canImport(FlyingFox)
/// The cloud engine on the fake API, with the remote keys of ``ModelKeys`` as Seam-connected
/// locks that open through the built-in remote unlock: no retries (their backoff is covered by the cloud tests),
/// background sync every 2 clock seconds (so the model's clock jumps start syncs that race the
/// other calls and may take the injected faults), an own cache directory and token store per
/// program.
struct CloudWorld: ModelWorld {
    let seam: Seam
    let clock: TestClock
    var faultsPossible: Bool { true }
    var sessionMayEnd: Bool { true }
    let expectedIds: Set<String>
    let api: FakeSeamAPI
    let cacheDirectory: URL
    let tokenStore: SeamMemoryTokenStore
    private let faultCount = FaultCounter()

    /// Faults that answer at once (no real-time waits): server errors, an expired session,
    /// broken bodies and a dropped connection.
    static let faults: [FakeSeamAPI.Fault] = [
        .status(500, body: #"{"error":{"type":"internal","message":"boom"},"ok":false}"#),
        .status(401, body: #"{"error":{"type":"client_session_expired","message":"expired"},"ok":false}"#),
        .malformedJSON, .truncatedJSON, .droppedConnection,
    ]

    static func payload() -> Data {
        let sessions = ModelKeys.all.filter { $0.remote == nil }.map { key in
            #"{"phone_registration":{"provider_name":"\#(key.provider)","is_being_activated":false},"acs_credentials":[{"acs_credential_id":"\#(key.id)","display_name":"\#(key.id)","is_issued":true,"errors":[],"warnings":[]}]}"#
        }
        let body = #"{"phone_session":{"user_identity":{"user_identity_id":"u"},"provider_sessions":[\#(sessions.joined(separator: ","))]},"ok":true}"#
        return Data(body.utf8)
    }

    /// A world on `api` (shared by the programs of one test: starting and stopping a server per
    /// program would take most of the time); its own cache directory, token store and `Seam`.
    static func start(on api: FakeSeamAPI) async throws -> CloudWorld {
        let ids = Set(ModelKeys.all.map(\.id))
        for key in ModelKeys.all {
            guard let remote = key.remote else { continue }
            await api.locks.script(key.id, remote == .grants ? .succeed(after: 0) : .pendingForever)
        }
        // The server is shared by the programs of a test: faults one left on the lock routes
        // must not fail the next one's first unlocks.
        await api.locks.clearFaults()
        await api.locks.setDevices(ModelKeys.all.filter { $0.remote != nil }.map { FakeSeamLocks.device(id: $0.id, name: $0.id) })
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("seam-model-\(UUID().uuidString)", isDirectory: true)
        let tokenStore = SeamMemoryTokenStore()
        var configuration = SeamCloudConfiguration(
            baseURL: try await api.baseURL, cacheDirectory: directory, requestTimeout: 30, maximumRetries: 0,
            syncInterval: 2, syncJitter: 0, sharedContainer: nil)
        configuration.tokenStore = tokenStore
        configuration.tokenLeftovers = nil
        let clock = TestClock()
        let seam = Seam(backend: .cloud(configuration), clock: clock)
        let world = CloudWorld(seam: seam, clock: clock, expectedIds: ids, api: api, cacheDirectory: directory,
                               tokenStore: tokenStore)
        world.registerLocks()
        return world
    }

    private init(seam: Seam, clock: TestClock, expectedIds: Set<String>, api: FakeSeamAPI, cacheDirectory: URL,
                 tokenStore: SeamMemoryTokenStore) {
        self.seam = seam
        self.clock = clock
        self.expectedIds = expectedIds
        self.api = api
        self.cacheDirectory = cacheDirectory
        self.tokenStore = tokenStore
    }

    /// Of every six faults, three go to the phone session, two to the lock list and one to the
    /// unlock request (unlocks are rarer than fetches: more would fail nearly every unlock
    /// and leave the reads of the attempt untested).
    func injectFault(_ index: Int) async {
        let fault = Self.faults[index % Self.faults.count]
        switch faultCount.next() % 6 {
        case 0, 2, 4: await api.state.enqueue([fault])
        case 1, 3: await api.locks.enqueue([fault], on: .list)
        default: await api.locks.enqueue([fault], on: .unlockDoor)
        }
    }

    func leftovers(keepingInstallation: Bool) -> String? {
        var found: [String] = []
        if tokenStore.load() != nil { found.append("the client session token") }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)) ?? [])
            .filter { !(keepingInstallation && $0 == "installation.json") }
        if !files.isEmpty { found.append("cache files \(files.sorted())") }
        return found.isEmpty ? nil : found.joined(separator: " and ")
    }

    func tearDown() async {
        await seam.deactivate()
        try? FileManager.default.removeItem(at: cacheDirectory)
    }
}

/// Counts the faults a world has injected.
private final class FaultCounter: @unchecked Sendable {
    // Safe to share: `count` is only touched while `lock` is held.
    private let lock = NSLock()
    private var count = 0

    /// The count before this call.
    func next() -> Int {
        lock.withLock {
            defer { count += 1 }
            return count
        }
    }
}
#endif
