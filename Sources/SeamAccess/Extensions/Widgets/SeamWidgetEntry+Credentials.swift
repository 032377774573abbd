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
        if !first.hasLockIntegration, first.effectiveErrors(at: date).isEmpty {
            // The first key in list order cannot unlock (so none can), with no error: the app
            // cannot open its lock. Said so, with no Unlock button.
            let status = SeamStatusPresentation.lockNotSupported(locale: locale)
            self.init(date: date, state: .lockNotSupported, credentialId: first.id, headline: first.name,
                      detail: first.placeText(now: date, locale: locale), statusText: status.badge,
                      systemImage: status.systemImage, tone: status.tone, unlockCredentialId: nil, otherUsableCount: 0,
                      locale: locale)
            return
        }
        if let error = first.effectiveErrors(at: date).first,
           let status = SeamStatusPresentation(credential: first, now: date, locale: locale) {
            // A key before its start says when it starts ("Valid from Fri, Jun 20 at 3:00 PM").
            let statusText = error == .awaitingLocalCredential && first.isNotYetValid(at: date)
                ? first.startsAt.map { SeamWidgetExpiryText.validFrom($0, now: date, locale: locale, timeZone: timeZone) }
                : nil
            self.init(date: date, state: .noUsableKey(error), credentialId: first.id, headline: first.name,
                      detail: first.placeText(now: date, locale: locale), statusText: statusText ?? status.badge, systemImage: status.systemImage,
                      tone: status.tone, unlockCredentialId: nil, otherUsableCount: 0, locale: locale)
            return
        }
        let expiryText = first.expiry.map {
            SeamWidgetExpiryText.string(for: $0, now: date, locale: locale, timeZone: timeZone)
        } ?? SeamLocalization.string("credential.ready.badge", locale: locale)
        self.init(date: date, state: .nextKey, credentialId: first.id, headline: first.name, detail: first.placeText(now: date, locale: locale),
                  statusText: expiryText, systemImage: "key.fill", tone: .success, unlockCredentialId: first.id,
                  otherUsableCount: usableCount - 1, expiry: first.expiry,
                  expiryText: first.expiry.map { SeamWidgetExpiryPhrase(expiry: $0, now: date, locale: locale, timeZone: timeZone) },
                  locale: locale)
    }
}

/// The widget's expiry phrase: absolute ("Expires Sat, Jun 21 at 11:00 AM"), so it stays true
/// until the key expires and the timeline needs no entry at midnight.
enum SeamWidgetExpiryText {
    /// The year shows when it differs from `now`'s, which no entry date within a year changes.
    static func string(for expiry: Date, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        dated("expiry.date", expiry, now: now, locale: locale, timeZone: timeZone)
    }

    /// "Valid from Fri, Jun 20 at 3:00 PM", absolute for the same reason as the expiry.
    static func validFrom(_ start: Date, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        dated("validFrom.date", start, now: now, locale: locale, timeZone: timeZone)
    }

    /// The copy `key` with `date`'s day (with the year when not `now`'s) and time.
    private static func dated(_ key: String, _ date: Date, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let sameYear = calendar.component(.year, from: date) == calendar.component(.year, from: now)
        return SeamLocalization.format(key, locale: locale,
                                       format(date, template: sameYear ? "MMMEd" : "yMMMEd", locale: locale,
                                              timeZone: timeZone),
                                       format(date, template: "jmm", locale: locale, timeZone: timeZone))
    }

    private static func format(_ date: Date, template: String, locale: Locale, timeZone: TimeZone) -> String {
        SeamDateTemplate.string(date, template: template, locale: locale, timeZone: timeZone)
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
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        includesYear = calendar.component(.year, from: expiry) != calendar.component(.year, from: now)
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
