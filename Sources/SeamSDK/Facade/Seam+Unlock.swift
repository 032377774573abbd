import Foundation

extension Seam {
    /// The timeout ``unlock(using:proximity:timeout:)`` uses when none is given: 10 seconds.
    public static let defaultUnlockTimeout: TimeInterval = 10
    /// The longest timeout ``unlock(using:proximity:timeout:)`` honours: 5 minutes.
    public static let maximumUnlockTimeout: TimeInterval = 300

    /// Registers a lock integration for its provider on this instance, replacing any earlier
    /// one for the same provider.
    ///
    /// Keys of that provider can unlock from now on (``hasIntegration(for:)``), and
    /// ``integrationsPublisher`` tells the UI layer, so a key shown as not supported becomes
    /// ready without a refresh.
    public func register(_ integration: any SeamLockIntegration) {
        registeredIntegrations.withLock { $0[integration.provider] = integration }
        logger.log(.info, "Registered lock integration for \(integration.provider)")
        // Told on the main actor, as every change is; the keys read afresh there.
        let outputs = outputs
        Task { @MainActor in outputs.publishIntegrationsChanged() }
    }

    /// Whether this instance has a lock integration for `credential`'s provider: one
    /// registered with ``register(_:)-swift.method``, or one its backend provides (the
    /// sandbox's simulated locks, a lock opened over the internet). Without one,
    /// ``unlock(using:proximity:timeout:)`` throws ``SeamError/integrationNotFound``, so show
    /// the key as not supported by the app before the person taps it.
    ///
    /// ```swift
    /// let canOpen = Seam.shared.hasIntegration(for: credential)
    /// ```
    public func hasIntegration(for credential: SeamCredential) -> Bool {
        guard let provider = credential.providerName else { return false }
        if registeredIntegrations.withLock({ $0[provider] != nil }) { return true }
        let session: SeamSession? = lifecycle.withLock { state in
            switch state {
            case .initialized(let session), .activating(let session, _), .active(let session): return session
            case .uninitialized, .deactivating: return nil
            }
        }
        return session?.engine.integration(forProvider: provider) != nil
    }

    /// Emits at once, then on the main thread shortly after each registration
    /// (``register(_:)-swift.method``): ``hasIntegration(for:)`` may answer differently.
    public var integrationsPublisher: AnyPublisher<Void, Never> { outputs.integrationsPublisher }

    /// Registers a lock integration on ``Seam/shared``.
    public static func register(_ integration: any SeamLockIntegration) {
        shared.register(integration)
    }

    /// Unlocks with a credential, the phone held at `proximity` from the reader.
    ///
    /// All preconditions are checked here and thrown; the returned publisher never fails. It
    /// starts the attempt when subscribed, emits ``SeamUnlockEvent/launched`` and then
    /// exactly one terminal event, and finishes. Events and the completion arrive on the main
    /// actor. Cancelling the subscription stops the attempt; cancel on the main actor (as a view
    /// or view model does) and nothing more arrives once `cancel()` returns, while a cancel from
    /// another thread can cross an event already being delivered, as with any Combine
    /// publisher. A newer unlock supersedes a running one, and deactivating ends it; in both
    /// cases the older attempt ends with `connectionFailed`.
    ///
    /// ```swift
    /// let cancellable = try Seam.shared.unlock(using: credential.id, proximity: .nearby)
    ///     .sink { event in print(event) }
    /// ```
    ///
    /// With Swift concurrency, iterate the publisher's `values`:
    ///
    /// ```swift
    /// for await event in try Seam.shared.unlock(using: credential.id).values {
    ///     if case .grantedAccess = event { showOpened() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - credentialId: The ``SeamCredential/id`` to use.
    ///   - proximity: How close the phone will be, one of the key's
    ///     ``SeamCredential/supportedUnlockProximities``; `nil` means the key's first
    ///     (or, for a key that lists none, whatever its lock integration does). The lock
    ///     integration receives the resolved value.
    ///   - timeout: Seconds to wait for the lock before `timedOut`; 10 by default. Values are
    ///     clamped to `0...300`; a value that is not a number means the default.
    /// - Throws: ``SeamError/initializationRequired`` when not active,
    ///   ``SeamError/deactivationInProgress``, ``SeamError/invalidCredentialId``,
    ///   ``SeamUnsupportedUnlockProximityError`` when the key does not list `proximity`,
    ///   ``SeamError/credentialErrors(_:)`` when the credential has errors (a passed expiry
    ///   counts as ``SeamCredentialError/expired``; keys the backend could not confirm for
    ///   longer than ``SeamCloudConfiguration/maximumOfflineAge``, or while the device's clock
    ///   reads earlier than a time the SDK has already seen, count as
    ///   ``SeamCredentialError/RequiredUserInteraction/enableInternet``),
    ///   ``SeamError/integrationNotFound``.
    public func unlock(
        using credentialId: String,
        proximity: SeamUnlockProximity? = nil,
        timeout: TimeInterval = Seam.defaultUnlockTimeout
    ) throws -> AnyPublisher<SeamUnlockEvent, Never> {
        // What is wrong with the key comes before how the app asked to use it: an expired key
        // cannot unlock at any proximity, so "not that way" would send the person down a dead end.
        let (session, credential) = try usableKey(credentialId)
        let resolvedProximity = try Self.proximity(proximity, for: credential)
        guard let provider = credential.providerName, let integration = integration(forProvider: provider, in: session) else {
            throw SeamError.integrationNotFound
        }
        let attempt = SeamUnlockAttempt(
            credential: credential,
            integration: integration,
            proximity: resolvedProximity,
            timeout: Self.sanitizedTimeout(timeout),
            clock: clock,
            registry: unlocks,
            logger: logger,
            walletSuppression: SeamWalletSuppressionMachine.isNeeded(forProvider: provider)
                ? walletSuppression.snapshot?.coordinator : nil,
            isSessionActive: { [weak self] in self?.lifecycle.withLock { $0.activeSession === session } ?? false }
        )
        return SeamUnlockPublisher(run: attempt.run).eraseToAnyPublisher()
    }

