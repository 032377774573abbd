import Foundation

extension SeamExpiryFormatter {
    /// "Expires Sat, Jun 21 at 11:00 AM": the widget's expiry, absolute, so an entry stays
    /// true until the key expires and the timeline needs no entry at midnight.
    package func absoluteExpiry(_ expiry: Date, now: Date) -> String {
        dated("expiry.date", expiry, now: now)
    }

    /// "Valid from Fri, Jun 20 at 3:00 PM": the widget's start, absolute for the same reason.
    package func absoluteValidFrom(_ start: Date, now: Date) -> String {
        dated("validFrom.date", start, now: now)
    }

    /// Whether `date` falls in another year than `now` in the locale's calendar, so the year
    /// shows exactly when the written date's year differs.
    package func includesYear(_ date: Date, now: Date) -> Bool {
        let calendar = self.calendar
        return calendar.component(.era, from: date) != calendar.component(.era, from: now)
            || calendar.component(.year, from: date) != calendar.component(.year, from: now)
    }

    /// "Sat, Jun 21, 11:00 AM": a stay's checkout on the Lock Screen.
    package func checkout(_ checkout: Date) -> String {
        format(checkout, template: "MMMEdjmm")
    }

    /// A stay's checkout for the compact Dynamic Island: the time alone today, with the
    /// weekday within six days (unambiguous), else with the date.
    package func compactCheckout(_ checkout: Date, now: Date) -> String {
        let calendar = self.calendar
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now),
                                           to: calendar.startOfDay(for: checkout)).day ?? 0
        switch days {
        case ...0: return format(checkout, template: "jmm")
        case 1...6: return format(checkout, template: "EEEjmm")
        default: return format(checkout, template: "MMMdjmm")
        }
    }

    /// The copy `key` with `date`'s day (with the year when not `now`'s) and time.
    private func dated(_ key: String, _ date: Date, now: Date) -> String {
        SeamLocalization.format(key, locale: locale, format(date, template: includesYear(date, now: now) ? "yMMMEd" : "MMMEd"),
                                format(date, template: "jmm"))
    }
}
