import Foundation

/// The cloud engine's current client session token, renewed through the app's
/// ``SeamClientSessionTokenProvider`` at most once per expired token.
///
/// Every request reads ``current`` when it is sent. A request refused with 401 asks
/// ``renewed(after:)`` for a token to retry with: the first one for an expired token calls the
/// provider, those that arrive while it runs wait for the same answer, and those that arrive
/// after it get the new token at once. A provider that failed for a token is not asked again
/// for it (the session has ended, as it would without a provider).
actor SeamTokenRenewal {
    private(set) var current: SeamClientSessionToken
    private let provider: SeamClientSessionTokenProvider?
    private let tokenStore: any SeamTokenStore
    private let logger: SeamLogger
    private var running: (expired: SeamClientSessionToken, task: Task<SeamClientSessionToken?, Never>)?
    /// Tokens the provider could not replace.
    private var unrenewable: Set<SeamClientSessionToken> = []

    init(token: SeamClientSessionToken, provider: SeamClientSessionTokenProvider?, tokenStore: any SeamTokenStore,
         logger: SeamLogger) {
        current = token
        self.provider = provider
        self.tokenStore = tokenStore
        self.logger = logger
    }

    /// The token to retry with after `expired` was refused, or `nil` when there is none (no
    /// provider, or it failed for this token): the request then fails as refused.
    func renewed(after expired: SeamClientSessionToken) async -> SeamClientSessionToken? {
        if current != expired { return current }
        if let running, running.expired == expired { return await running.task.value }
        guard let provider, !unrenewable.contains(expired) else { return nil }
        logger.log(.info, "The Seam API refused the client session token; asking the app's token provider for a fresh one")
        let task = Task { [logger] in await Self.fetch(from: provider, replacing: expired, logger: logger) }
        running = (expired, task)
        let fresh = await task.value
        running = nil
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

    /// The provider's answer if it is a new, well-formed token. Only error types are logged:
    /// an app's error could hold the token.
    private static func fetch(from provider: SeamClientSessionTokenProvider, replacing expired: SeamClientSessionToken,
                              logger: SeamLogger) async -> SeamClientSessionToken? {
        let text: String
        do {
            text = try await provider.fetch()
        } catch {
            logger.log(.error, "The client session token provider failed (\(type(of: error))); the session has ended")
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
}
