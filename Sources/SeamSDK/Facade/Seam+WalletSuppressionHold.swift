import Foundation

extension Seam {
    /// Keeps Apple Wallet from popping up from now until the returned hold is released, for
    /// the moments before an unlock starts: while the owner confirms with Face ID at an NFC
    /// reader, Wallet would otherwise show over the question. The unlock card does this by
    /// itself; use it around your own `Seam.confirmAndUnlock(using:timeout:locale:confirmation:authenticator:)` (SeamAccess).
    ///
    /// It shares the request an unlock makes (``walletPresentationSuppressor``), so holding
    /// across the start of the unlock hands suppression over without a gap.
    ///
    /// ```swift
    /// let hold = Seam.shared.holdWalletSuppression(forKey: credential.id)
    /// defer { hold?.release() }
    /// let events = try await Seam.shared.confirmAndUnlock(using: credential.id, locale: locale)
    /// for await event in events.values { show(event) }
    /// ```
    ///
    /// - Returns: `nil`, asking nothing, when no ``walletPresentationSuppressor`` is set or the
    ///   key does not need it (`SeamWalletSuppressionMachine.isNeeded(forProvider:)`: a lock
    ///   key opened over the internet involves no reader).
    @MainActor
    public func holdWalletSuppression(forKey credentialId: String) -> SeamWalletSuppressionHold? {
        let provider = credentials.first { $0.id == credentialId }?.providerName
        guard SeamWalletSuppressionMachine.isNeeded(forProvider: provider),
              let coordinator = walletSuppression.snapshot?.coordinator else { return nil }
        return SeamWalletSuppressionHold(coordinator: coordinator)
    }
}
