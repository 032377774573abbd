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
        /// The active session's context, for publishing what a lock key's lock did; `nil`
        /// while not active.
        var context: SeamEngineContext?
        /// The lock events of this session: the scenario's earlier ones, then every unlock and
        /// lock done here; newest first.
        var activity: [SeamLockActivity] = []
        /// How many unlocks and locks this session's locks performed (their events' numbers).
        var actions = 0
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
            // Newest first; events at the same time keep the scenario's order.
            state.activity = scenario.activity(activatedAt).enumerated().sorted { a, b in
                a.element.occurredAt != b.element.occurredAt ? a.element.occurredAt > b.element.occurredAt : a.offset < b.offset
            }.map(\.element)
            state.actions = 0
            state.context = context
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
                state.activity = []
                state.context = nil
                state.generation += 1
            }
            return state.background
        }
        background?.cancel()
    }

    func integration(forProvider provider: String) -> (any SeamLockIntegration)? {
        guard let lock = scenario.locks[provider] else { return nil }
        guard provider == SeamRemoteUnlock.provider else {
            return SeamSimulatedLockIntegration(provider: provider, lock: lock, clock: clock)
        }
        return remoteIntegration(lock, action: .unlock)
    }

    /// The simulated remote lock's locking integration for lock keys; `nil` for other providers.
    func lockingIntegration(forProvider provider: String) -> (any SeamLockIntegration)? {
        guard provider == SeamRemoteUnlock.provider, let lock = scenario.locks[provider] else { return nil }
        return remoteIntegration(lock, action: .lock)
    }

    /// The session's lock events since `since` (inclusive), of lock `deviceId` only when given,
    /// newest first.
    func recentActivity(since: Date, deviceId: String?) async throws -> [SeamLockActivity] {
        state.withLock { state in
            state.activity.filter { $0.occurredAt >= since && (deviceId == nil || $0.keyId == deviceId) }
        }
    }

    /// A remote-lock integration whose lock, once it acted, sets the key's lock state, adds the
    /// event to the activity and publishes the keys, all for the session current now only.
    private func remoteIntegration(_ lock: SeamSimulatedLock,
                                   action: SeamRemoteUnlockIntegration.Action) -> SeamSimulatedRemoteLockIntegration {
        let generation = state.withLock { $0.generation }
        let state = state, clock = clock
        return SeamSimulatedRemoteLockIntegration(lock: lock, clock: clock, action: action) { id in
            let now = clock.now
            let changed = state.withLock { state -> (context: SeamEngineContext, credentials: [SeamCredential])? in
                guard state.generation == generation, let context = state.context,
                      let index = state.credentials.firstIndex(where: { $0.id == id && $0.providerName == SeamRemoteUnlock.provider })
                else { return nil }
                let old = state.credentials[index].lockState
                state.credentials[index] = state.credentials[index].replacingLockState(with: SeamLockState(
                    locked: action == .lock, doorOpen: old?.doorOpen, batteryLevel: old?.batteryLevel, canLock: old?.canLock ?? false))
                state.actions += 1
                let event = SeamLockActivity(id: "sandbox-session-event-\(state.actions)", kind: action == .lock ? .locked : .unlocked,
                                             occurredAt: now, keyId: id, method: "remote",
                                             actionAttemptId: "sandbox-action-attempt-\(state.actions)")
                state.activity.insert(event, at: state.activity.firstIndex { $0.occurredAt <= now } ?? state.activity.endIndex)
                return (context, state.credentials)
            }
            guard let changed else { return }
            changed.context.logger.log(.info, "Sandbox lock \(id) \(action.done)")
            await changed.context.publish(changed.credentials)
        }
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
