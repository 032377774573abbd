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
    /// Embedded in a screen the app owns (the default), including a sheet the app presents.
    case inline
    /// Inside a container SeamComponents presented and may close.
    case presentedBySeamComponents

    /// `finish` as this hosting ends it: what the card closes and whether it tells its container.
    package func ending(_ finish: SeamUnlockFinish) -> SeamUnlockFinish {
        var ending = finish
        ending.closesPresentation = self == .presentedBySeamComponents
        ending.notifiesContainer = true
        return ending
    }
}
