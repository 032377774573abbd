import Foundation

/// The embedded backend: serves a ``SeamSandboxScenario`` with no network.
final class SeamSandboxEngine: SeamEngine {
    private struct State {
        var credentials: [SeamAccessCredential] = []
        var activationAttempts = 0
        var refreshCalls = 0
        var background: Task<Void, Never>?
    }

    private let scenario: SeamSandboxScenario
    private let clock: any SeamClock
    private let state = LockIsolated(State())

    init(scenario: SeamSandboxScenario, clock: any SeamClock) {
        self.scenario = scenario
        self.clock = clock
    }

    func activate(context: SeamEngineContext) async throws -> [SeamAccessCredential] {
        try await clock.sleep(for: scenario.activationLatency)
        let activatedAt = clock.now
        let credentials = try state.withLock { state in
            defer { state.activationAttempts += 1 }
            if state.activationAttempts < scenario.activationFailures.count {
                throw scenario.activationFailures[state.activationAttempts]
            }
            state.credentials = scenario.credentials(activatedAt)
            return state.credentials
        }
        startChanges(context: context)
        context.logger.log(.info, "Sandbox activated with \(credentials.count) sample keys")
        return credentials
    }

    func refresh() async throws -> [SeamAccessCredential] {
        try await clock.sleep(for: scenario.refreshLatency)
        return try state.withLock { state in
            defer { state.refreshCalls += 1 }
            if state.refreshCalls < scenario.refreshFailures.count {
                throw scenario.refreshFailures[state.refreshCalls]
            }
            return state.credentials
        }
    }

    func deactivate(deintegrate: Bool) async {
        let background = state.withLock { state in
            defer {
                state.background = nil
                state.credentials = []
            }
            return state.background
        }
        background?.cancel()
    }

    func integration(forProvider provider: String) -> (any SeamLockIntegration)? {
        scenario.locks[provider].map { SeamSimulatedLockIntegration(provider: provider, lock: $0, clock: clock) }
    }

    private func startChanges(context: SeamEngineContext) {
        let changes = scenario.changes.sorted { $0.delay < $1.delay }
        guard !changes.isEmpty else { return }
        let clock = clock, state = state
        let task = Task {
            var elapsed: TimeInterval = 0
            for change in changes {
                do {
                    try await clock.sleep(for: change.delay - elapsed)
                } catch {
                    return
                }
                elapsed = change.delay
                let updated = state.withLock { state in
                    state.credentials = change.apply(state.credentials)
                    return state.credentials
                }
                await context.publish(updated)
            }
        }
        state.withLock { $0.background = task }
    }
}
