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
    ///
    /// The same as ``closeButton(in:containerListens:)`` offering Close to a container that listens.
    package func offersClose(in phase: SeamUnlockCardViewModel.Phase) -> Bool {
        closeButton(in: phase, containerListens: true) == .close
    }

    /// The button that ends an outcome under `phase` in a card hosted so, titled for what it
    /// does, or `nil` for none. `containerListens`: something acts on the card's finish
    /// (`onSeamUnlockFinished`). Close only where it ends something: with a listener, under
    /// every failure and a blocked key. With none, a failure's button only returns the card to
    /// Unlock, so it is called OK; a blocked key stays blocked, so a Close there would do
    /// nothing and none is shown (the remedy, if any, remains). SeamComponents' sheet has a
    /// Close of its own.
    package func closeButton(in phase: SeamUnlockCardViewModel.Phase, containerListens: Bool) -> SeamStatusPresentation.Copy? {
        guard self != .presentedBySeamComponents else { return nil }
        switch phase {
        case .timedOut, .connectionFailed, .preflightFailed, .confirmationDeclined, .confirmationInterrupted,
             .confirmationFailed, .confirmationUnavailable:
            return containerListens ? .close : .ok
        case .blocked:
            return containerListens ? .close : nil
        case .idle, .unlocking, .authenticating, .granted:
            return nil
        }
    }

    /// Whether the presentation the card is in must not be swiped away under `phase`: a
    /// presented card (the app's sheet as much as SeamComponents') while it unlocks, since a
    /// swipe would cancel the attempt without a word and leave a request (Siri) unanswered.
    package func blocksInteractiveDismiss(in phase: SeamUnlockCardViewModel.Phase) -> Bool {
        isModal && !phase.allowsInteractiveDismiss
    }
}