    private func integration(forProvider provider: String, in session: SeamSession) -> (any SeamLockIntegration)? {
        registeredIntegrations.withLock { $0[provider] } ?? session.engine.integration(forProvider: provider)
    }

    static func sanitizedTimeout(_ timeout: TimeInterval) -> TimeInterval {
        guard !timeout.isNaN else { return defaultUnlockTimeout }
        return min(max(timeout, 0), maximumUnlockTimeout)
    }

    /// The active session and the published key `credentialId`, when the key may be used now
    /// (``unlock(using:proximity:timeout:)`` and ``lock(using:timeout:)`` check the same):
    /// throws ``SeamError/initializationRequired``, ``SeamError/deactivationInProgress``,
    /// ``SeamError/invalidCredentialId`` or ``SeamError/credentialErrors(_:)``.
    func usableKey(_ credentialId: String) throws -> (SeamSession, SeamCredential) {
        let session: SeamSession = try lifecycle.withLock { state in
            switch state {
            case .active(let session): return session
            case .deactivating: throw SeamError.deactivationInProgress
            case .uninitialized, .initialized, .activating: throw SeamError.initializationRequired
            }
        }
        // The lifecycle and the published keys change in separate steps: a deactivation may
        // have cleared the keys since the check above, or the activation not published them yet.
        let published = outputs.snapshot
        guard published.isActive else {
            throw lifecycle.withLock { state -> SeamError in
                if case .deactivating = state { return .deactivationInProgress }
                return .initializationRequired
            }
        }
        guard let credential = published.credentials.first(where: { $0.id == credentialId }) else {
            throw SeamError.invalidCredentialId
        }
        let window = session.keyWindow.snapshot
        let errors = SeamStaleKeys.errors(of: credential, at: clock.now, window: window)
        guard errors.isEmpty else { throw endedMeanwhile(session, window: window) ?? SeamError.credentialErrors(errors) }
        return (session, credential)
    }

    /// The error of a session that ended since ``usableKey(_:)`` found it active: the app's
    /// sign-out (the lifecycle moved on) or the server's end (the engine deactivated first and
    /// the facade hears of it next). Either closes the key window, which must then read as the
    /// session ending, never as keys gone stale: "connect to the internet" at the door is wrong.
    private func endedMeanwhile(_ session: SeamSession, window: SeamKeyWindow) -> SeamError? {
        let moved: SeamError? = lifecycle.withLock { state in
            if state.activeSession === session { return nil }
            if case .deactivating = state { return .deactivationInProgress }
            return .initializationRequired
        }
        if let moved { return moved }
        return window.hasEnded?() == true ? .deactivationInProgress : nil
    }
}
