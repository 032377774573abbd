import Foundation

/// Opens a Seam-connected lock through the API: one `POST /locks/unlock_door`, then reads of
/// the action attempt until it ends (see ``SeamRemoteUnlock``). ``Seam`` owns the timeout and
/// cancels the task when it passes or the attempt is ended from outside; every wait here is a
/// cancellable sleep on the injected clock or a request that stops when cancelled.
struct SeamRemoteUnlockIntegration: SeamDeadlineAwareLockIntegration {
    let provider = SeamRemoteUnlock.provider
    /// The engine's client, with its current (possibly renewed) token; `nil` once the engine
    /// that made this integration is gone.
    let client: @Sendable () async -> SeamAPIClient?
    let clock: any SeamClock
    /// Ends the session after the API refused its token (as every other refused token does),
    /// saying whether the request had been sent; returns once the SDK has deactivated, which
    /// ends this attempt as `sessionEnded` (`sessionEndedAfterSending` when it had, and for any
    /// other attempt running then: "not sent" is only ever said of the attempt that saw it).
    let endSession: @Sendable (SeamAPIFailure, _ requestWasSent: Bool) async -> Void
    /// Told the lock's id once an attempt that may have moved the lock has ended, whatever
    /// its outcome (the engine reads the lock again); returns at once.
    var attemptEnded: @Sendable (String) async -> Void = { _ in }
    /// What the attempt asks of the lock: `unlock` (`POST /locks/unlock_door`), or `lock`
    /// (`POST /locks/lock_door`, for ``Seam/lock(using:timeout:)``), with the same guarantees.
    var action = Action.unlock

    enum Action: Sendable {
        case unlock, lock

