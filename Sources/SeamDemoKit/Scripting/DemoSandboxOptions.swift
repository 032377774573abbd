import Foundation
@_spi(SeamInternal) import SeamAccess

/// How the demo's sandbox behaves, as chosen on the command line.
public struct DemoSandboxOptions: Sendable, Equatable {
    /// What every simulated lock answers, overriding the per-provider defaults.
    public enum LockOutcome: String, Sendable, CaseIterable {
        case grant, timeout, fail
    }

    public var lockLatency: TimeInterval?
    public var lockOutcome: LockOutcome?
    /// Seconds after activation when the awaiting key becomes ready; `nil` never.
    public var readyAfter: TimeInterval?
    /// Skip the simulated activation and refresh delays (scripted commands use this).
    public var instant: Bool

    public init(lockLatency: TimeInterval? = nil, lockOutcome: LockOutcome? = nil, readyAfter: TimeInterval? = 8,
                instant: Bool = false) {
        self.lockLatency = lockLatency
        self.lockOutcome = lockOutcome
        self.readyAfter = readyAfter
        self.instant = instant
    }

    /// The sandbox scenario these options describe, starting from the default samples.
    package func scenario() -> SeamSandboxScenario {
        var scenario = SeamSandboxScenario.default
        scenario.locks = scenario.locks.mapValues { lock in
            var lock = lock
            if let lockLatency {
                // Every lock, at every proximity (a touch is otherwise answered sooner).
                lock.latency = max(0, lockLatency)
                lock.touchLatency = nil
            }
            switch lockOutcome {
            case .grant: lock.outcome = .grant
            case .timeout: lock.outcome = .neverAnswer
            case .fail: lock.outcome = .fail(debugDescription: "Simulated connection failure (--lock-outcome fail)")
            case nil: break
            }
            return lock
        }
        scenario.changes = readyAfter.map { [.becomesReady(PreviewSeamService.Samples.ID.awaiting, after: max(0, $0))] } ?? []
        if instant {
            scenario.activationLatency = 0
            scenario.refreshLatency = 0
        }
        return scenario
    }
}
