import Foundation

extension SeamWidgetEntry {
    /// The entry for `credentials` (`nil`: no key data, e.g. signed out) as they stand at
    /// `date`.
    package init(
        credentials: [SeamAccessCredential]?,
        date: Date,
        locale: Locale,
        timeZone: TimeZone = .current
    ) {
        guard let credentials else {
            let status = SeamStatusPresentation(error: SeamError.initializationRequired, locale: locale)
            self.init(date: date, state: .signedOut, credentialId: nil, headline: status.title, detail: status.message,
                      statusText: status.badge, systemImage: status.systemImage, tone: status.tone,
                      unlockCredentialId: nil, otherUsableCount: 0, locale: locale)
            return
        }
        let ordered = SeamCredentialOrdering.sorted(credentials, now: date, locale: locale)
        guard let first = ordered.first else {
            self.init(date: date, state: .noKeys, credentialId: nil,
                      headline: SeamLocalization.string("ui.empty.title", locale: locale),
                      detail: SeamLocalization.string("ui.empty.message", locale: locale),
                      statusText: "", systemImage: "key", tone: .info, unlockCredentialId: nil, otherUsableCount: 0, locale: locale)
            return
        }
        let usableCount = ordered.prefix { $0.isUsable(at: date) }.count
        // The first key in list order, as its presentation shows it: when it cannot unlock,
        // none can, and the widget says why (before its start, when it starts).
        let key = SeamAccessCredential.Presentation(credential: first, now: date, locale: locale, timeZone: timeZone)
        let state: State = key.isUsable ? .nextKey : key.primaryError.map(State.noUsableKey) ?? .lockNotSupported
        let expiry = key.isUsable ? key.expiry : nil
        self.init(date: date, state: state, credentialId: first.id, headline: key.name, detail: key.placeText,
                  statusText: key.widgetStatusText, systemImage: key.systemImage, tone: key.status?.tone ?? .success,
                  unlockCredentialId: key.isUsable ? first.id : nil, otherUsableCount: max(usableCount - 1, 0),
                  expiry: expiry,
                  expiryText: expiry.map { SeamWidgetExpiryPhrase(expiry: $0, now: date, locale: locale, timeZone: timeZone) },
                  locale: locale)
    }
}

/// The widget's expiry phrase in pieces, so a view can draw the date and time with the
/// device's zone at the moment it draws: "Expires ", the date, " at ", the time.
package struct SeamWidgetExpiryPhrase: Hashable, Sendable {
    /// One piece of the phrase.
    package enum Part: Hashable, Sendable {
        case text(String)
        /// The expiry's date (weekday, month and day; the year too when ``includesYear``).
        case date
        /// The expiry's time of day.
        case time
    }

    /// In reading order.
    package let parts: [Part]
    /// The expiry falls in another year than the entry's date.
    package let includesYear: Bool

    package init(expiry: Date, now: Date, locale: Locale, timeZone: TimeZone = .current) {
        includesYear = SeamExpiryFormatter(locale: locale, timeZone: timeZone).includesYear(expiry, now: now)
        parts = Self.parts(of: SeamLocalization.string("expiry.date", locale: locale))
    }

    /// Splits a format with `%1$@` (date) and `%2$@` (time), or plain `%@` in that order.
    static func parts(of format: String) -> [Part] {
        var parts: [Part] = []
        var text = ""
        var plainCount = 0
        var rest = Substring(format)
        while let start = rest.firstIndex(of: "%") {
            text += rest[..<start]
            let after = rest[start...]
            let placeholder: Part?
            let length: Int
            if after.hasPrefix("%1$@") {
                (placeholder, length) = (.date, 4)
            } else if after.hasPrefix("%2$@") {
                (placeholder, length) = (.time, 4)
            } else if after.hasPrefix("%@") {
                plainCount += 1
                (placeholder, length) = (plainCount == 1 ? .date : .time, 2)
            } else {
                (placeholder, length) = (nil, 1)
            }
            if let placeholder {
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(placeholder)
            } else {
                text += "%"
            }
            rest = after.dropFirst(length)
        }
        text += rest
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }
}
