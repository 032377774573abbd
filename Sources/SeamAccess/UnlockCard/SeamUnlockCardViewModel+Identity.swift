import Foundation

extension SeamUnlockCardViewModel {
    /// What a card showing this view model is the card *of*: its key. `SeamUnlockCardView`
    /// keeps the view model it has while the one it is offered on a re-render has the same
    /// identity, and starts over with the offered one when it differs (another key was
    /// selected), so the card never shows, or unlocks, a key other than the one asked for.
    ///
    /// ```swift
    /// SeamUnlockCardViewModel(credentialId: "a", service: s).cardIdentity  // "a"
    /// ```
    package var cardIdentity: String { credentialId }

    /// Whether a card that shows `current` should drop it for this view model: only when this
    /// one is for another key. Another instance for the same key (made by a re-render of the
    /// screen, or over a rebound service) does not replace a running attempt.
    public func replaces(_ current: SeamUnlockCardViewModel) -> Bool {
        cardIdentity != current.cardIdentity
    }
}
