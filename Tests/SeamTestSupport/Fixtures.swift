// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
@_spi(SeamInternal) import SeamAccess

package enum Fixture {
    package static let token = "seam_cst1891oqCmE_6dBwV8PJ2Ffoe9dWYVyMfVHq"

    package static func key(_ id: String, name: String? = nil, expiry: Date? = nil, errors: [SeamCredentialError] = [],
                    provider: String? = "test_lock") -> SeamAccessCredential {
        SeamAccessCredential(id: id, name: name ?? id, location: "Test Hotel", expiry: expiry, errors: errors,
                             provider: provider)
    }

    /// A scenario with the given keys, instant activation and refresh, and one test lock.
    package static func scenario(
        _ keys: [SeamAccessCredential],
        lock: SeamSimulatedLock = SeamSimulatedLock(latency: 1, outcome: .grant),
        changes: [SeamSandboxChange] = []
    ) -> SeamSandboxScenario {
        SeamSandboxScenario(credentials: { _ in keys.map(\.sdkCredential) }, locks: ["test_lock": lock], changes: changes)
    }

    package static func activeSeam(
        _ scenario: SeamSandboxScenario, clock: TestClock, logger: SeamLogger = .disabled
    ) async throws -> Seam {
        let seam = Seam(backend: .sandbox(scenario), clock: clock, logger: logger)
        try seam.initialize(clientSessionToken: token)
        try await seam.activate()
        return seam
    }
}

/// Collects what a publisher emits, for assertions.
package final class EventRecorder<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `storage` and `finished` are only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: [Value] = []
    private var finished = false
    private var cancellable: AnyCancellable?

    package init(_ publisher: AnyPublisher<Value, Never>) {
        cancellable = publisher.sink(
            receiveCompletion: { [weak self] _ in self?.locked { $0.finished = true } },
            receiveValue: { [weak self] value in self?.locked { $0.storage.append(value) } })
    }

    private func locked<T>(_ body: (EventRecorder) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(self)
    }

    package var values: [Value] { locked { $0.storage } }
    package var isFinished: Bool { locked { $0.finished } }

    package func cancel() {
        cancellable?.cancel()
    }

    package func waitForCount(_ count: Int) async throws {
        try await eventually("\(count) values") { self.values.count >= count }
    }

    package func waitForFinish() async throws {
        try await eventually("completion") { self.isFinished }
    }
}
#endif
