import Foundation

/// How an unlock attempt ended and what its container should do: what an unlock card hands to
/// `onSeamUnlockFinished(perform:)` when the user tapped Done on the success state, or the
/// success dwell ended with ``SeamUnlockCardViewModel/Configuration/dismissesOnSuccess`` on.
///
/// The card itself is back at ``SeamUnlockCardViewModel/Phase/idle`` (its unlock button). A card embedded in
/// your screen never dismisses anything (``closesPresentation`` is `false`): you decide what
/// happens next, for example clearing the selection that shows it.
///
/// ```swift
/// SeamUnlockCardView(viewModel: SeamUnlockCardViewModel(credentialId: id, service: service))
///     .onSeamUnlockFinished { finish in
///         if finish.end == .doneTapped { viewModel.select(nil) }
///     }
/// ```
public struct SeamUnlockFinish: Hashable, Sendable {
    /// Why an attempt is over for the card's container.
    public enum End: Hashable, Sendable {
        /// The user tapped Done on the success state.
        case doneTapped
        /// The success dwell ended with ``SeamUnlockCardViewModel/Configuration/dismissesOnSuccess`` on.
        case successDwellElapsed
    }

    /// The key the attempt used.
    public var credentialId: String
    /// Why it ended.
    public var end: End
    /// Whether the card closes the container it is in: only the unlock sheet SeamComponents
    /// presented itself (`SeamCredentialsView`'s) closes; a card in your screen stays, back at
    /// its unlock button, and your handler decides.
    public package(set) var closesPresentation: Bool
    /// Whether the card tells its container (`onSeamUnlockFinished`) that the attempt ended.
    package var notifiesContainer: Bool

    /// An attempt with `credentialId` that ended for `end`, in a card embedded in an app's
    /// screen (it closes nothing).
    public init(credentialId: String, end: End) {
        self.credentialId = credentialId
        self.end = end
        closesPresentation = false
        notifiesContainer = true
    }
}
