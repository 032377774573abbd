import Foundation

/// What the "next key" widget shows from ``date`` on, as plain, localized data.
///
/// A widget renders ``headline``, ``detail``, ``statusText`` and ``systemImage`` in its
/// ``tone``, and an Unlock button only when ``unlockCredentialId`` is set. It never holds a
/// code or a card number, so nothing sensitive can reach a locked screen; see
/// ``SeamExtensionConfiguration/WidgetPrivacy`` for the rest.
package struct SeamWidgetEntry: Hashable, Sendable {
    /// Which situation the widget is in.
    package enum State: Hashable, Sendable {
        /// A key can unlock: the first usable key in list order.
        case nextKey
        /// Keys exist but none can unlock: the first key in list order, with its problem.
        case noUsableKey(SeamCredentialError)
        /// Keys exist but none can unlock, and the first in list order has no error: the app
        /// has no lock integration for it ("Not supported in this app"). No Unlock button.
        case lockNotSupported
        /// The user has no keys.
        case noKeys
        /// No key data is available to the widget: not signed in, or the app has not run yet.
        case signedOut
    }

    /// When this entry starts to apply.
    package private(set) var date: Date
    /// When its links are signed: ``date``, except for the entry that shows the last ones
    /// expired (see `SeamWidgetTimeline.renewingLinks(of:now:)`).
    package private(set) var linksSignedAt: Date
    package let state: State
    /// The key shown; `nil` for ``State/noKeys`` and ``State/signedOut``.
    package let credentialId: String?
    /// The key's name, or the situation's title ("No keys yet").
    package let headline: String
    /// The key's location, or the situation's message; may be empty.
    package let detail: String
    /// "Expires Sat, Jun 21 at 11:00 AM", the problem's badge, or empty.
    package let statusText: String
    package let systemImage: String
    package let tone: SeamStatusPresentation.Tone
    /// The key the Unlock button unlocks; `nil` hides the button.
    package let unlockCredentialId: String?
    /// Other keys that can unlock now, besides the one shown.
    package let otherUsableCount: Int
    /// Everything above in one sentence, for VoiceOver.
    package let accessibilityLabel: String
    /// The shown key's expiry when it can unlock, so the view can write it in the zone the
    /// device is in when it draws (``expiryText``), not the one the timeline was made in.
    package let expiry: Date?
    /// How to write ``expiry``: the localized phrase in pieces, with the date's and time's
    /// places. `nil` without an expiry; ``statusText`` holds the same phrase as text.
    package let expiryText: SeamWidgetExpiryPhrase?
    /// The language all of the above is written in. The widget speaks it throughout (its
    /// `\.locale`, the Unlock button, the circular widget's VoiceOver label), so one entry
    /// never mixes two languages.
    package let locale: Locale

    /// An entry with explicit content; usually made by ``init(credentials:date:locale:timeZone:)``.
    package init(date: Date, state: State, credentialId: String?, headline: String, detail: String, statusText: String,
                systemImage: String, tone: SeamStatusPresentation.Tone, unlockCredentialId: String?, otherUsableCount: Int,
                expiry: Date? = nil, expiryText: SeamWidgetExpiryPhrase? = nil, locale: Locale) {
        self.date = date
        linksSignedAt = date
        self.state = state
        self.credentialId = credentialId
        self.headline = headline
        self.detail = detail
        self.statusText = statusText
        self.systemImage = systemImage
        self.tone = tone
        self.unlockCredentialId = unlockCredentialId
        self.otherUsableCount = otherUsableCount
        self.expiry = expiry
        self.expiryText = expiry == nil ? nil : expiryText
        self.locale = locale
        accessibilityLabel = [headline, detail, statusText].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// This entry shown from `date`, its links signed at `linksSignedAt` (`date` unless given).
    package func shown(from date: Date, linksSignedAt: Date? = nil) -> SeamWidgetEntry {
        var entry = self
        entry.date = date
        entry.linksSignedAt = linksSignedAt ?? date
        return entry
    }
}
