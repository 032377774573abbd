import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// One value decides what a key shows (#32): the list, the unlock card, the widget, Shortcuts
/// and the demo read `SeamAccessCredential.Presentation`, and its dates are written in the
/// locale's calendar on every surface.
@Suite struct SeamKeyPresentationTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    let english = Locale(identifier: "en_US")

    func date(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
    }

    /// `text` with the narrow no-break space some locales put before "AM" as a plain space.
    func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ")
    }

    func key(startingAt start: Date, expiry: Date? = nil) -> SeamAccessCredential {
        SeamAccessCredential(id: "k", name: "Room 101", location: "Hotel Marina", startsAt: start, expiry: expiry,
                             provider: "test_lock")
    }

    /// The widget compared years in a fixed Gregorian calendar, while the list (and the date it
    /// writes) uses the locale's: in the Persian calendar 10 Feb and 10 Apr 2025 fall in
    /// 1403 and 1404, 20 Dec 2024 and 10 Jan 2025 both in 1403.
    @Test func theWidgetWritesAStartInTheLocalesCalendarAsTheListDoes() {
        let persian = Locale(identifier: "en_US@calendar=persian")
        let now = date("2025-02-10T12:00:00Z")
        let nextYear = key(startingAt: date("2025-04-10T15:00:00Z"))
        let row = SeamAccessCredential.Presentation(credential: nextYear, now: now, locale: persian, timeZone: utc)
        let entry = SeamWidgetEntry(credentials: [nextYear], date: now, locale: persian, timeZone: utc)
        #expect(row.validFromText?.contains("1404") == true, "\(row.validFromText ?? "nil")")
        #expect(entry.statusText.contains("1404"), "\(entry.statusText)")
        #expect(entry.statusText == row.widgetStatusText)

        let sameYear = key(startingAt: date("2025-01-10T15:00:00Z"))
        let december = date("2024-12-20T12:00:00Z")
        let sameYearRow = SeamAccessCredential.Presentation(credential: sameYear, now: december, locale: persian, timeZone: utc)
        let sameYearEntry = SeamWidgetEntry(credentials: [sameYear], date: december, locale: persian, timeZone: utc)
        #expect(sameYearRow.validFromText?.contains("1403") == false, "\(sameYearRow.validFromText ?? "nil")")
        #expect(!sameYearEntry.statusText.contains("1403"), "\(sameYearEntry.statusText)")
    }

    @Test func aReadyKeysWidgetLineIsItsAbsoluteExpiryOrReady() {
        let now = date("2025-06-16T12:00:00Z")
        let ready = SeamAccessCredential(id: "r", name: "Room", location: "", expiry: date("2025-06-21T11:00:00Z"))
        let row = SeamAccessCredential.Presentation(credential: ready, now: now, locale: english, timeZone: utc)
        #expect(plain(row.widgetStatusText) == "Expires Sat, Jun 21 at 11:00 AM")
        #expect(row.systemImage == "key.fill")
        let open = SeamAccessCredential.Presentation(credential: SeamAccessCredential(id: "o", name: "Gym", location: ""),
                                                     now: now, locale: english, timeZone: utc)
        #expect(open.widgetStatusText == "Ready")
        #expect(SeamWidgetEntry(credentials: [ready], date: now, locale: english, timeZone: utc).statusText
            == row.widgetStatusText)
    }

    @Test func everySurfaceReadsTheKeysPresentation() {
        let now = date("2025-06-16T12:00:00Z")
        let waiting = key(startingAt: date("2025-06-20T15:00:00Z"), expiry: date("2025-06-23T11:00:00Z"))
        let row = SeamAccessCredential.Presentation(credential: waiting, now: now, locale: english, timeZone: utc)
        #expect(row.isNotYetValid)
        #expect(row.status == .notYetValid(locale: english))
        #expect(row.systemImage == "calendar.badge.clock")
        #expect(SeamStatusPresentation(credential: waiting, now: now, locale: english) == row.status)

        let display = SeamKeyDisplay(credential: waiting, now: now, locale: english, timeZone: utc)
        #expect(display == SeamKeyDisplay(presentation: row))
        #expect(display.systemImage == row.systemImage && display.statusBadge == "Not yet valid")
        #expect(display.location == row.placeText)

        let entry = SeamWidgetEntry(credentials: [waiting], date: now, locale: english, timeZone: utc)
        #expect(entry.state == .noUsableKey(.awaitingLocalCredential))
        #expect(entry.statusText == row.widgetStatusText && plain(row.widgetStatusText) == "Valid from Fri, Jun 20 at 3:00 PM")
        #expect(entry.systemImage == row.systemImage && entry.tone == row.status?.tone)
        #expect(entry.detail == row.placeText && entry.unlockCredentialId == nil)
    }

    @Test func anErrorReadsAsTheKeysOwnStatusOnlyWhenTheKeySaysMore() {
        let now = date("2025-06-16T12:00:00Z")
        let waiting = SeamAccessCredential.Presentation(credential: key(startingAt: now.addingTimeInterval(3_600)),
                                                        now: now, locale: english, timeZone: utc)
        #expect(waiting.status(for: .awaitingLocalCredential) == .notYetValid(locale: english))
        #expect(waiting.message(for: .awaitingLocalCredential) { _ in "styled" }
            == SeamStatusPresentation.notYetValid(locale: english).message)
        #expect(waiting.systemImage(for: .awaitingLocalCredential) { _ in "hourglass" } == "calendar.badge.clock")
        #expect(waiting.status(for: .expired) == nil)
        #expect(waiting.message(for: .expired) { _ in "styled" } == "styled")

        let started = SeamAccessCredential.Presentation(credential: key(startingAt: now.addingTimeInterval(-60)),
                                                        now: now, locale: english, timeZone: utc)
        #expect(!started.isNotYetValid && started.validFromText == nil)
        #expect(started.status(for: .awaitingLocalCredential) == nil, "a key that has started is on its way")
        #expect(started.systemImage(for: .awaitingLocalCredential) { _ in "hourglass" } == "hourglass")
    }

    /// The senior-iOS reading of #32 (medium): the stay's Live Activity decided from the error
    /// alone. A remote lock Seam reports offline read "Something went wrong" there ("This lock
    /// is offline" everywhere else), a key the app cannot open showed Unlock, and a key with
    /// doors but no location had no place line. It now says what the widget says.
    @Test func theStaysLiveActivitySaysWhatTheWidgetSays() {
        let now = date("2025-06-16T12:00:00Z"), checkout = date("2025-06-21T11:00:00Z")
        let language = SeamAppProcess.preferredLocale()
        let keys = [
            SeamAccessCredential(id: "offline", name: "Side Door", location: "HQ", expiry: checkout, errors: [.unknown],
                                 provider: SeamRemoteUnlock.provider),
            SeamAccessCredential(id: "unsupported", name: "Room 7", location: "Inn", expiry: checkout, hasLockIntegration: false),
            SeamAccessCredential(id: "doors", name: "Room 1208", location: "", expiry: checkout,
                                 entrances: [SeamEntrance(name: "Room 1208", kind: .guestRoom),
                                             SeamEntrance(name: "Lift", kind: .elevator)]),
        ]
        let rules = SeamStayActivityCoordinator.Rules(linkFormat: SeamLinkFormat(scheme: "myapp"))
        for key in keys {
            let row = SeamAccessCredential.Presentation(credential: key, now: now, locale: language, timeZone: utc)
            let entry = SeamWidgetEntry(credentials: [key], date: now, locale: language, timeZone: utc)
            guard let content = SeamStayActivityContent(credential: key, rules: rules, now: now) else {
                Issue.record("no stay for \(key.id)")
                continue
            }
            let stay = SeamStayActivityPresentation(content: content, now: now, locale: language, timeZone: utc)
            #expect(stay.statusText == row.status?.badge, "\(key.id)")
            #expect(stay.systemImage == entry.systemImage && stay.systemImage == row.systemImage, "\(key.id)")
            #expect((stay.unlockButton == nil) == !row.isUsable, "\(key.id)")
            #expect(stay.detail == entry.detail && stay.detail == row.placeText, "\(key.id): \(stay.detail)")
        }
    }
}
