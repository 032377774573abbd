import Foundation

/// How an unlock card is shown, which decides what ending an attempt does
/// (``SeamUnlockFinish/closesPresentation``).
///
/// A card must never dismiss something it did not present: embedded in an app's screen, a
/// blind `dismiss()` would pop that screen off its navigation stack or close the app's own
/// sheet. So only a container that SeamComponents presented itself (the unlock sheet of
/// `SeamCredentialsView`) closes; everywhere else the card goes back to its unlock button and
/// tells its container, which decides (for example by clearing its selection).
package enum SeamUnlockCardHosting: Hashable, Sendable {
    /// Embedded in a screen the app owns (the default).
    case inline
    /// In a sheet or a pushed screen the app presented (SwiftUI's `isPresented`): it closes
    /// nothing either, but a screen taking requests holds its messages until it has gone.
    case presentedByApp
    /// Inside a container SeamComponents presented and may close.
    case presentedBySeamComponents

    /// How a card is hosted: in SeamComponents' own container when one said so (`presentation`),
    /// else in a presentation of the app's when SwiftUI's `isPresented` says so, else inline.
    package init(presentation: SeamUnlockCardHosting?, isPresented: Bool) {
        self = presentation ?? (isPresented ? .presentedByApp : .inline)
    }

    /// Whether the card is presented over the screen (a sheet, a pushed screen), not part of it.
    package var isModal: Bool { self != .inline }

    /// `finish` as this hosting ends it: what the card closes and whether it tells its container.
    package func ending(_ finish: SeamUnlockFinish) -> SeamUnlockFinish {
        var ending = finish
        ending.closesPresentation = self == .presentedBySeamComponents
        ending.notifiesContainer = true
        return ending
    }
}

extension SeamUnlockCardHosting {
    /// Whether a card hosted so shows Close under `phase` (``SeamUnlockCardViewModel/close()``):
    /// every failure, retryable or not, and a key with an error, in a card SeamComponents did
    /// not present itself (its sheet has a Close button of its own). Without it a card
    /// embedded in a screen, or in a sheet of the app's, would be stuck on an outcome it cannot
    /// retry, with no button at all.
    package func offersClose(in phase: SeamUnlockCardViewModel.Phase) -> Bool {
        guard self != .presentedBySeamComponents else { return false }
        switch phase {
        case .timedOut, .connectionFailed, .preflightFailed, .confirmationDeclined, .confirmationInterrupted,
             .confirmationFailed, .confirmationUnavailable, .blocked:
            return true
        case .idle, .unlocking, .authenticating, .granted:
            return false
        }
    }
}
