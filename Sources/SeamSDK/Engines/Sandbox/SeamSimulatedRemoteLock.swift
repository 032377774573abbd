import Foundation

/// The sandbox's stand-in for the cloud's remote unlock (``SeamRemoteUnlock``): opens (or
/// locks) a lock key's lock as a Seam-connected smart lock would, with no network.
///
/// It answers as `SeamRemoteUnlockIntegration` does: `granted` once the lock acted, and a lock
/// that refused says so at the start of its debug text (`[lockRefused] The lock did not
/// unlock: …`), so the card chooses the same copy. Once the lock acted, `acted` is told the
/// key's id before the outcome is returned, so the key's ``SeamCredential/lockState`` has
/// followed by the time ``SeamUnlockEvent/grantedAccess`` arrives.
struct SeamSimulatedRemoteLockIntegration: SeamLockIntegration {
    let provider = SeamRemoteUnlock.provider
    let lock: SeamSimulatedLock
    let clock: any SeamClock
    /// Unlock (``Seam/unlock(using:proximity:timeout:)``) or lock (``Seam/lock(using:timeout:)``).
    let action: SeamRemoteUnlockIntegration.Action
    /// Records what the lock did to the key `id`; returns once the change is published.
    let acted: @Sendable (_ id: String) async -> Void

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        do {
            switch lock.outcome {
            case .grant:
                try await clock.sleep(for: lock.latency)
                await acted(credential.id)
                return .granted
            case .fail(let debugDescription):
                try await clock.sleep(for: lock.latency)
                // A reason the scenario wrote itself is kept; otherwise the lock refused, as the
                // cloud reports an action attempt that ended in an error.
                guard SeamUnlockFailureReason(debugDescription: debugDescription) == nil else {
                    return .connectionFailed(debugDescription: debugDescription)
                }
                return .connectionFailed(debugDescription: SeamUnlockFailureReason.lockRefused.describing(
                    "The lock did not \(action.word): \(debugDescription)"))
            case .neverAnswer:
                while true { try await clock.sleep(for: 3_600) }
            }
        } catch {
            return .connectionFailed(debugDescription: "Cancelled before the lock answered.")
        }
    }
}
