import Foundation

/// Holds the client session token while a session runs (and renewed tokens with it). The
/// cloud engine saves the token when a session starts and deletes it at every deactivation;
/// nothing reads it back at launch, so the SDK keeps it in memory only
/// (``SeamMemoryTokenStore``): a bearer token written to the Keychain would outlive the app's
/// deletion. Tests inject their own to see what the engine keeps.
@_spi(SeamInternal) public protocol SeamTokenStore: Sendable {
    func save(_ token: SeamClientSessionToken) throws
    func load() -> SeamClientSessionToken?
    func delete()
}

/// Keeps the token in memory only: gone when the process ends.
@_spi(SeamInternal) public final class SeamMemoryTokenStore: SeamTokenStore {
    private let token = LockIsolated<SeamClientSessionToken?>(nil)

    public init() {}

    public func save(_ token: SeamClientSessionToken) throws { self.token.withLock { $0 = token } }
    public func load() -> SeamClientSessionToken? { token.snapshot }
    public func delete() { token.withLock { $0 = nil } }
}
