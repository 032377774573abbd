import Foundation

/// The one path that writes a key's dates, in the locale's calendar, one style per surface:
/// relative for the list and card ("Expires today at 3:45 PM", "Expired Mar 5, 2024"),
/// absolute for the widget (``absoluteExpiry(_:now:)``) and the stay's checkout
/// (``checkout(_:)``). No expiry gives `nil`, so nothing is shown.
///
/// ```swift
/// let text = SeamExpiryFormatter(locale: Locale(identifier: "en_US")).string(for: key.expiry, now: Date())
/// ```
package struct SeamExpiryFormatter: Sendable {
    package var locale: Locale
    package var timeZone: TimeZone

    package init(locale: Locale, timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The phrase for `expiry` as seen at `now`; `nil` when there is no expiry.
    package func string(for expiry: Date?, now: Date) -> String? {
        guard let expiry else { return nil }
        let calendar = self.calendar
        let time = format(expiry, template: "jmm")
        if expiry <= now {
            if calendar.isDate(expiry, inSameDayAs: now) {
                return SeamLocalization.format("expiry.expiredToday", locale: locale, time)
            }
            return SeamLocalization.format("expiry.expired", locale: locale, format(expiry, template: "yMMMd"))
        }
        if calendar.isDate(expiry, inSameDayAs: now) {
            return SeamLocalization.format("expiry.today", locale: locale, time)
        }
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: now), calendar.isDate(expiry, inSameDayAs: tomorrow) {
            return SeamLocalization.format("expiry.tomorrow", locale: locale, time)
        }
        let date = format(expiry, template: includesYear(expiry, now: now) ? "yMMMd" : "EEEMMMd")
        return SeamLocalization.format("expiry.date", locale: locale, date, time)
    }

    /// How long is left, in the plural form the language needs: "Expires in 3 days" (calendar
    /// days, from tomorrow on), "Expires in 5 hours" (under a day), "Expires in 1 minute"
    /// (under an hour, rounded up). `nil` when there is no expiry or it has passed.
    ///
    /// ```swift
    /// SeamExpiryFormatter(locale: Locale(identifier: "pl")).countdown(to: expiry, now: now)  // "Wygasa za 5 dni"
    /// ```
    package func countdown(to expiry: Date?, now: Date) -> String? {
        guard let expiry, expiry > now else { return nil }
        let remaining = expiry.timeIntervalSince(now)
        if remaining < 3_600 {
            let minutes = Int((remaining / 60).rounded(.up))
            return SeamLocalization.plural("countdown.minutes", count: max(minutes, 1), locale: locale)
        }
        let calendar = self.calendar
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now),
                                           to: calendar.startOfDay(for: expiry)).day ?? 0
        if remaining < 86_400 || days < 1 {
            return SeamLocalization.plural("countdown.hours", count: Int(remaining / 3_600), locale: locale)
        }
        return SeamLocalization.plural("countdown.days", count: days, locale: locale)
    }

    /// The locale's own calendar (e.g. Umm al-Qura in `ar_SA`), so "same year" agrees with
    /// the dates the formatter writes.
    var calendar: Calendar {
        var calendar = locale.calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    func format(_ date: Date, template: String) -> String {
        SeamDateTemplate.string(date, template: template, locale: locale, timeZone: timeZone)
    }
}
