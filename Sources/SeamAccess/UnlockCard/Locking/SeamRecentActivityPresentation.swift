import Foundation
@_spi(SeamInternal) import SeamSDK

/// The unlock card's small "Recent activity" section for one lock key, as localized data:
/// the newest few of its lock's events ("Unlocked · with a code", and when).
///
/// ```swift
/// let section = SeamRecentActivityPresentation(activity: items, keyId: key.id, locale: Locale(identifier: "en"))
/// section.title          // "Recent activity"
/// section.lines.first?.text  // "Locked · by hand"
/// section.lines.first?.accessibilityText  // "Locked, by hand, 28 November 2026 at 06:15"
/// ```
public struct SeamRecentActivityPresentation: Hashable, Sendable {
    /// One event as the section shows it.
    public struct Line: Hashable, Sendable, Identifiable {
        /// The event's id.
        public let id: String
        /// What happened and how: "Unlocked · with a code", "Access denied".
        public let text: String
        /// When, in the locale's short date and time.
        public let time: String
        /// When, written out for VoiceOver ("28 November 2026 at 06:15"): a short numeric date
        /// ("28/11/26") is read digit by digit.
        public let spokenTime: String
        /// `lock.open.fill`, `lock.fill`, or `exclamationmark.triangle` for a denial.
        public let systemImage: String
        /// Whether the line is a warning (access denied).
        public let isWarning: Bool
        /// ``text`` and ``spokenTime`` as VoiceOver reads them, as one sentence.
        public var accessibilityText: String { text.replacingOccurrences(of: " · ", with: ", ") + ", " + spokenTime }
    }

    /// How many events the section shows at most.
    public static let maximumLines = 5

    /// "Recent activity".
    public let title: String
    /// The newest events of the key's lock, at most ``maximumLines``.
    public let lines: [Line]
    /// A line instead of events: "No activity in the last 7 days" when the API listed none,
    /// "Recent activity couldn't be loaded" when it could not be read; else `nil`.
    public let note: String?

    /// The section for `keyId` (events of other locks are left out), newest first.
    public init(activity: [SeamLockActivity], keyId: String, locale: Locale, timeZone: TimeZone = .current) {
        title = SeamLocalization.string("activity.title", locale: locale)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        let spoken = DateFormatter()
        spoken.locale = locale
        spoken.timeZone = timeZone
        spoken.dateStyle = .long
        spoken.timeStyle = .short
        lines = activity.filter { $0.keyId == keyId }.sorted { $0.occurredAt > $1.occurredAt }
            .prefix(Self.maximumLines).map { item in
                Line(id: item.id, text: Self.text(item, locale: locale), time: formatter.string(from: item.occurredAt),
                     spokenTime: spoken.string(from: item.occurredAt),
                     systemImage: Self.systemImage(item.kind), isWarning: item.kind == .accessDenied)
            }
        note = lines.isEmpty ? SeamLocalization.string("activity.none", locale: locale) : nil
    }

    private init(title: String, note: String) {
        self.title = title
        lines = []
        self.note = note
    }

    /// The section when the activity could not be read: its title and "Recent activity couldn't
    /// be loaded", never "No activity".
    public static func loadFailed(locale: Locale) -> SeamRecentActivityPresentation {
        SeamRecentActivityPresentation(title: SeamLocalization.string("activity.title", locale: locale),
                                       note: SeamLocalization.string("activity.unavailable", locale: locale))
    }

    /// Whether a line puts its time under its text rather than beside it: at accessibility
    /// text sizes, where text, gap and time side by side wrap into narrow columns at 320 pt.
    public static func stacksTimeUnderText(isAccessibilitySize: Bool) -> Bool { isAccessibilitySize }

    /// "Unlocked · with a code": the kind, then the method when it is one the copy names.
    public static func text(_ item: SeamLockActivity, locale: Locale) -> String {
        let kind = switch item.kind {
        case .unlocked: SeamLocalization.string("activity.unlocked", locale: locale)
        case .locked: SeamLocalization.string("activity.locked", locale: locale)
        case .accessDenied: SeamLocalization.string("activity.accessDenied", locale: locale)
        }
        guard let method = item.method, ["remote", "keycode", "manual", "card"].contains(method) else { return kind }
        return kind + " · " + SeamLocalization.string("activity.method." + method, locale: locale)
    }

    private static func systemImage(_ kind: SeamLockActivity.Kind) -> String {
        switch kind {
        case .unlocked: "lock.open.fill"
        case .locked: "lock.fill"
        case .accessDenied: "exclamationmark.triangle"
        }
    }
}
