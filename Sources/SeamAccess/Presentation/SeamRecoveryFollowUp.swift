import Foundation

/// When the keys should be refreshed after a recovery action, because what the user did may
/// have fixed the credential.
package enum SeamRecoveryFollowUp: Hashable, Sendable {
    /// Nothing to refresh (the fix happens outside the app, or needs a restart).
    case none
    /// Refresh the keys now ("Try again").
    case refreshNow
    /// Refresh the keys when the page the action opened closes (verifying a one-time
    /// password usually clears the error).
    case refreshWhenPageCloses
}

extension SeamStatusPresentation.RecoveryActionKind {
    /// What follows the action. The refresh goes to the list that shows the key (its progress
    /// and result show there), never to every list on screen.
    ///
    /// ```swift
    /// SeamStatusPresentation.RecoveryActionKind.retry.followUp   // .refreshNow
    /// ```
    package var followUp: SeamRecoveryFollowUp {
        switch self {
        case .retry: .refreshNow
        case .openURL: .refreshWhenPageCloses
        case .openSettings, .promptBluetooth, .explainRestart: .none
        }
    }
}
