import Foundation

extension SeamUnlockConfirmation {
    /// ``Seam/confirmAndUnlock(using:timeout:locale:confirmation:authenticator:)`` sent nothing: the
    /// owner did not confirm. `result` says why (declined, interrupted, failed, or unavailable on this device);
    /// ``SeamStatusPresentation/init(phase:locale:)`` with ``phase`` gives the card's copy for it.
    public struct NotConfirmed: Error, Hashable, Sendable, CustomStringConvertible {
        /// How asking the owner ended; never ``SeamUnlockConfirmation/AuthenticationResult/confirmed``.
        public let result: SeamUnlockConfirmation.AuthenticationResult

        /// The error for an owner check that ended with `result`.
        public init(result: SeamUnlockConfirmation.AuthenticationResult) {
            self.result = result
        }

        /// The unlock card's phase for this result, for its copy.
        public var phase: SeamUnlockCardViewModel.Phase {
            switch result {
            case .confirmed, .declined: .confirmationDeclined
            case .interrupted: .confirmationInterrupted
            case .failed: .confirmationFailed
            case .unavailable(let reason): .confirmationUnavailable(reason)
            }
        }

        public var description: String {
            switch result {
            case .confirmed, .declined:
                "The unlock was not sent: the person did not confirm it. Offer to try again."
            case .interrupted:
                "The unlock was not sent: the system or the app dismissed the confirmation. Offer to try again."
            case .failed:
                "The unlock was not sent: the owner's authentication failed. Offer to try again."
            case .unavailable(.faceIDUsageDescriptionMissing):
                "The unlock was not sent: the app's Info.plist has no NSFaceIDUsageDescription, so Face ID cannot be asked. "
                    + "Add the key."
            case .unavailable(.biometryLockedOut):
                "The unlock was not sent: Face ID or Touch ID is locked after too many tries. "
                    + "Ask the person to unlock the device with its passcode, then try again."
            case .unavailable(.notSupported):
                "The unlock was not sent: this device cannot ask its owner to confirm. "
                    + "Use a policy that does not confirm on this platform."
            case .unavailable(let reason):
                "The unlock was not sent: the owner cannot be asked on this device (\(reason)). "
                    + "Ask the person to set a passcode (or Face ID / Touch ID) in Settings, or change the fallback."
            }
        }
    }
}
