import Foundation

extension Seam {
    /// Locks the lock behind a key whose ``SeamCredential/lockState`` says it can be locked
    /// remotely (``SeamLockState/canLock``), with the guarantees of a remote unlock.
    ///
    /// All preconditions are checked here and thrown; the returned publisher never fails. It
    /// starts when subscribed, emits ``SeamLockEvent/launched`` and then exactly one terminal
    /// event, and finishes; events and the completion arrive on the main actor. The lock
    /// request (`POST /locks/lock_door`) is sent once and never again after a server error, a
    /// timeout or a lost connection; the action attempt is read until it ends or `timeout`
    /// passes. Cancelling the subscription stops it. A lock and an unlock share one slot: a
    /// newer one ends the older with ``SeamLockEvent/failed(debugDescription:)`` (or
    /// `connectionFailed`), and deactivating ends it too. Once it ends the lock is read again,
    /// so the key's ``SeamCredential/lockState`` follows.
    ///
    /// ```swift
    /// if key.lockState?.canLock == true {
    ///     cancellable = try Seam.shared.lock(using: key.id).sink { event in
    ///         if event == .locked { showLocked() }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - credentialId: The ``SeamCredential/id`` of a lock key.
    ///   - timeout: Seconds to wait for the lock before ``SeamLockEvent/timedOut``; 10 by
    ///     default, clamped like ``unlock(using:proximity:timeout:)``'s.
    /// - Throws: ``SeamError/initializationRequired`` when not active,
    ///   ``SeamError/deactivationInProgress``, ``SeamError/invalidCredentialId``,
    ///   ``SeamError/credentialErrors(_:)`` when the key has errors (as for an unlock), and
    ///   ``SeamLockingUnavailableError`` when the key cannot be locked from the phone.
    public func lock(using credentialId: String,
                     timeout: TimeInterval = Seam.defaultUnlockTimeout) throws -> AnyPublisher<SeamLockEvent, Never> {
        let (session, credential) = try usableKey(credentialId)
        guard credential.lockState?.canLock == true, let provider = credential.providerName,
              let locking = session.engine.lockingIntegration(forProvider: provider) else {
            throw SeamLockingUnavailableError(credentialId: credentialId)
        }
        let attempt = SeamUnlockAttempt(
            credential: credential,
            integration: locking,
            proximity: nil,
            timeout: Self.sanitizedTimeout(timeout),
            clock: clock,
            registry: unlocks,
            logger: logger,
            walletSuppression: nil,
            isSessionActive: { [weak self] in self?.lifecycle.withLock { $0.activeSession === session } ?? false },
            action: "Lock"
        )
        return SeamUnlockPublisher(run: attempt.run).map(SeamLockEvent.init).eraseToAnyPublisher()
    }
}
