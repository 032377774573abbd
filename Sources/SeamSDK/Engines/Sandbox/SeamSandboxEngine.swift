import Foundation

/// The embedded backend: serves a ``SeamSandboxScenario`` with no network.
final class SeamSandboxEngine: SeamEngine {
    private struct State {
        var credentials: [SeamCredential] = []
        var activationAttempts = 0
        var refreshCalls = 0
        var background: Task<Void, Never>?
        /// Bumped by every deactivation. An activation that began before one (and was not
        /// stopped by its cancellation in time) neither publishes keys nor starts background work.
        var generation = 0
    }

    private let scenario: SeamSandboxScenario
    private let clock: any SeamClock
    private let state = LockIsolated(State())

    init(scenario: SeamSandboxScenario, clock: any SeamClock) {
        self.scenario = scenario
        self.clock = clock
    }

    func activate(context: SeamEngineContext) async throws -> [SeamCredential] {
        let generation = state.withLock { $0.generation }
        try await clock.sleep(for: scenario.activationLatency)
        let activatedAt = clock.now
        // Keys and background work start under the same lock a deactivation takes, so a
        // deactivation either comes after (and cancels the work) or before (and none starts).
        let credentials = try state.withLock { state in
            // Cancelled: a deactivation interrupts this activation (and may not have reached the
            // engine yet). A bumped generation: it already has.
            guard state.generation == generation, !Task.isCancelled else { throw CancellationError() }
            defer { state.activationAttempts += 1 }
            if state.activationAttempts < scenario.activationFailures.count {
                throw scenario.activationFailures[state.activationAttempts].error
            }
            state.credentials = scenario.credentials(activatedAt)
            state.background?.cancel()
            state.background = makeChanges(context: context)
            return state.credentials
        }
        context.logger.log(.info, "Sandbox activated with \(credentials.count) sample keys")
        return credentials
    }

    func refresh() async throws -> [SeamCredential] {
        try await clock.sleep(for: scenario.refreshLatency)
        return try state.withLock { state in
            defer { state.refreshCalls += 1 }
            if state.refreshCalls < scenario.refreshFailures.count {
                throw scenario.refreshFailures[state.refreshCalls].error
            }
            return state.credentials
        }
    }

    func deactivate(deintegrate: Bool) async {
        let background = state.withLock { state in
            defer {
                state.background = nil
                state.credentials = []
                state.generation += 1
            }
            return state.background
        }
        background?.cancel()
    }

    func integration(forProvider provider: String) -> (any SeamLockIntegration)? {
        scenario.locks[provider].map { SeamSimulatedLockIntegration(provider: provider, lock: $0, clock: clock) }
    }

    /// The task that applies the scenario's changes; `nil` when it has none.
    private func makeChanges(context: SeamEngineContext) -> Task<Void, Never>? {
        let changes = scenario.changes.sorted { $0.delay < $1.delay }
        guard !changes.isEmpty else { return nil }
        let clock = clock, state = state
        return Task {
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
    }
}
