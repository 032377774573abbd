import Foundation

/// Whether a key list opens a key's unlock card by itself, because it is the only key that
/// can unlock: a guest with one room key sees "Unlock" at once instead of a list of one.
///
/// The list asks once per appearance, when its keys have loaded
/// (``keyToOpen(content:credentials:selectedId:isRequestPending:now:)``): it opens the card
/// when exactly one listed key is usable (keys that have expired, have not started or need
/// something first do not count), and never
/// - while nothing is listed yet (it asks again when the keys arrive),
/// - when a key is already selected, or a link, widget or shortcut asked for a card that is
///   about to open (``SeamUnlockRouter/pending``),
/// - right after the person closed the card (``cardClosed()``): the list they came back to
///   stays a list until it appears again,
/// - once the keys of this appearance were shown: a second key appearing or going later
///   does not pop a card up under the person's finger,
/// - when ``isEnabled`` is `false` (SeamComponents: `.seamOpensSoleKey(false)`).
///
/// Opening the card never starts an unlock: the person still taps Unlock.
///
/// ```swift
/// var opening = SeamSoleKeyOpening()
/// opening.appeared()
/// if let id = opening.keyToOpen(content: viewModel.content, credentials: viewModel.credentials,
///                               selectedId: viewModel.selectedCredentialId,
///                               isRequestPending: router.pending != nil, now: Date()) {
///     viewModel.select(id)
/// }
/// ```
public struct SeamSoleKeyOpening: Hashable, Sendable {
    /// Whether the list may open a sole key's card at all.
    public var isEnabled: Bool
    /// Decided for this appearance: nothing more opens until the list appears again.
    public private(set) var isDecided = false
    /// The card was closed since the last appearance: the next appearance opens nothing.
    private var closedSinceAppearance = false

    public init(isEnabled: Bool = true) {
        self.isEnabled = isEnabled
    }

    /// The list appeared (again): it may decide once more, unless the person just closed the
    /// card (a full-screen card closing makes the list appear again).
    public mutating func appeared() {
        isDecided = closedSinceAppearance
        closedSinceAppearance = false
    }

    /// The person closed the unlock card: nothing opens by itself for the rest of this
    /// appearance, nor in the next one (the list showing again as the card goes); the
    /// appearance after that decides afresh.
    public mutating func cardClosed() {
        isDecided = true
        closedSinceAppearance = true
    }

    /// The key whose card to open now, or `nil`; called whenever the list's content changes
    /// (a call that returns a key, or decides not to, ends this appearance's decision).
    public mutating func keyToOpen(
        content: SeamCredentialsViewModel.Content,
        credentials: [SeamAccessCredential],
        selectedId: String?,
        isRequestPending: Bool,
        now: Date
    ) -> String? {
        guard isEnabled, !isDecided, content == .credentials, !credentials.isEmpty else { return nil }
        isDecided = true
        guard selectedId == nil, !isRequestPending else { return nil }
        let usable = credentials.filter { $0.isUsable(at: now) }
        return usable.count == 1 ? usable[0].id : nil
    }
}
