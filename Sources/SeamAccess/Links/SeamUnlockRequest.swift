import Foundation

/// A request, from outside the key screen, to show one key's unlock card.
///
/// A URL, a widget tap, an App Intent or a notification each makes one and hands it to
/// ``SeamUnlockRouter``; the key screen presents the card when it can.
///
/// ```swift
/// SeamUnlockRouter.shared.request(SeamUnlockRequest(credentialId: "room-101", startsUnlock: true,
///                                                   source: .intent))
/// ```
public struct SeamUnlockRequest: Identifiable, Hashable, Sendable {
    /// Where a request came from; for logs and analytics, it does not change what is shown.
    public enum Source: String, Hashable, Sendable, CaseIterable {
        case link, widget, intent, notification, app
    }

    /// Distinguishes two requests for the same key, so each is delivered once.
    public let id: UUID
    /// The key whose card to show.
    public let credentialId: String
    /// Start unlocking as soon as the card shows (only when the key is usable).
    public let startsUnlock: Bool
    /// Who asked.
    public let source: Source

    /// A request for `credentialId`'s card; a new `id` each time unless one is given.
    public init(credentialId: String, startsUnlock: Bool = false, source: Source = .app, id: UUID = UUID()) {
        self.id = id
        self.credentialId = credentialId
        self.startsUnlock = startsUnlock
        self.source = source
    }
}
