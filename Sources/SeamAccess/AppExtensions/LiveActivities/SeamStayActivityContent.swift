import Foundation

/// What a stay on the Lock Screen shows, as plain data: the Live Activity's content state.
///
/// It is the key's name and place, the checkout, whether it can unlock, and two links: the
/// key's card (a tap anywhere) and Unlock (only for a usable key). It never holds a token, a
/// code or a card number. Copy is not part of it: the widget extension writes it in the
/// device's language when it draws (``SeamStayActivityPresentation``). Made by
/// ``SeamStayActivityPlan``.
///
/// ```swift
/// let content = SeamStayActivityContent(credential: key, rules: rules, now: now)
/// ```
public struct SeamStayActivityContent: Codable, Hashable, Sendable {
    /// What the key opens, e.g. "Room 101".
    public var name: String
    /// Where it is, e.g. "Hotel Marina"; may be empty.
    public var location: String
    /// When the stay ends: the key's expiry.
    public var checkout: Date
    /// When the countdown starts (``SeamStayActivityRules/countdownWindow`` before checkout).
    public var countdownStart: Date
    /// Why the key cannot unlock now; `nil` when it can.
    public var problem: SeamCredentialError?
    /// The key's card, never unlocking: where a tap on the activity goes.
    public var cardURL: URL?
    /// The card, unlocking at once (with a proof when the format has the install's secret);
    /// `nil` when the key cannot unlock. Only a control labelled Unlock carries it.
    public var unlockURL: URL?
    /// When the links were signed; they are signed again half their lifetime later.
    public var linksSignedAt: Date
    /// What a locked screen may show of the name and place.
    public var privacy: SeamWidgetPrivacy

    public init(name: String, location: String, checkout: Date, countdownStart: Date, problem: SeamCredentialError?,
                cardURL: URL?, unlockURL: URL?, linksSignedAt: Date, privacy: SeamWidgetPrivacy) {
        self.name = name
        self.location = location
        self.checkout = checkout
        self.countdownStart = min(countdownStart, checkout)
        self.problem = problem
        self.cardURL = cardURL
        self.unlockURL = problem == nil ? unlockURL : nil
        self.linksSignedAt = linksSignedAt
        self.privacy = privacy
    }

    /// The content for `credential` at `now`, its links signed at `linksSignedAt`; `nil` for
    /// a key without an expiry (there is no checkout to show).
    public init?(credential: SeamAccessCredential, rules: SeamStayActivityRules, now: Date, linksSignedAt: Date? = nil) {
        guard let checkout = credential.expiry else { return nil }
        let signedAt = linksSignedAt ?? now
        let problem = credential.effectiveErrors(at: now).first
        let format = rules.linkFormat
        self.init(
            name: credential.name,
            location: credential.location,
            checkout: checkout,
            countdownStart: rules.countdownStart(checkout: checkout),
            problem: problem,
            cardURL: format.url(for: SeamUnlockRequest(credentialId: credential.id, startsUnlock: false,
                                                       source: .widget), now: signedAt),
            unlockURL: format.url(for: SeamUnlockRequest(credentialId: credential.id, startsUnlock: true,
                                                         source: .widget), now: signedAt),
            linksSignedAt: signedAt,
            privacy: rules.privacy)
    }

    /// Whether the countdown shows at `now`: from ``countdownStart`` on (at the latest from
    /// the checkout, for content decoded with its countdown after it).
    public func showsCountdown(at now: Date) -> Bool {
        now >= min(countdownStart, checkout)
    }
}
