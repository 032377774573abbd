import Foundation
import SeamTestSupport
import PropertyBased
import SeamAccess
import Testing

/// Expiry text across time zones and daylight-saving changes: "today", "tomorrow" and
/// "expired today" follow the calendar days of the formatter's time zone (23- and 25-hour days
/// included), and the time shown is the expiry's wall-clock time there.
@Suite struct ExpiryTextProperties {
    /// Zones with DST in either hemisphere, a 30-minute DST (Lord Howe), a DST change at
    /// midnight (Santiago), a 45-minute offset (Chatham) and zones without DST.
    static let zones = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago",
                        "Pacific/Chatham", "Asia/Kolkata", "UTC", "America/St_Johns"]

    /// The first DST transitions after 2025-01-01 in `zone` (none for zones without DST).
    static func transitions(in zone: TimeZone) -> [Date] {
        var found: [Date] = []
        var cursor = Date(timeIntervalSince1970: 1_735_689_600)
        while found.count < 4, let next = zone.nextDaylightSavingTimeTransition(after: cursor) {
            found.append(next)
            cursor = next
        }
        return found.isEmpty ? [cursor] : found
    }

    enum Category: Equatable { case expiredToday, expired, today, tomorrow, later }

    /// The English phrases' categories (the one place these tests read copy).
    static func category(of text: String) -> Category? {
        if text.hasPrefix("Expired today at ") { return .expiredToday }
        if text.hasPrefix("Expired ") { return .expired }
        if text.hasPrefix("Expires today at ") { return .today }
        if text.hasPrefix("Expires tomorrow at ") { return .tomorrow }
        if text.hasPrefix("Expires ") { return .later }
        return nil
    }

    /// Calendar days from `a` to `b` in `zone`, from their year/month/day alone.
    static func dayDifference(from a: Date, to b: Date, in calendar: Calendar) -> Int {
        func day(_ date: Date) -> Int {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let y = (parts.month ?? 1) <= 2 ? (parts.year ?? 0) - 1 : (parts.year ?? 0)
            let m = parts.month ?? 1, d = parts.day ?? 1
            let era = (y >= 0 ? y : y - 399) / 400
            let yoe = y - era * 400
            let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
            return era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy
        }
        return day(b) - day(a)
    }

    /// zone, transition, minutes from it to "now" (±36 h), minutes from now to the expiry
    /// (−3 to +4 days).
    static let input = zip(Gen.int(in: 0...(zones.count - 1)), Gen.int(in: 0...3), Gen.int(in: -2_160...2_160),
                           Gen.int(in: -4_320...5_760))

    @Test func categoriesFollowTheZonesCalendarDays() async {
        await propertyCheck(count: 400, input: Self.input) { zoneIndex, transition, nowMinutes, expiryMinutes in
            guard let zone = TimeZone(identifier: Self.zones[zoneIndex]) else {
                Issue.record("no time zone \(Self.zones[zoneIndex])")
                return
            }
            let transitions = Self.transitions(in: zone)
            let now = transitions[transition % transitions.count].addingTimeInterval(TimeInterval(nowMinutes * 60))
            let expiry = now.addingTimeInterval(TimeInterval(expiryMinutes * 60))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let days = Self.dayDifference(from: now, to: expiry, in: calendar)
            let expected: Category = expiry <= now
                ? (days == 0 ? .expiredToday : .expired)
                : (days == 0 ? .today : days == 1 ? .tomorrow : .later)
            let locale = Locale(identifier: "en_US")
            let text = SeamExpiryFormatter(locale: locale, timeZone: zone).string(for: expiry, now: now)
            #expect(text.flatMap(Self.category) == expected, "\(text ?? "nil") in \(zone.identifier), now \(now)")
            if [.today, .tomorrow, .expiredToday].contains(expected), let text {
                let time = DateFormatter()
                time.locale = locale
                time.timeZone = zone
                time.setLocalizedDateFormatFromTemplate("jmm")
                #expect(text.hasSuffix(time.string(from: expiry)), "\(text) should show \(time.string(from: expiry))")
            }
        }
    }

    @Test func noExpiryShowsNothingInAnyZone() async {
        await propertyCheck(input: Gen.int(in: 0...(Self.zones.count - 1))) { zoneIndex in
            let zone = TimeZone(identifier: Self.zones[zoneIndex]) ?? .current
            #expect(SeamExpiryFormatter(locale: .english, timeZone: zone).string(for: nil, now: Date()) == nil)
        }
    }
}
