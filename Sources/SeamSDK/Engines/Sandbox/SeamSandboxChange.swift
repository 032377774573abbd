import Foundation

/// A change the sandbox applies to its credentials some time after activation, so the
/// automatic-update path (a key becoming ready, a key being revoked) can be seen and tested.
@_spi(SeamInternal) public struct SeamSandboxChange: Sendable {
    /// Seconds after activation.
    public var delay: TimeInterval
    /// Produces the new list from the current one.
    public var apply: @Sendable ([SeamCredential]) -> [SeamCredential]

    public init(after delay: TimeInterval, apply: @escaping @Sendable ([SeamCredential]) -> [SeamCredential]) {
        self.delay = delay
        self.apply = apply
    }

    /// Replaces the errors of the credential `id`.
    public static func setErrors(_ errors: [SeamCredentialError], on id: String, after delay: TimeInterval) -> Self {
        SeamSandboxChange(after: delay) { credentials in
            credentials.map { $0.id == id ? $0.replacingErrors(with: errors) : $0 }
        }
    }

    /// Clears the errors of the credential `id`: an awaiting key becomes ready.
    public static func becomesReady(_ id: String, after delay: TimeInterval) -> Self {
        setErrors([], on: id, after: delay)
    }

    /// Removes the credential `id`, as when access is revoked.
    public static func removes(_ id: String, after delay: TimeInterval) -> Self {
        SeamSandboxChange(after: delay) { $0.filter { $0.id != id } }
    }
}
