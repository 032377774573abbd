import Foundation

/// What a lock answered to one unlock attempt.
public enum SeamLockOutcome: Hashable, Sendable {
    /// The lock opened.
    case granted
    /// The phone could not complete the exchange with the lock. The text is for logs.
    case connectionFailed(debugDescription: String)
}

/// The code that talks to one lock provider's hardware (Salto, ASSA ABLOY, Latch, …).
///
/// A vendor module implements this and registers it once; ``Seam`` picks the integration
/// whose ``provider`` matches ``SeamCredential/providerName`` and throws
/// ``SeamError/integrationNotFound`` when there is none.
///
/// ```swift
/// struct AcmeLockIntegration: SeamLockIntegration {
///     let provider = "acme"
///     func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
///         // talk to the lock over Bluetooth…
///         return .granted
///     }
/// }
/// Seam.register(AcmeLockIntegration())
/// ```
///
/// ``Seam`` owns the timeout: it emits `timedOut` when ``unlock(_:)`` has not returned in
/// time and then cancels the task, so an integration only has to stop promptly when
/// cancelled (for example by checking `Task.isCancelled` or using cancellable waits).
public protocol SeamLockIntegration: Sendable {
    /// The provider key this integration serves, e.g. `salto_space`.
    var provider: String { get }

    /// Performs one unlock attempt for `credential` and reports what the lock answered.
    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome

    /// Performs one unlock attempt for `credential` with the phone at `proximity` from the
    /// reader: one of the key's ``SeamCredential/supportedUnlockProximities`` (``Seam``
    /// has refused any other), or `nil` when the key lists none. ``Seam`` always calls this
    /// one; the default forwards to ``unlock(_:)``, so an integration with a single way to
    /// reach its lock implements only that.
    func unlock(_ credential: SeamCredential, proximity: SeamUnlockProximity?) async -> SeamLockOutcome
}

extension SeamLockIntegration {
    /// Forwards to ``unlock(_:)``: the integration reaches its lock one way, whatever the
    /// proximity.
    public func unlock(_ credential: SeamCredential, proximity: SeamUnlockProximity?) async -> SeamLockOutcome {
        await unlock(credential)
    }
}
