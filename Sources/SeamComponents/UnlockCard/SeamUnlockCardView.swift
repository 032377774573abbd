#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Everything about unlocking with one key: the unlock button, progress, the outcome with
/// retry, and the key's errors with their fix. Plays haptics (unless
/// `\.seamHapticsEnabled` is off) and announces outcomes to VoiceOver.
///
/// The card owns its view model and keys itself by it: the first instance you pass for a key
/// is kept across re-renders of your screen (a sync, a re-sort), so a running unlock is never
/// cancelled by one; when you pass a view model for another key (the selection changed), the
/// card drops the old one, cancelling its attempt, and shows the new key
/// (``SeamUnlockCardViewModel/replaces(_:)``). So it can be written inline, with no `.id(_:)`:
///
/// ```swift
/// if let selectedId = viewModel.selectedCredentialId {
///     SeamUnlockCardView(viewModel: SeamUnlockCardViewModel(credentialId: selectedId, service: viewModel.service))
///         .onSeamUnlockFinished { _ in viewModel.select(nil) }
/// }
/// ```
///
/// Ending an attempt (Done, auto-dismiss after success, or Close) never dismisses your screen:
/// the card returns to its unlock button and calls `onSeamUnlockFinished`. Only the sheet
/// ``SeamCredentialsView`` presents closes by itself. Outside that sheet, every failure and a
/// key with an error offer Close when your screen listens with `onSeamUnlockFinished`; with no
/// listener a failure offers OK (back to the unlock button) and a key with an error offers only
/// its remedy, since a Close there would end nothing.
///
/// Under a screen that takes requests (``View/seamUnlockRequests(from:list:)``), the card, in
/// your sheet or embedded in your screen, starts the unlock a link, the widget or Siri asked
/// for and reports how it ended, as the list's own sheet does.
@MainActor
public struct SeamUnlockCardView: View {
    private let proposedViewModel: () -> SeamUnlockCardViewModel

    /// - Parameter viewModel: Evaluated on each render of your screen (constructing a view model
    ///   reads the service's keys once and starts nothing). The card keeps the instance it has
    ///   while the new one is for the same key, and switches when it is for another key.
    public init(viewModel: @autoclosure @escaping () -> SeamUnlockCardViewModel) {
        proposedViewModel = viewModel
    }

    public var body: some View {
        let proposed = proposedViewModel()
        // A new identity makes SwiftUI discard the card's state, and with it the old view model
        // (its attempt is cancelled when it is released); the same identity keeps it.
        SeamUnlockCard(viewModel: proposed)
            .id(proposed.cardIdentity)
    }
}
#endif
