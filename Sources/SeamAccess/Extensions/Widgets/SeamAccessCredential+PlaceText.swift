import Foundation

extension SeamAccessCredential {
    /// The line under a key's name where there is room for one (the widget, the Shortcuts
    /// entity): its ``location``, or, for a key whose doors replace it (cloud keys list them in
    /// ``entrances``), the doors sentence ("Opens Room 1208, Lift and Pool"); empty when neither.
    ///
    /// ```swift
    /// let line = key.placeText(now: Date(), locale: Locale(identifier: "en"))
    /// ```
    public func placeText(now: Date, locale: Locale) -> String {
        guard location.isEmpty else { return location }
        return Presentation(credential: self, now: now, locale: locale).placeText
    }
}
