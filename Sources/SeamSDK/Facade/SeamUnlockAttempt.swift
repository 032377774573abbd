import Foundation

/// One unlock attempt: races the lock against the timeout and against being ended from
/// outside, and reports `launched` followed by exactly one terminal event.
struct SeamUnlockAttempt: Sendable {
    let credential: SeamCredential
    let integration: any SeamLockIntegration
    /// What the integration is asked to use (`nil`: the key lists none, the integration decides).
    let proximity: SeamUnlockProximity?
    let timeout: TimeInterval
    let clock: any SeamClock
    let registry: SeamUnlockRegistry
    let logger: SeamLogger
    /// Keeps Wallet from popping up during the attempt (``Seam/walletPresentationSuppressor``).
    let walletSuppression: SeamWalletSuppressionCoordinator?
    /// Whether the session that created the attempt is still active.
    let isSessionActive: @Sendable () -> Bool
    /// What the attempt does, for the logs: `Unlock`, or `Lock` for ``Seam/lock(using:timeout:)``
    /// (which runs through the same race, with a locking integration).
    var action = "Unlock"

    /// Runs the attempt, emitting on the main actor. Emits nothing more once the calling task
    /// is cancelled (the subscriber went away).
    @Sendable
    func run(emit: @escaping @Sendable (SeamUnlockEvent) -> Void) async {
        // Wallet stays suppressed for the whole attempt and is released however it ends (an
        // answer, the timeout, an end from outside, or the subscriber's cancel). Asked before
        // `begin` supersedes an older attempt, so the suppression passes from one to the next
        // without a gap.
        await walletSuppression?.attemptStarted()
        await attempt(emit: emit)
        await walletSuppression?.attemptEnded()
    }

    private func attempt(emit: @escaping @Sendable (SeamUnlockEvent) -> Void) async {
        // Cancelled before it began (the subscriber went away at once, as a card's Cancel does
        // right after Unlock): it must not begin now. It may resume after a newer attempt began
        // (the wallet suppression above suspends), and beginning would supersede that one.
        guard !Task.isCancelled else { return }
        let control = SeamUnlockControl()
        registry.begin(control)
        defer {
            registry.finish(control)
            control.markDone()
        }
        // The attempt starts when subscribed, which may be after a deactivation began; that
        // deactivation has (or will have) ended whatever attempt it found, so this one ends at
        // once, without ever asking the lock. Checked after `begin`, so a deactivation either
        // finds this attempt or is seen here.
        if !isSessionActive() {
            await MainActor.run { emit(.launched) }
            logger.log(.warning, "\(action) for \(credential.id) not started: the SDK was deactivated")
            guard !Task.isCancelled else { return }
            await MainActor.run { emit(.connectionFailed(debugDescription: "The SDK was deactivated before the \(action.lowercased()) started.")) }
            return
        }
        await MainActor.run { emit(.launched) }
        logger.log(.info, "\(action) launched for \(credential.id) via \(integration.provider)")
        guard let outcome = await race(control: control) else {
            logger.log(.info, "\(action) for \(credential.id) cancelled by its subscriber")
            return
        }
        if case .connectionFailed(let debugDescription) = outcome {
            logger.log(.warning, "\(action) for \(credential.id) failed: \(debugDescription ?? "no detail")")
        } else {
            logger.log(.info, "\(action) for \(credential.id) ended: \(outcome)")
        }
        await MainActor.run { emit(outcome) }
    }

    private func race(control: SeamUnlockControl) async -> SeamUnlockEvent? {
        // Cancelled since it began (the subscriber went away while `launched` was delivered):
        // the lock is never asked. Checked here because the lock's task below is unstructured
        // and would not inherit the cancellation: it would start the integration (a remote
        // unlock's POST could go out) for a subscriber that is gone.
        guard !Task.isCancelled else { return nil }
        let credential = credential, integration = integration, clock = clock, timeout = timeout
        let proximity = proximity
        // The integration runs outside the group: a task group waits for all its children, so
        // an integration slow to honour cancellation would hold back `timedOut` (or the end a
        // deactivation asks for). The group waits on its answer through a stream, which stops
        // waiting as soon as the group is cancelled; the integration is cancelled right after.
        var captured: AsyncStream<SeamLockOutcome>.Continuation?
        let answers = AsyncStream<SeamLockOutcome>(bufferingPolicy: .bufferingNewest(1)) { captured = $0 }
        let deadline = clock.now.addingTimeInterval(timeout)
        let lock = Task { [captured] in
            // Run as this attempt (``SeamUnlockControl/running``), so a refusal its request met
            // ends this attempt, not a newer one, as "nothing was sent".
            let outcome = await SeamUnlockControl.withRunning(control) {
                if let aware = integration as? any SeamDeadlineAwareLockIntegration {
                    await aware.unlock(credential, proximity: proximity, until: deadline)
                } else {
                    await integration.unlock(credential, proximity: proximity)
                }
            }
            captured?.yield(outcome)
            captured?.finish()
        }
        defer { lock.cancel() }
        let outcome = await withTaskGroup(of: SeamUnlockEvent?.self) { group -> SeamUnlockEvent? in
            group.addTask {
                for await answer in answers {
                    switch answer {
                    case .granted: return .grantedAccess
                    case .connectionFailed(let debugDescription): return .connectionFailed(debugDescription: debugDescription)
                    }
                }
                return nil
            }
            group.addTask {
                do {
                    try await clock.sleep(for: timeout)
                    return .timedOut
                } catch {
                    return nil
                }
            }
            group.addTask { await control.ended() }
            for await result in group {
                if let result {
                    group.cancelAll()
                    return result
                }
                if Task.isCancelled { break }
            }
            group.cancelAll()
            return nil
        }
        return Task.isCancelled ? nil : outcome
    }
}
