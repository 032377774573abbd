import Foundation

/// A built-in integration that wants to know when the attempt's timeout passes, so it can
/// decide whether a wait still fits (remote unlock waits out a 429's `Retry-After` only then).
/// ``Seam`` still owns the timeout and cancels the integration when it passes.
protocol SeamDeadlineAwareLockIntegration: SeamLockIntegration {
    /// Performs one unlock attempt that ``Seam`` ends at `deadline` on the session's clock.
    func unlock(_ credential: SeamCredential, until deadline: Date) async -> SeamLockOutcome

    /// The same with the proximity ``Seam`` resolved (see
    /// ``SeamLockIntegration/unlock(_:proximity:)``); ``Seam`` calls this one. The default
    /// forwards to ``unlock(_:until:)``.
    func unlock(_ credential: SeamCredential, proximity: SeamUnlockProximity?,
                until deadline: Date) async -> SeamLockOutcome
}

extension SeamDeadlineAwareLockIntegration {
    func unlock(_ credential: SeamCredential, proximity: SeamUnlockProximity?,
                until deadline: Date) async -> SeamLockOutcome {
        await unlock(credential, until: deadline)
    }
}
