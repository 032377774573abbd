import Foundation

extension SeamWalletSuppressionMachine {
    /// Whether an unlock with a key of `provider` asks for Wallet suppression: every key but a
    /// lock key opened over the internet (``SeamRemoteUnlock/provider``), where no reader is
    /// near the phone. A key with no provider is treated as one that needs it.
    ///
    /// ```swift
    /// SeamWalletSuppressionMachine.isNeeded(forProvider: "salto_ks")                 // true
    /// SeamWalletSuppressionMachine.isNeeded(forProvider: SeamRemoteUnlock.provider)  // false
    /// ```
    package static func isNeeded(forProvider provider: String?) -> Bool {
        provider != SeamRemoteUnlock.provider
    }
}
