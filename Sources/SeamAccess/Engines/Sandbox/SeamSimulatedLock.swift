import Foundation

/// How a simulated sandbox lock behaves when asked to unlock.
public struct SeamSimulatedLock: Hashable, Sendable {
    /// What the lock answers.
    public enum Outcome: Hashable, Sendable {
        /// Opens after ``SeamSimulatedLock/latency``.
        case grant
        /// Never answers, so the attempt ends with `timedOut` at its timeout.
        case neverAnswer
        /// Fails after ``SeamSimulatedLock/latency`` with this diagnostic text.
        case fail(debugDescription: String)
    }

    /// Seconds before the lock answers.
    public var latency: TimeInterval
    /// What it answers.
    public var outcome: Outcome

    public init(latency: TimeInterval = 1, outcome: Outcome = .grant) {
        self.latency = latency
        self.outcome = outcome
    }
}

/// The lock integration the sandbox provides for each simulated provider.
struct SeamSimulatedLockIntegration: SeamLockIntegration {
    let provider: String
    let lock: SeamSimulatedLock
    let clock: any SeamClock

    func unlock(_ credential: SeamAccessCredential) async -> SeamLockOutcome {
        do {
            switch lock.outcome {
            case .grant:
                try await clock.sleep(for: lock.latency)
                return .granted
            case .fail(let debugDescription):
                try await clock.sleep(for: lock.latency)
                return .connectionFailed(debugDescription: debugDescription)
            case .neverAnswer:
                while true { try await clock.sleep(for: 3_600) }
            }
        } catch {
            return .connectionFailed(debugDescription: "Cancelled before the lock answered.")
        }
    }
}
