import Foundation

extension SeamServiceProtocol {
    /// Starts an unlock with the spec's default timeout, ``Seam/defaultUnlockTimeout``
    /// (10 seconds), for every conformer, also through `any SeamServiceProtocol`.
    ///
    /// ```swift
    /// let service: any SeamServiceProtocol = SeamService()
    /// let events = try service.unlock(using: credential.id)
    /// ```
    ///
    /// - Throws: What ``unlock(using:timeout:)`` throws.
    public func unlock(using credentialId: String) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        try unlock(using: credentialId, timeout: Seam.defaultUnlockTimeout)
    }
}
