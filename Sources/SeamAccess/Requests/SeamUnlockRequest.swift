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
    /// Where a request came from. It decides whether ``startsUnlock`` is honoured
    /// (``Source/mayStartUnlock``); what the card shows is the same for every source.
    public enum Source: String, Hashable, Sendable, CaseIterable {
        /// A URL anyone could have made (a web page, another app, a message).
        case link
        /// The app's own widget or Live Activity: a link carrying a valid proof signed with the
        /// install's secret (``SeamLinkFormat/autoStartSecret``), which starts one unlock.
        case widget
        /// An App Intent the user ran (Siri, Shortcuts, the Action button).
        case intent
        /// A notification's payload, which the app's server or anyone with its push key wrote.
        case notification
        /// The app's own code.
        case app

        /// Whether a request from here may start unlocking without a tap on the card. A plain
        /// link or a notification only shows the card: any web page or app can open a URL,
        /// and a door must not unlock because someone else asked.
        public var mayStartUnlock: Bool {
            switch self {
            case .widget, .intent, .app: true
            case .link, .notification: false
            }
        }
    }

    /// Distinguishes two requests for the same key, so each is delivered once.
    public let id: UUID
    /// The key whose card to show.
    public let credentialId: String
    /// Start unlocking as soon as the card shows (only when the key is usable, the source
    /// ``Source/mayStartUnlock`` and the request is fresh: taken within a minute of being made).
    public let startsUnlock: Bool
    /// Who asked.
    public let source: Source
    /// The signed link this request was read from, when its proof was valid: the router lets
    /// it start an unlock once (``SeamUsedLinks``). `nil` for every other request.
    package let signedLink: SeamSignedLink?

    /// A request for `credentialId`'s card; a new `id` each time unless one is given.
    public init(credentialId: String, startsUnlock: Bool = false, source: Source, id: UUID = UUID()) {
        self.init(credentialId: credentialId, startsUnlock: startsUnlock, source: source, id: id, signedLink: nil)
    }

    /// A request read from a signed link (``SeamLinkFormat/parse(_:source:now:)``).
    package init(credentialId: String, startsUnlock: Bool, source: Source, id: UUID = UUID(),
                 signedLink: SeamSignedLink?) {
        self.id = id
        self.credentialId = credentialId
        self.startsUnlock = startsUnlock
        self.source = source
        self.signedLink = signedLink
    }
}
