import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// `SeamCredentialsViewModel` must be right with any `SeamServiceProtocol` conformer, not only
/// ours (issue 9, finding 6): publishers that do not replay, and publishers that emit off the
/// main thread.
@MainActor
@Suite struct SeamCredentialsViewModelConformerTests {
    let clock = TestClock()

    @Test func seedsFromTheServiceWhenItsPublishersDoNotReplay() {
        let service = PassthroughService(credentials: [Fixture.key("b", errors: [.expired]), Fixture.key("a")],
                                         isActive: true)
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        #expect(viewModel.credentials.map(\.id) == ["a", "b"])
        #expect(viewModel.activation == .active)
        #expect(viewModel.content == .credentials)
        service.send(credentials: [Fixture.key("c")])
        #expect(viewModel.credentials.map(\.id) == ["c"])
    }

    @Test func anInactiveNonReplayingServiceIsNotMistakenForActive() {
        let service = PassthroughService(credentials: [], isActive: false)
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        #expect(viewModel.activation == .inactive)
        service.send(isActive: true)
        #expect(viewModel.activation == .active)
        #expect(viewModel.content == .empty)
    }

    @Test func valuesEmittedOffTheMainThreadAreAppliedOnTheMainActor() async throws {
        let service = PassthroughService(credentials: [], isActive: true)
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        // The main actor runs on the main queue (on Linux, worker threads drain it), so "on the
        // main actor" is "on the main thread, or in a block of the main queue".
        let mainQueue = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mainQueue, value: true)
        let onMainActor = { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueue) == true }
        let threads = LockedBox<[Bool]>([])
        let observation = viewModel.$credentials.dropFirst().sink { _ in threads.mutate { $0.append(onMainActor()) } }
        defer { observation.cancel() }
        let subject = service.credentialsSubject
        DispatchQueue.global().sync {
            #expect(!onMainActor())
            subject.send([Fixture.key("x")])
            subject.send([Fixture.key("x"), Fixture.key("y")])
        }
        #expect(viewModel.credentials.isEmpty, "not applied on the emitting thread")
        try await eventually { viewModel.credentials.map(\.id) == ["x", "y"] }
        #expect(!threads.value.isEmpty)
        #expect(threads.value.allSatisfy { $0 }, "every @Published change happened on the main actor")
    }

    @Test func aLateOffMainValueNeverOverwritesANewerOne() async throws {
        let service = PassthroughService(credentials: [], isActive: true)
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let shown = LockedBox<[[String]]>([])
        let observation = viewModel.$credentials.dropFirst().sink { keys in shown.mutate { $0.append(keys.map(\.id)) } }
        defer { observation.cancel() }
        let subject = service.credentialsSubject
        // Emitted off the main thread first (its delivery hops to the main queue), then newer
        // values on the main thread; the main queue is FIFO, so once "newest" is shown the
        // late "old" has been handled too.
        DispatchQueue.global().sync { subject.send([Fixture.key("old")]) }
        service.send(credentials: [Fixture.key("new")])  // before the main actor gets to "old"
        DispatchQueue.global().sync { subject.send([Fixture.key("newest")]) }
        try await eventually { viewModel.credentials.map(\.id) == ["newest"] }
        #expect(shown.value == [["new"], ["newest"]], "the stale value was dropped, never shown")
    }

    @Test func rebindingToAnotherInstanceKeepsTheScreen() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("a"), Fixture.key("b")]), clock: clock)
        let viewModel = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        viewModel.select("b")
        let before = viewModel.credentials
        let replacement = SeamService(seam: seam)  // what `SeamService()` written inline in `body` gives
        viewModel.rebind(to: replacement)
        #expect(viewModel.service === replacement)
        #expect(viewModel.credentials == before)
        #expect(viewModel.selectedCredentialId == "b")
        #expect(viewModel.content == .credentials)
        #expect(viewModel.activation == .active)
    }

    @Test func rebindingFollowsTheNewService() async throws {
        let first = ScriptedService()
        first.setCredentials([Fixture.key("a")])
        let viewModel = SeamCredentialsViewModel(seam: first, clock: clock, locale: .english)
        viewModel.select("a")
        let second = ScriptedService()
        second.setCredentials([Fixture.key("z")])
        viewModel.rebind(to: second)
        #expect(viewModel.credentials.map(\.id) == ["z"])
        #expect(viewModel.selectedCredentialId == nil, "the new service does not list the selected key")
        first.setCredentials([Fixture.key("stale")])
        #expect(viewModel.credentials.map(\.id) == ["z"], "the old service is no longer followed")
        viewModel.rebind(to: second)  // same instance: nothing happens
        #expect(viewModel.credentials.map(\.id) == ["z"])
    }
}

/// A conformer whose publishers are `PassthroughSubject`s: they never replay the current value.
@MainActor
final class PassthroughService: SeamServiceProtocol {
    private(set) var credentials: [SeamAccessCredential]
    private(set) var isActive: Bool
    nonisolated let credentialsSubject = AnyThreadSubject<[SeamAccessCredential]>()
    private let isActiveSubject = PassthroughSubject<Bool, Never>()

    init(credentials: [SeamAccessCredential], isActive: Bool) {
        self.credentials = credentials
        self.isActive = isActive
    }

    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { credentialsSubject.subject.eraseToAnyPublisher() }
    var isActivePublisher: AnyPublisher<Bool, Never> { isActiveSubject.eraseToAnyPublisher() }

    func send(credentials: [SeamAccessCredential]) {
        self.credentials = credentials
        credentialsSubject.send(credentials)
    }

    func send(isActive: Bool) {
        self.isActive = isActive
        isActiveSubject.send(isActive)
    }

    func initialize(clientSessionToken: String) throws {}
    func activate() async throws { send(isActive: true) }
    @discardableResult func refresh() async throws -> [SeamAccessCredential] { credentials }
    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        Empty().eraseToAnyPublisher()
    }
    func deactivate(deintegrate: Bool) async { send(isActive: false) }
}

/// A `PassthroughSubject` that a test sends to from other threads, as a custom conformer might.
final class AnyThreadSubject<Value: Sendable>: @unchecked Sendable {
    // Safe to share: Combine's (and OpenCombine's) subjects lock internally and may be sent to
    // from any thread; sending from a background thread is exactly what the tests exercise.
    let subject = PassthroughSubject<Value, Never>()

    func send(_ value: Value) { subject.send(value) }
}

/// A value shared with a `sink` that may run on any thread.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `stored` is only touched while `lock` is held.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    func mutate(_ body: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&stored)
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
