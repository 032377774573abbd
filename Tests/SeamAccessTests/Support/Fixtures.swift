import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport

enum Fixture {
    static let token = "seam_cst1891oqCmE_6dBwV8PJ2Ffoe9dWYVyMfVHq"

    static func key(_ id: String, name: String? = nil, expiry: Date? = nil, errors: [SeamCredentialError] = [],
                    provider: String? = "test_lock") -> SeamAccessCredential {
        SeamAccessCredential(id: id, name: name ?? id, location: "Test Hotel", expiry: expiry, errors: errors,
                             provider: provider)
    }

    /// A scenario with the given keys, instant activation and refresh, and one test lock.
    static func scenario(
        _ keys: [SeamAccessCredential],
        lock: SeamSimulatedLock = SeamSimulatedLock(latency: 1, outcome: .grant),
        changes: [SeamSandboxChange] = []
    ) -> SeamSandboxScenario {
        SeamSandboxScenario(credentials: { _ in keys }, locks: ["test_lock": lock], changes: changes)
    }

    static func activeSeam(
        _ scenario: SeamSandboxScenario, clock: TestClock, logger: SeamLogger = .disabled
    ) async throws -> Seam {
        let seam = Seam(backend: .sandbox(scenario), clock: clock, logger: logger)
        try seam.initialize(clientSessionToken: token)
        try await seam.activate()
        return seam
    }
}

/// Collects what a publisher emits, for assertions.
final class EventRecorder<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `storage` and `finished` are only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: [Value] = []
    private var finished = false
    private var cancellable: AnyCancellable?

    init(_ publisher: AnyPublisher<Value, Never>) {
        cancellable = publisher.sink(
            receiveCompletion: { [weak self] _ in self?.locked { $0.finished = true } },
            receiveValue: { [weak self] value in self?.locked { $0.storage.append(value) } })
    }

    private func locked<T>(_ body: (EventRecorder) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(self)
    }

    var values: [Value] { locked { $0.storage } }
    var isFinished: Bool { locked { $0.finished } }

    func cancel() {
        cancellable?.cancel()
    }

    func waitForCount(_ count: Int) async throws {
        try await eventually("\(count) values") { self.values.count >= count }
    }

    func waitForFinish() async throws {
        try await eventually("completion") { self.isFinished }
    }
}
