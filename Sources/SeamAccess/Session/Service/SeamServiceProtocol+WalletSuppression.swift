import Foundation

extension SeamServiceProtocol {
    /// Suppresses nothing: a service with no ``Seam`` behind it.
    public func holdWalletSuppression(forKey credentialId: String) -> SeamWalletSuppressionHold? { nil }
}

extension SeamService {
    /// Forwards to ``Seam/holdWalletSuppression(forKey:)`` on ``seam``.
    ///
    /// ```swift
    /// let hold = SeamService().holdWalletSuppression(forKey: key.id)
    /// ```
    public func holdWalletSuppression(forKey credentialId: String) -> SeamWalletSuppressionHold? {
        seam.holdWalletSuppression(forKey: credentialId)
    }
}
