import Foundation

/// One key as Siri, Shortcuts and Spotlight show it: what an App Intents `AppEntity` needs,
/// as plain, localized data. It never carries a code or a card number.
///
/// ```swift
/// let display = SeamKeyDisplay(credential: key, now: Date(), locale: locale)
/// display.title     // "Room 101"
/// display.subtitle  // "Hotel Marina · Expires today at 3:45 PM"
/// ```
public struct SeamKeyDisplay: Identifiable, Hashable, Sendable {
    public let id: String
    /// The key's name, e.g. "Room 101".
    public let name: String
    /// May be empty: the key's place, or its doors sentence when it has no place ("Opens Room 1208, Lift and Pool").
    public let location: String
    /// When the key stops working, if it does.
    public let expiry: Date?
    /// The list's phrase for ``expiry`` ("Expires today at 3:45 PM"); `nil` without one.
    public let expiryText: String?
    /// Whether the key can unlock now.
    public let isUsable: Bool
    /// "Ready", or the problem's badge ("Expired").
    public let statusBadge: String
    /// How the key's problem is shown; `nil` when it is ready.
    public let status: SeamStatusPresentation?
    /// An SF Symbol: a key when ready, the problem's symbol otherwise.
    public let systemImage: String

    /// The display of `credential` as the key list would show it at `now`.
    public init(credential: SeamAccessCredential, now: Date, locale: Locale, timeZone: TimeZone = .current) {
        self.init(presentation: SeamAccessCredential.Presentation(credential: credential, now: now, locale: locale,
                                                                  timeZone: timeZone))
    }

    /// The display of a key's presentation, without its code or card number: everything
    /// here is the presentation's, so Siri and Shortcuts say what the list says.
    ///
    /// ```swift
    /// let display = SeamKeyDisplay(presentation: row)
    /// ```
    public init(presentation: SeamAccessCredential.Presentation) {
        id = presentation.id
        name = presentation.name
        location = presentation.placeText
        expiry = presentation.expiry
        expiryText = presentation.expiryText
        isUsable = presentation.isUsable
        statusBadge = presentation.statusBadge
        status = presentation.status
        systemImage = presentation.systemImage
    }

    /// The entity's title: the key's name.
    public var title: String { name }

    /// Location, then the expiry when the key is ready or its status when not.
    public var subtitle: String {
        [location, isUsable ? (expiryText ?? "") : statusBadge]
            .filter { !$0.isEmpty }
            .joined(separator: " · ")
    }
}
