import Foundation

extension SeamCloudConfiguration {
    /// Asks the app's backend for a fresh client session token when the Seam API says the current
    /// one has expired (HTTP 401). Client sessions carry an `expires_at`; with a provider, a session
    /// outlives it without the app signing in again.
    ///
    /// The cloud engine calls it once per expiry, however many requests hit the 401 at the same
    /// time; they all wait for its answer and are then sent again with the new token. A provider
    /// that throws, returns something that is not a client session token, or returns the expired
    /// token again, or does not answer within ``SeamCloudConfiguration/requestTimeout`` ends the
    /// session as without a provider: the calls throw
    /// ``SeamError/invalidClientSessionToken``, and the provider is not asked again for that token.
    /// The new token is kept in memory for the session only and is never logged, written to
    /// disk or put in an error.
    ///
    /// ```swift
    /// var configuration = SeamCloudConfiguration()
    /// configuration.tokenProvider = SeamCloudConfiguration.TokenProvider {
    ///     try await backend.freshSeamClientSessionToken()
    /// }
    /// try Seam.initialize(clientSessionToken: token, backend: .cloud(configuration))
    /// ```
    public struct TokenProvider: Sendable {
        let fetch: @Sendable () async throws -> String

        /// - Parameter fetch: Returns a fresh client session token from the app's backend. It
        ///   runs outside the main actor; don't log or display what it returns.
        public init(_ fetch: @escaping @Sendable () async throws -> String) {
            self.fetch = fetch
        }
    }
}
