// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
import SeamAccess

/// An engine that counts calls and can hold activation or deactivation until released.
package final class SpyEngine: SeamEngine, @unchecked Sendable {
    // Safe to share: every mutable field is only touched while `lock` is held.
    private let lock = NSLock()
    private var _activations = 0
    private var _refreshes = 0
    private var _deactivations: [Bool] = []
    private var activationGate: CheckedContinuation<Void, Never>?
    private var deactivationGate: CheckedContinuation<Void, Never>?
    private var _context: SeamEngineContext?

    private var _credentials: [SeamAccessCredential]
    private var _holdActivation = false
    private var _holdDeactivation = false
    private var _activationError: SeamError?
    private var _refreshError: (any Error)?

    package init(credentials: [SeamAccessCredential] = []) {
        _credentials = credentials
    }

    package var credentials: [SeamAccessCredential] {
        get { locked { _credentials } }
        set { locked { _credentials = newValue } }
    }

    package var holdActivation: Bool {
        get { locked { _holdActivation } }
        set { locked { _holdActivation = newValue } }
    }

    package var holdDeactivation: Bool {
        get { locked { _holdDeactivation } }
        set { locked { _holdDeactivation = newValue } }
    }

    package var activationError: SeamError? {
        get { locked { _activationError } }
        set { locked { _activationError = newValue } }
    }

    package var refreshError: (any Error)? {
        get { locked { _refreshError } }
        set { locked { _refreshError = newValue } }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    package var activations: Int { locked { _activations } }
    package var refreshes: Int { locked { _refreshes } }
    package var deactivations: [Bool] { locked { _deactivations } }
    package var context: SeamEngineContext? { locked { _context } }
    package var isHoldingActivation: Bool { locked { activationGate != nil } }
    package var isHoldingDeactivation: Bool { locked { deactivationGate != nil } }

    package func activate(context: SeamEngineContext) async throws -> [SeamCredential] {
        locked {
            _activations += 1
            _context = context
        }
        if holdActivation {
            await withCheckedContinuation { continuation in locked { activationGate = continuation } }
        }
        if let activationError { throw activationError }
        return credentials.map(\.sdkCredential)
    }

    package func refresh() async throws -> [SeamCredential] {
        locked { _refreshes += 1 }
        if let refreshError { throw refreshError }
        return credentials.map(\.sdkCredential)
    }

    package func deactivate(deintegrate: Bool) async {
        locked { _deactivations.append(deintegrate) }
        if holdDeactivation {
            await withCheckedContinuation { continuation in locked { deactivationGate = continuation } }
        }
    }

    package func releaseActivation() {
        let gate = locked { () -> CheckedContinuation<Void, Never>? in
            defer { activationGate = nil }
            return activationGate
        }
        gate?.resume()
    }

    package func releaseDeactivation() {
        let gate = locked { () -> CheckedContinuation<Void, Never>? in
            defer { deactivationGate = nil }
            return deactivationGate
        }
        gate?.resume()
    }
}

extension SeamBackend {
    package static func spy(_ engine: SpyEngine) -> SeamBackend {
        SeamBackend { _, _ in engine }
    }
}
#endif
