import Foundation

/// The cloud engine's current client session token, renewed through the app's
/// ``SeamCloudConfiguration/TokenProvider`` at most once per expired token.
///
/// Every request reads ``current`` when it is sent. A request refused with 401 asks
/// ``renewed(after:)`` for a token to retry with: the first one for an expired token calls the
/// provider, those that arrive while it runs wait for the same answer, and those that arrive
/// after it get the new token at once. A provider that failed for a token is not asked again
/// for it (the session has ended, as it would without a provider). A provider gets as long as
/// one request (``SeamCloudConfiguration/requestTimeout``): one that never answers cannot hold
/// the requests waiting for it.
actor SeamTokenRenewal {
    private(set) var current: SeamClientSessionToken
    private let provider: SeamCloudConfiguration.TokenProvider?
    private let tokenStore: any SeamTokenStore
    private let logger: SeamLogger
    private let timeout: TimeInterval
    private let deadlineClock: any SeamClock
    private var running: (expired: SeamClientSessionToken, task: Task<SeamClientSessionToken?, Never>)?
    /// Tokens the provider could not replace.
    private var unrenewable: Set<SeamClientSessionToken> = []
    /// Set by ``end()``: the session is over, and a late answer must not be kept.
    private var hasEnded = false

    init(token: SeamClientSessionToken, provider: SeamCloudConfiguration.TokenProvider?, tokenStore: any SeamTokenStore,
         timeout: TimeInterval, deadlineClock: any SeamClock, logger: SeamLogger) {
        current = token
        self.provider = provider
        self.tokenStore = tokenStore
        self.timeout = max(0, min(timeout, 3_600))
        self.deadlineClock = deadlineClock
        self.logger = logger
    }

    /// The token to retry with after `expired` was refused, or `nil` when there is none (no
    /// provider, or it failed for this token): the request then fails as refused.
    func renewed(after expired: SeamClientSessionToken) async -> SeamClientSessionToken? {
        if current != expired { return current }
        if let running, running.expired == expired { return await running.task.value }
        guard let provider, !hasEnded, !unrenewable.contains(expired) else { return nil }
        logger.log(.info, "The Seam API refused the client session token; asking the app's token provider for a fresh one")
        let task = Task { [logger, timeout, deadlineClock] in
            await Self.fetch(from: provider, replacing: expired, within: timeout, on: deadlineClock, logger: logger)
        }
        running = (expired, task)
        let fresh = await task.value
        running = nil
        // Deactivated (perhaps deintegrated) while the provider ran: its token is not stored.
        guard !hasEnded else { return nil }
        guard let fresh else {
            unrenewable.insert(expired)
            return nil
        }
        current = fresh
        do {
            try tokenStore.save(fresh)
        } catch {
            logger.log(.warning, "Could not store the renewed client session token: \(type(of: error))")
        }
        logger.log(.info, "Renewed the client session token")
        return fresh
    }

    /// Ends the session: a running provider is cancelled, and neither its answer nor any later
    /// renewal is kept or stored (the deactivation has just deleted the stored token).
    func end() {
        hasEnded = true
        running?.task.cancel()
    }

    /// The provider's answer if it is a new, well-formed token. Only error types are logged:
    /// an app's error could hold the token.
    private static func fetch(from provider: SeamCloudConfiguration.TokenProvider, replacing expired: SeamClientSessionToken,
                              within timeout: TimeInterval, on clock: any SeamClock,
                              logger: SeamLogger) async -> SeamClientSessionToken? {
        let text: String
        switch await answer(from: provider, within: timeout, on: clock) {
        case .success(let answer):
            text = answer
        case .failure(let error):
            logger.log(.error, "The client session token provider failed (\(type(of: error))); the session has ended")
            return nil
        case nil where Task.isCancelled:
            logger.log(.info, "The session ended while the client session token provider ran")
            return nil
        case nil:
            logger.log(.error, "The client session token provider did not answer within \(timeout) s; the session has ended")
            return nil
        }
        guard let fresh = try? SeamClientSessionToken(validating: text) else {
            logger.log(.error, "The client session token provider returned something that is not a client session token")
            return nil
        }
        guard fresh != expired else {
            logger.log(.error, "The client session token provider returned the expired token again; the session has ended")
            return nil
        }
        return fresh
    }

    /// The provider's answer, or `nil` when it takes longer than `timeout` seconds on `clock`:
    /// it is then cancelled and a late answer is ignored. The provider runs in a task of its
    /// own, so one that ignores cancellation is never waited for.
    private static func answer(from provider: SeamCloudConfiguration.TokenProvider, within timeout: TimeInterval,
                               on clock: any SeamClock) async -> Result<String, any Error>? {
        let waiting = LockIsolated<CheckedContinuation<Result<String, any Error>?, Never>?>(nil)
        let finish: @Sendable (Result<String, any Error>?) -> Void = { outcome in
            let continuation = waiting.withLock { continuation in
                defer { continuation = nil }
                return continuation
            }
            continuation?.resume(returning: outcome)
        }
        var started: [Task<Void, Never>] = []
        // Ending the session (``end()``) cancels the wait at once.
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // Stored before either task starts, so neither can finish unheard.
                // A cancellation after this is heard by the handler, which finds the continuation.
                let isCancelled = waiting.withLock { slot -> Bool in
                    if Task.isCancelled { return true }
                    slot = continuation
                    return false
                }
                if isCancelled { return continuation.resume(returning: nil) }
                started = [
                    Task {
                        do {
                            finish(.success(try await provider.fetch()))
                        } catch {
                            finish(.failure(error))
                        }
                    },
                    Task {
                        _ = try? await clock.sleep(for: timeout)
                        finish(nil)
                    },
                ]
            }
        } onCancel: {
            finish(nil)
        }
        started.forEach { $0.cancel() }
        return outcome
    }
}
