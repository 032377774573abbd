import Foundation

/// How an unlock attempt ended and what its container should do: what an unlock card hands to
/// `onSeamUnlockFinished(perform:)` when the user tapped Done on the success state, the
/// success dwell ended with ``SeamUnlockCardViewModel/Configuration/dismissesOnSuccess`` on, or
/// the user closed an outcome (a failure, or a key with an error).
///
/// The card itself is back at ``SeamUnlockCardViewModel/Phase/idle`` (its unlock button), or
/// still shows a key's error after ``End/closed``. A card embedded in your screen never
/// dismisses anything (``closesPresentation`` is `false`): you decide what happens next, for
/// example clearing the selection that shows it.
///
/// ```swift
/// SeamUnlockCardView(viewModel: SeamUnlockCardViewModel(credentialId: id, service: service))
///     .onSeamUnlockFinished { finish in
///         if finish.end != .successDwellElapsed { viewModel.select(nil) }
///     }
/// ```
public struct SeamUnlockFinish: Hashable, Sendable {
    /// Why an attempt is over for the card's container.
    public enum End: Hashable, Sendable {
        /// The user tapped Done on the success state.
        case doneTapped
        /// The success dwell ended with ``SeamUnlockCardViewModel/Configuration/dismissesOnSuccess`` on.
        case successDwellElapsed
        /// The user tapped Close on an outcome: a failure (retryable or not) or a key with an
        /// error. A card embedded in your screen offers it, so it is never stuck on an outcome
        /// with no button (`SeamUnlockCardHosting.offersClose(in:)`).
        case closed
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
