import Foundation

/// Why an unlock attempt is over for the card's container.
public enum SeamUnlockAttemptEnd: Hashable, Sendable {
    /// The user tapped Done on the success state.
    case doneTapped
    /// The success dwell ended with ``SeamUnlockMachine/Configuration/dismissesOnSuccess`` on.
    case successDwellElapsed
}

/// How an unlock card is shown, which decides what ending an attempt does.
///
/// A card must never dismiss something it did not present: embedded in an app's screen, a
/// blind `dismiss()` would pop that screen off its navigation stack or close the app's own
/// sheet. So only a container that SeamComponents presented itself (the unlock sheet of
/// `SeamCredentialsView`) closes; everywhere else the card goes back to its unlock button and
/// tells its container, which decides (for example by clearing its selection).
///
/// ```swift
/// let ending = SeamUnlockCardHosting.inline.ending(after: .doneTapped)
/// // ending.closesPresentation == false, ending.notifiesContainer == true
/// ```
public enum SeamUnlockCardHosting: Hashable, Sendable {
    /// Embedded in a screen the app owns (the default), including a sheet the app presents.
    case inline
    /// Inside a container SeamComponents presented and may close.
    case presentedBySeamComponents

    /// What the card does when an attempt ends.
    public func ending(after end: SeamUnlockAttemptEnd) -> SeamUnlockCardEnding {
        switch self {
        case .inline: SeamUnlockCardEnding(end: end, closesPresentation: false, notifiesContainer: true)
        case .presentedBySeamComponents: SeamUnlockCardEnding(end: end, closesPresentation: true, notifiesContainer: true)
        }
    }
}

/// What a card does at the end of an attempt; the result of
/// ``SeamUnlockCardHosting/ending(after:)``.
///
/// Either way the card itself is back at ``SeamUnlockPhase/idle`` (its unlock button), which is
/// what an inline card should show next.
public struct SeamUnlockCardEnding: Hashable, Sendable {
    /// Why the attempt ended.
    public var end: SeamUnlockAttemptEnd
    /// Whether the card closes the container SeamComponents presented it in.
    public var closesPresentation: Bool
    /// Whether the card tells its container (`onSeamUnlockFinished`) that the attempt ended.
    public var notifiesContainer: Bool
}

/// What a container learns when an unlock card in it ends an attempt.
///
/// ```swift
/// SeamUnlockCardView(viewModel: SeamUnlockCardViewModel(credentialId: id, service: service))
///     .onSeamUnlockFinished { finish in viewModel.select(nil) }
/// ```
public struct SeamUnlockFinish: Hashable, Sendable {
    /// The key the attempt used.
    public var credentialId: String
    /// Why it ended.
    public var end: SeamUnlockAttemptEnd

    public init(credentialId: String, end: SeamUnlockAttemptEnd) {
        self.credentialId = credentialId
        self.end = end
    }
}
