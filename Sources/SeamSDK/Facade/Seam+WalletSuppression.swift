import Foundation

extension Seam {
    /// Keeps Apple Wallet from popping up at NFC readers while an unlock runs: `nil` (the
    /// default) leaves Wallet alone.
    ///
    /// When set, every unlock on this instance asks for suppression as it starts talking to
    /// the lock (except with a lock key opened over the internet, where no reader is involved)
    /// and releases it when the attempt ends, however it ends (granted, timed out,
    /// failed, cancelled, superseded by a newer unlock, or ended by ``deactivate(deintegrate:)``). The
    /// rules, including what happens when the system denies it, are
    /// `SeamWalletSuppressionMachine`'s. The app needs Apple's
    /// `com.apple.developer.passkit.pass-presentation-suppression` entitlement; without it the
    /// system denies the request, which is logged once as a warning, and after three denials
    /// in a row with no success between them it is not asked again.
    ///
    /// ```swift
    /// Seam.shared.walletPresentationSuppressor = SeamPassKitPresentationSuppressor()
    /// ```
    public var walletPresentationSuppressor: (any SeamWalletSuppressionHold.PassPresentationSuppressing)? {
        get { walletSuppression.snapshot?.suppressor }
        set {
            let slot = newValue.map {
                SeamWalletSuppressionSlot(suppressor: $0, coordinator: SeamWalletSuppressionCoordinator(suppressor: $0, logger: logger))
            }
            walletSuppression.withLock { $0 = slot }
        }
    }
}

/// The suppressor an app set and the coordinator that runs it.
struct SeamWalletSuppressionSlot: Sendable {
    let suppressor: any SeamWalletSuppressionHold.PassPresentationSuppressing
    let coordinator: SeamWalletSuppressionCoordinator
}
