import Foundation

extension Seam {
    /// Emits, on the main thread, when the backend ended the session by itself: the server
    /// said it is over (the client session was revoked, or expired and the app's
    /// ``SeamCloudConfiguration/TokenProvider`` could not renew it) during activation, a refresh or
    /// background sync. By then the SDK has deactivated: ``isActive`` is `false`, the keys
    /// are gone (the session's offline copy too) and ``initialize(clientSessionToken:backend:)-swift.method``
    /// may be called with a fresh token. The value is the reason, today always
    /// ``SeamError/invalidClientSessionToken``; the call that noticed also throws it.
    ///
    /// ```swift
    /// let cancellable = Seam.shared.sessionEndedPublisher.sink { _ in
    ///     // sign the user out, or ask your backend for a new client session token
    /// }
    /// ```
    public var sessionEndedPublisher: AnyPublisher<SeamError, Never> { outputs.sessionEndedPublisher }

    /// Emits, on the main thread, each time a deactivation has finished: a sign-out
    /// (``deactivate(deintegrate:)``, also of a session that never became active) or the
    /// backend ending the session. `SeamWidgetSync` reloads the widgets on it, so they stop
    /// showing keys even when ``isActive`` never changed in this process.
    public var deactivationPublisher: AnyPublisher<Void, Never> { outputs.deactivationPublisher }

    /// Deactivates `session` when it is still the current one, then tells subscribers why.
    /// A running unlock ends as `sessionEnded` (``SeamUnlockFailureReason``), so the card
    /// says the session ended rather than blaming the lock; as `sessionEndedAfterSending`
    /// (the card also says the lock may have acted) unless the attempt itself said its request
    /// was never sent (`requestWasSent` `false`). That claim is the calling attempt's own
    /// (``SeamUnlockControl/running``): any other attempt running then (a newer one that
    /// superseded it while its token was being renewed) may have reached its lock.
    func endSession(_ session: SeamSession, because error: SeamError, requestWasSent: Bool = true) async {
        let afterSending = SeamUnlockEvent.connectionFailed(debugDescription:
            SeamUnlockFailureReason.sessionEndedAfterSending.describing(
                "The server ended the session while the request may have been sent (\(error)); the lock may have acted. "
                + "The SDK deactivated."))
        let notSent = SeamUnlockEvent.connectionFailed(debugDescription:
            SeamUnlockFailureReason.sessionEnded.describing(
                "The server ended the session during the unlock (\(error)); the SDK deactivated."))
        let unsentAttempt = requestWasSent ? nil : SeamUnlockControl.running
        let unlockEnd: @Sendable (SeamUnlockControl) -> SeamUnlockEvent = { attempt in
            attempt === unsentAttempt ? notSent : afterSending
        }
        let deactivation: Task<Void, Never>? = lifecycle.withLock { state in
            switch state {
            case .initialized(let current) where current === session,
                 .active(let current) where current === session:
                let task = Task { await self.runDeactivation(of: session, interrupting: nil, endingUnlockWith: unlockEnd) }
                state = .deactivating(task, scope: .sessionEnded)
                return task
            case .activating(let current, let activation) where current === session:
                let task = Task { await self.runDeactivation(of: session, interrupting: activation, endingUnlockWith: unlockEnd) }
                state = .deactivating(task, scope: .sessionEnded)
                return task
            default:
                return nil
            }
        }
        guard let deactivation else { return }
        logger.log(.warning, "The backend ended the session (\(error)); Seam deactivated")
        await deactivation.value
        await outputs.publishSessionEnded(error)
    }
}
