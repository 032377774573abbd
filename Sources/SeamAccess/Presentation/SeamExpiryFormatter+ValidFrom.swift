import Foundation

extension SeamExpiryFormatter {
    /// When a key that has not started yet begins, as a short, locale-aware phrase: "Valid
    /// from today at 3:00 PM", "Valid from tomorrow at 3:00 PM", "Valid from Fri, Jun 20 at
    /// 3:00 PM" (the year too when it is not this year's). `nil` without a start. Whether the
    /// start is still to come is the key's presentation's call (`SeamAccessCredential.Presentation`).
    ///
    /// ```swift
    /// let text = SeamExpiryFormatter(locale: Locale(identifier: "en_US")).validFrom(key.startsAt, now: Date())
    /// ```
    package func validFrom(_ start: Date?, now: Date) -> String? {
        guard let start else { return nil }
        let calendar = self.calendar
        let time = format(start, template: "jmm")
        if calendar.isDate(start, inSameDayAs: now) {
            return SeamLocalization.format("validFrom.today", locale: locale, time)
        }
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: now), calendar.isDate(start, inSameDayAs: tomorrow) {
            return SeamLocalization.format("validFrom.tomorrow", locale: locale, time)
        }
        return SeamLocalization.format("validFrom.date", locale: locale,
                                       format(start, template: includesYear(start, now: now) ? "yMMMd" : "EEEMMMd"), time)
    }
}
