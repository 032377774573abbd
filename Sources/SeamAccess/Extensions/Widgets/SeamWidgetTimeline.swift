import Foundation

/// The "next key" widget's timeline: an entry for now, and one at each moment what it shows
/// changes by itself (a usable key expires, a key's ``SeamAccessCredential/startsAt`` comes).
/// A key only *becomes* usable when the backend says so, so those changes come from the app
/// asking WidgetKit to reload (``SeamWidgetReloadTrigger``), not from timeline entries.
package struct SeamWidgetTimeline: Hashable, Sendable {
    /// In date order; the first is for `now`. Consecutive entries differ in what they show,
    /// or, after ``renewingLinks(of:now:)``, in when their links are signed.
    package let entries: [SeamWidgetEntry]
    /// When to ask for a new timeline: because the entries stop early (more changes than
    /// `maximumEntries`), or because there was no key data to read (see
    /// ``init(reading:now:maximumEntries:locale:timeZone:)``); `nil` when the entries cover
    /// every change the clock can make.
    package let reloadDate: Date?

    /// How long a widget with no readable key data waits before it looks again: after a
    /// restart the snapshot cannot be read until the device is first unlocked, and the app
    /// may not run to ask for a reload.
    package static let unavailableRetryInterval: TimeInterval = 20 * 60

    /// A timeline of exactly these entries and reload date.
    init(entries: [SeamWidgetEntry], reloadDate: Date?) {
        self.entries = entries
        self.reloadDate = reloadDate
    }

    /// The timeline for what ``SeamKeySnapshotReader/read()`` returned: a snapshot's keys,
    /// or the signed-out entry with a retry in ``unavailableRetryInterval`` when there was
    /// none (missing, unreadable or no container).
    package init(
        reading result: SeamKeySnapshotReadResult,
        now: Date,
        maximumEntries: Int = 24,
        locale: Locale,
        timeZone: TimeZone = .current
    ) {
        let timeline = SeamWidgetTimeline(credentials: result.accessCredentials, now: now,
                                          maximumEntries: maximumEntries,
                                          locale: locale, timeZone: timeZone)
        guard result.credentials == nil else {
            self = timeline
            return
        }
        entries = timeline.entries
        reloadDate = now.addingTimeInterval(Self.unavailableRetryInterval)
    }

    /// - Parameters:
    ///   - credentials: The keys, or `nil` when there is no key data (signed out).
    ///   - now: The first entry's date.
    ///   - maximumEntries: At least 1; WidgetKit keeps timelines short.
    package init(
        credentials: [SeamAccessCredential]?,
        now: Date,
        maximumEntries: Int = 24,
        locale: Locale,
        timeZone: TimeZone = .current
    ) {
        let limit = max(1, maximumEntries)
        var entries = [SeamWidgetEntry(credentials: credentials, date: now, locale: locale, timeZone: timeZone)]
        let boundaries = Self.boundaries(credentials ?? [], after: now)
        var reloadDate: Date?
        for boundary in boundaries {
            let entry = SeamWidgetEntry(credentials: credentials, date: boundary, locale: locale, timeZone: timeZone)
            if let last = entries.last, last.hasSameContent(as: entry) { continue }
            guard entries.count < limit else {
                reloadDate = boundary
                break
            }
            entries.append(entry)
        }
        self.entries = entries
        self.reloadDate = reloadDate
    }

    /// The distinct future expiries of keys usable at `now`, and the future starts of every
    /// key (which may make it usable, or change the "Valid from" shown), in order.
    static func boundaries(_ credentials: [SeamAccessCredential], after now: Date) -> [Date] {
        let expiries = credentials.filter { $0.isUsable(at: now) }.compactMap(\.expiry)
        let starts = credentials.compactMap(\.startsAt)
        return Set((expiries + starts).filter { $0 > now }).sorted()
    }
}

extension SeamWidgetEntry {
    /// Equal apart from ``date``.
    func hasSameContent(as other: SeamWidgetEntry) -> Bool {
        state == other.state && credentialId == other.credentialId && headline == other.headline
            && detail == other.detail && statusText == other.statusText && systemImage == other.systemImage
            && tone == other.tone && unlockCredentialId == other.unlockCredentialId
            && otherUsableCount == other.otherUsableCount && expiry == other.expiry && expiryText == other.expiryText
    }
}