        /// `unlock`, `lock`: the word the logs and debug texts use.
        var word: String { self == .unlock ? "unlock" : "lock" }
        /// What the lock may have done when its answer is unknown.
        var mayHaveActed: String { self == .unlock ? "the door may have opened" : "the door may have locked" }
        var done: String { self == .unlock ? "unlocked" : "locked" }
    }

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        await unlock(credential, until: .distantFuture)
    }

    func unlock(_ credential: SeamCredential, until deadline: Date) async -> SeamLockOutcome {
        guard let client = await client() else { return Self.cancelled }
        let attempt: SeamActionAttemptDTO
        switch await send(client: client, deviceId: credential.id, deadline: deadline) {
        case .accepted(let accepted):
            attempt = accepted
        case .ended(let outcome, let mayHaveReachedLock):
            if mayHaveReachedLock { await attemptEnded(credential.id) }
            return outcome
        }
        client.logger.log(.info, "\(action.word.capitalized) of lock \(credential.id) accepted by the Seam API; waiting for the lock")
        let outcome = await follow(attempt, client: client, deviceId: credential.id)
        await attemptEnded(credential.id)
        return outcome
    }

    private enum Sent {
        case accepted(SeamActionAttemptDTO)
        /// Ended before an attempt was accepted; `mayHaveReachedLock` when the request may
        /// still have been acted on (a server error, a timeout, a lost connection).
        case ended(SeamLockOutcome, mayHaveReachedLock: Bool)
    }

    /// Sends `POST /locks/unlock_door`. A 429 means the API created no action, so the request
    /// is sent again after `Retry-After` (at most ``SeamRemoteUnlock/maximumRateLimitedRetries``
    /// times) when that wait ends before `deadline`; every other failure ends the attempt, and
    /// one that may have reached the lock (5xx, a timeout, a lost connection) is never repeated.
    private func send(client: SeamAPIClient, deviceId: String, deadline: Date) async -> Sent {
        var rateLimited = 0
        while true {
            do {
                return .accepted(try await action == .unlock ? client.unlockDoor(deviceId: deviceId) : client.lockDoor(deviceId: deviceId))
            } catch let failure as SeamAPIFailure {
                if failure.isAuthenticationFailure {
                    // The token was refused (and the app's provider, if any, gave no new one):
                    // nothing reached the lock, and the session is over, as after any refused token.
                    // Said of this attempt only (the SDK ends any other running one saying it may
                    // have acted); once this attempt was cancelled (superseded, timed out while the
                    // token was renewed) it is no longer its to say, so the end counts as sent.
                    let wasCancelled = Task.isCancelled
                    client.logger.log(.error, "The Seam API refused the client session token for the \(action.word) of lock "
                        + "\(deviceId) (\(failure)); nothing was sent to the lock. Ending the session")
                    await endSession(failure, wasCancelled)
                    return .ended(sessionEnded(failure, doorMayHaveOpened: false), mayHaveReachedLock: false)
                }
                guard case .http(429) = failure.kind else {
                    return .ended(.connectionFailed(debugDescription: Self.describeFailure(failure, action: action)),
                                  mayHaveReachedLock: Self.mayHaveReachedLock(failure))
                }
                let wait = SeamRemoteUnlock.rateLimitedWait(retryAfter: failure.retryAfter)
                let left = deadline.timeIntervalSince(clock.now)
                guard rateLimited < SeamRemoteUnlock.maximumRateLimitedRetries else {
                    return .ended(.connectionFailed(debugDescription: Self.describeFailure(failure, action: action)
                        + " It was refused \(rateLimited + 1) times in a row; the \(action.word) was not sent again."),
                                  mayHaveReachedLock: false)
                }
                guard wait < left else {
                    let reason = left.isFinite && left <= Seam.maximumUnlockTimeout
                        ? " That is longer than the \(Self.seconds(max(0, left))) left of the attempt, so the \(action.word) was not sent again."
                        : " The \(action.word) was not sent again."
                    return .ended(.connectionFailed(debugDescription: Self.describeFailure(failure, action: action) + reason),
                                  mayHaveReachedLock: false)
                }
                rateLimited += 1
                client.logger.log(.info, "The Seam API rate limited the \(action.word) of lock \(deviceId) (no action was created); "
                    + "sending it again in \(Self.seconds(wait))")
                do {
                    try await clock.sleep(for: wait)
                } catch {
                    return .ended(Self.cancelled, mayHaveReachedLock: false)
                }
            } catch {
                // Cancelled, perhaps while the request was on its way.
                return .ended(Self.cancelled, mayHaveReachedLock: true)
            }
        }
    }

    /// Reads the attempt until it ends; cancellation (the timeout, the subscriber, a
    /// deactivation) stops it at the next wait or request.
    private func follow(_ first: SeamActionAttemptDTO, client: SeamAPIClient, deviceId: String) async -> SeamLockOutcome {
        var attempt = first
        var polls = 0
        var failures = 0
        var lastFailure: SeamAPIFailure?
        while true {
            if let outcome = Self.outcome(of: attempt, deviceId: deviceId, action: action, logger: client.logger) { return outcome }
            guard let id = attempt.actionAttemptId, !id.isEmpty else {
                return .connectionFailed(debugDescription: SeamUnlockFailureReason.sentWithoutAnswer.describing(
                    "The Seam API accepted the \(action.word) but named no action attempt to follow; "
                    + "\(action.mayHaveActed). The \(action.word) was not repeated."))
            }
            var delay = SeamRemoteUnlock.pollDelay(after: polls)
            if let retryAfter = lastFailure?.retryAfter, case .http(429) = lastFailure?.kind { delay = max(delay, retryAfter) }
            do {
                try await clock.sleep(for: delay)
            } catch {
                return Self.cancelled
            }
            polls += 1
            do {
                attempt = try await client.actionAttempt(id: id)
                failures = 0
                lastFailure = nil
            } catch let failure as SeamAPIFailure {
                lastFailure = failure
                if case .http(429) = failure.kind {
                    client.logger.log(.info, "Reading the \(action.word) attempt was rate limited; next read in at least \(failure.retryAfter ?? 0) s")
                    continue
                }
                if failure.isAuthenticationFailure {
                    client.logger.log(.error, "The Seam API refused the client session token while the \(action.word) of lock "
                        + "\(deviceId) was followed (\(failure)); \(action.mayHaveActed). Ending the session")
                    await endSession(failure, true)
                    return sessionEnded(failure, doorMayHaveOpened: true)
                }
                guard Self.isTransient(failure) else {
                    return .connectionFailed(debugDescription: SeamUnlockFailureReason.sentWithoutAnswer.describing(
                        "Could not read the \(action.word) attempt (\(failure)); \(action.mayHaveActed). The \(action.word) was not repeated."))
                }
                failures += 1
                guard failures <= SeamRemoteUnlock.toleratedPollFailures else {
                    return .connectionFailed(debugDescription: SeamUnlockFailureReason.sentWithoutAnswer.describing(
                        "Lost track of the \(action.word) attempt after \(failures) failed reads (\(failure)); "
                        + "\(action.mayHaveActed). The \(action.word) was not repeated."))
                }
                client.logger.log(.warning, "Reading the \(action.word) attempt failed (\(failure)); reading again")
            } catch {
                return Self.cancelled
            }
        }
    }

    /// The outcome a finished attempt reports; `nil` while it is pending.
    private static func outcome(of attempt: SeamActionAttemptDTO, deviceId: String, action: Action, logger: SeamLogger) -> SeamLockOutcome? {
        switch attempt.status {
        case "success":
            let confirmed = attempt.result?.wasConfirmedByDevice
            logger.log(.info, confirmed == false
                ? "Lock \(deviceId) accepted the \(action.word) without confirming it (was_confirmed_by_device: false)"
                : "Lock \(deviceId) \(action.done)")
            return .granted
        case "error":
            let type = attempt.error?.type ?? "unknown_error"
            let message = attempt.error?.message.map { ": \($0)" } ?? ""
            return .connectionFailed(debugDescription: SeamUnlockFailureReason.lockRefused.describing(
                "The lock did not \(action.word): action attempt error \(type)\(message)"))
        default:
            // `pending`, and any status added later, is read again.
            return nil
        }
    }

    /// Whether a failed unlock request may still have been acted on: anything but an answer
    /// that refused it (a 4xx).
    private static func mayHaveReachedLock(_ failure: SeamAPIFailure) -> Bool {
        if case .http(let status) = failure.kind { return status >= 500 || status == 408 }
        return true
    }

    /// A read that may work when tried again: no connection, a server error, a broken body.
    private static func isTransient(_ failure: SeamAPIFailure) -> Bool {
        switch failure.kind {
        case .transport, .malformedResponse: true
        case .http(let status): status >= 500 || status == 408
        }
    }

    /// Why the request failed, with its reason (``SeamUnlockFailureReason``, which covers a lock
    /// too): refused by the API (nothing sent to the lock), never sent, or sent without an answer
    /// (the lock may have acted).
    private static func describeFailure(_ failure: SeamAPIFailure, action: Action) -> String {
        switch failure.kind {
        case .http(429):
            let wait = failure.retryAfter.map { " for \(Int($0.rounded(.up))) s" } ?? ""
            return SeamUnlockFailureReason.refusedByService.describing(
                "The Seam API refused the \(action.word): too many requests (\(failure)); it asks to wait\(wait).")
        case .http(let status) where status < 500:
            return SeamUnlockFailureReason.refusedByService.describing("The Seam API refused the \(action.word) (\(failure)).")
        case .transport where failure.wasNotSent:
            return SeamUnlockFailureReason.notSent.describing(
                "The \(action.word) request could not reach the Seam API (\(failure)); nothing was sent to the lock.")
        default:
            return SeamUnlockFailureReason.sentWithoutAnswer.describing(
                "The \(action.word) request was sent but not answered (\(failure)); \(action.mayHaveActed). The \(action.word) was not repeated.")
        }
    }

    /// The outcome after the API refused the session's token (the attempt has usually been
    /// ended already, as `sessionEnded`, by the deactivation that follows).
    private func sessionEnded(_ failure: SeamAPIFailure, doorMayHaveOpened: Bool) -> SeamLockOutcome {
        let door = doorMayHaveOpened ? "the \(action.word) had been sent, so \(action.mayHaveActed)" : "nothing was sent to the lock"
        let reason: SeamUnlockFailureReason = doorMayHaveOpened ? .sessionEndedAfterSending : .sessionEnded
        return .connectionFailed(debugDescription: reason.describing(
            "The Seam API refused the client session token (\(failure)); the session has ended and \(door)."))
    }

    /// `2 s`, `0.5 s`: whole seconds without a fraction, others with up to two decimals.
    private static func seconds(_ value: TimeInterval) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
    }

    private static let cancelled = SeamLockOutcome.connectionFailed(debugDescription: "Cancelled before the lock answered.")
}
