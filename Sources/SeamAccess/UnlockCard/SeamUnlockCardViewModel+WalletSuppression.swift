import Foundation

extension SeamUnlockCardViewModel {
    /// Holds Wallet suppression (``SeamServiceProtocol/holdWalletSuppression(forKey:)``) while
    /// the phase is an attempt's, from the owner's question (``SeamUnlockCardViewModel/Phase/authenticating``)
    /// through ``SeamUnlockCardViewModel/Phase/unlocking``, and releases it when the attempt ends however it
    /// ends. Wallet would otherwise pop up over Face ID at an NFC reader, since the unlock asks
    /// for suppression only once it starts; the two share one request.
    func updateWalletSuppression() {
        if phase.isUnlocking {
            if walletSuppressionHold == nil {
                walletSuppressionHold = service.holdWalletSuppression(forKey: credentialId)
            }
        } else if let hold = walletSuppressionHold {
            walletSuppressionHold = nil
            hold.release()
        }
    }
}
