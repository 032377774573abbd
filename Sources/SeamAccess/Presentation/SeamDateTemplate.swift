import Foundation

/// A date written from a localized template ("MMMEd", "jmm"): one cached formatter per locale,
/// zone and template, shared by the expiry phrase, the widgets and the stay's Live Activity.
enum SeamDateTemplate {
    static func string(_ date: Date, template: String, locale: Locale, timeZone: TimeZone) -> String {
        // Keyed by the locale itself, not its identifier: `Locale.current` carries the person's
        // settings (24-hour time) that a locale with the same identifier lacks.
        let key = Key(locale: locale, timeZone: timeZone, template: template)
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

    private struct Key: Hashable {
        let locale: Locale
        let timeZone: TimeZone
        let template: String
    }

    private static let formatters = LockIsolated([Key: DateFormatter]())
}
