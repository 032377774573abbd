import Foundation

extension Seam {
    /// Unlocks with a credential at its preferred proximity: the first of its
    /// ``SeamAccessCredential/supportedUnlockProximities``, or, for a key that lists none,
    /// whatever its lock integration does. The same as
    /// ``unlock(using:proximity:timeout:)`` with `proximity: nil`; see there for the events,
    /// cancellation and what it throws.
    ///
    /// ```swift
    /// let cancellable = try Seam.shared.unlock(using: credential.id)
    ///     .sink { event in print(event) }
    /// ```
    ///
    /// - Parameters:
    ///   - credentialId: The ``SeamAccessCredential/id`` to use.
    ///   - timeout: Seconds to wait for the lock before `timedOut`; 10 by default. Values are
    ///     clamped to `0...300`; a value that is not a number means the default.
    public func unlock(
        using credentialId: String,
        timeout: TimeInterval = Seam.defaultUnlockTimeout
    ) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        try unlock(using: credentialId, proximity: nil, timeout: timeout)
    }

    /// The proximity an attempt with `credential` uses: `requested` when the key lists it,
    /// the key's first when `requested` is `nil`.
    static func proximity(_ requested: SeamUnlockProximity?,
                          for credential: SeamAccessCredential) throws -> SeamUnlockProximity? {
        guard let requested else { return credential.supportedUnlockProximities.first }
        guard credential.supportedUnlockProximities.contains(requested) else {
            throw SeamError.unsupportedUnlockProximity(requested)
        }
        return requested
    }
}
