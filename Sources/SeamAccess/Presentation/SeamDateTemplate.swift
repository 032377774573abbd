import Foundation

/// A date written from a localized template ("MMMEd", "jmm"): one cached formatter per locale,
/// zone and template, shared by the expiry phrase, the widgets and the stay's Live Activity.
enum SeamDateTemplate {
    static func string(_ date: Date, template: String, locale: Locale, timeZone: TimeZone) -> String {
        let key = "\(locale.identifier)|\(timeZone.identifier)|\(template)"
        // Formatters are costly to make and every card formats its expiry on each render, so
        // they are made once per locale, zone and template. They are used only under the lock.
        return formatters.withLock { cache in
            let formatter = cache[key] ?? {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.timeZone = timeZone
                formatter.setLocalizedDateFormatFromTemplate(template)
                cache[key] = formatter
                return formatter
            }()
            return formatter.string(from: date)
        }
    }

    private static let formatters = LockIsolated([String: DateFormatter]())
}
