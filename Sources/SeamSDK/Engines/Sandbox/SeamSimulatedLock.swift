import Foundation

/// How a simulated sandbox lock behaves when asked to unlock.
@_spi(SeamInternal) public struct SeamSimulatedLock: Hashable, Sendable {
    /// What the lock answers.
    public enum Outcome: Hashable, Sendable {
        /// Opens after `SeamSimulatedLock.latency`.
        case grant
        /// Never answers, so the attempt ends with `timedOut` at its timeout.
        case neverAnswer
        /// Fails after `SeamSimulatedLock.latency` with this diagnostic text.
        case fail(debugDescription: String)
    }

    /// Seconds before the lock answers.
    public var latency: TimeInterval
    /// What it answers.
    public var outcome: Outcome
    /// Seconds before the lock answers a phone held at the reader
    /// (``SeamUnlockProximity/touch``); `nil` for ``latency``. A phone
    /// ``SeamUnlockProximity/nearby``, or an attempt without a proximity, waits ``latency``.
    public var touchLatency: TimeInterval?

    public init(latency: TimeInterval = 1, outcome: Outcome = .grant, touchLatency: TimeInterval? = nil) {
        self.latency = latency
        self.outcome = outcome
        self.touchLatency = touchLatency
    }

    /// Seconds before the lock answers an attempt at `proximity`.
    public func latency(at proximity: SeamUnlockProximity?) -> TimeInterval {
        proximity == .touch ? touchLatency ?? latency : latency
    }
}

/// The lock integration the sandbox provides for each simulated provider.
struct SeamSimulatedLockIntegration: SeamLockIntegration {
    let provider: String
    let lock: SeamSimulatedLock
    let clock: any SeamClock

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        await unlock(credential, proximity: nil)
    }

    /// Answers after the lock's latency at `proximity` (a touch can be quicker).
    func unlock(_ credential: SeamCredential, proximity: SeamUnlockProximity?) async -> SeamLockOutcome {
        let latency = lock.latency(at: proximity)
        do {
            switch lock.outcome {
            case .grant:
                try await clock.sleep(for: latency)
                return .granted
            case .fail(let debugDescription):
                try await clock.sleep(for: latency)
                return .connectionFailed(debugDescription: debugDescription)
            case .neverAnswer:
                while true { try await clock.sleep(for: 3_600) }
            }
        } catch {
            return .connectionFailed(debugDescription: "Cancelled before the lock answered.")
        }
    }
}
