import Foundation

extension SeamExpiryFormatter {
    /// When a key that has not started yet begins, as a short, locale-aware phrase: "Valid
    /// from today at 3:00 PM", "Valid from tomorrow at 3:00 PM", "Valid from Fri, Jun 20 at
    /// 3:00 PM" (the year too when it is not this year's). `nil` when there is no start or it
    /// has come, so nothing is shown.
    ///
    /// ```swift
    /// let text = SeamExpiryFormatter(locale: Locale(identifier: "en_US")).validFrom(key.startsAt, now: Date())
    /// ```
    package func validFrom(_ start: Date?, now: Date) -> String? {
        guard let start, start > now else { return nil }
        let calendar = self.calendar
        let time = format(start, template: "jmm")
        if calendar.isDate(start, inSameDayAs: now) {
            return SeamLocalization.format("validFrom.today", locale: locale, time)
        }
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: now), calendar.isDate(start, inSameDayAs: tomorrow) {
            return SeamLocalization.format("validFrom.tomorrow", locale: locale, time)
        }
        let sameYear = calendar.component(.year, from: start) == calendar.component(.year, from: now)
        return SeamLocalization.format("validFrom.date", locale: locale,
                                       format(start, template: sameYear ? "EEEMMMd" : "yMMMd"), time)
    }
}
