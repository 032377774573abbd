import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Links live half an hour and start once, so the widget's timeline carries fresh ones: an
/// entry every quarter of an hour with links signed for its own date, a reload after six
/// hours, and Show Key instead of Unlock wherever a link could not start.
struct SeamWidgetLinkRenewalTests {
    let format = SeamLinkFormat(scheme: "myapp", autoStartSecret: "0123456789abcdef0123456789abcdef").honouringProofs()
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let ready = [SeamAccessCredential(id: "r1", name: "Room", location: "")]

    func timeline(_ credentials: [SeamAccessCredential]? = nil) -> SeamWidgetTimeline {
        SeamWidgetTimeline(credentials: credentials ?? ready, now: now, locale: .english).renewingLinks(of: format, now: now)
    }

    func control(_ entry: SeamWidgetEntry, _ format: SeamLinkFormat? = nil) -> SeamWidgetLinks.UnlockButton? {
        SeamWidgetLinks(entry: entry, family: .systemMedium, format: format ?? self.format).unlockButton
    }

    @Test func aLinkLivesHalfAnHour() {
        #expect(SeamLinkFormat().autoStartLinkLifetime == 30 * 60)
    }

    @Test func everyEntryDrawsAnUnlockWhoseLinkStartsFromItsDateUntilTheNextEntry() throws {
        let entries = timeline().entries
        #expect(entries.count == SeamWidgetTimeline.linkRenewalEntries + 2, "now, 24 renewals, and the expired one")
        for (entry, next) in zip(entries, entries.dropFirst()).dropLast() {
            let button = try #require(control(entry))
            #expect(button.startsUnlock && button.title == "Unlock")
            #expect(format.startsUnlock(button.url, at: entry.date))
            #expect(format.startsUnlock(button.url, at: next.date.addingTimeInterval(-1)), "still good when replaced")
            #expect(next.date.timeIntervalSince(entry.date) >= 5 * 60, "entries several minutes apart, as WidgetKit asks")
        }
    }

    /// The reload is at the last renewal entry (or the timeline's own reload date when sooner):
    /// WidgetKit may reload late, and the last links still start for a whole lifetime.
    @Test func theWidgetReloadsAfterSixHoursWhileItsLastLinksStillStart() throws {
        let renewed = timeline()
        let reload = try #require(renewed.reloadDate)
        #expect(reload == now.addingTimeInterval(6 * 60 * 60), "4 of a day's 40 to 70 reloads")
        let lastSigned = try #require(renewed.entries.dropLast().last)
        #expect(lastSigned.date == reload)
        #expect(format.startsUnlock(try #require(control(lastSigned)).url, at: reload.addingTimeInterval(29 * 60)),
                "half an hour of grace for a late reload")
    }

    @Test func aReloadLaterThanTheLastLinksDrawsShowKeyInsteadOfAnUnlockThatCannotStart() throws {
        let expired = try #require(timeline().entries.last)
        #expect(expired.date > expired.linksSignedAt.addingTimeInterval(format.autoStartLinkLifetime))
        let button = try #require(control(expired))
        #expect(!button.startsUnlock)
        #expect(button.title == "Show Key" && button.accessibilityLabel == "Show Key")
        #expect(button.url == expired.tapURL(format), "it opens the card")
    }

    @Test func withoutTheInstallsSecretTheControlOpensTheCardAndSaysSo() throws {
        let entry = SeamWidgetEntry(credentials: ready, date: now, locale: .english)
        let unsigned = SeamLinkFormat(scheme: "myapp")
        let button = try #require(control(entry, unsigned))
        #expect(!button.startsUnlock && button.title == "Show Key")
        #expect(button.url == entry.tapURL(unsigned))
        let german = SeamWidgetEntry(credentials: ready, date: now, locale: Locale(identifier: "de_DE"))
        #expect(control(german, unsigned)?.title == "Schlüssel anzeigen")
        let renewed = SeamWidgetTimeline(credentials: ready, now: now, locale: .english).renewingLinks(of: unsigned, now: now)
        #expect(renewed.entries.count == 1 && renewed.reloadDate == nil, "nothing to renew, nothing spent")
    }

    @Test func aLinkDatedAheadOfItsEntryDoesNotDrawUnlock() throws {
        // An entry drawn at its date with a link signed an hour later (a clock that moved).
        let entry = SeamWidgetEntry(credentials: ready, date: now, locale: .english)
            .shown(from: now, linksSignedAt: now.addingTimeInterval(60 * 60))
        #expect(try #require(control(entry)).startsUnlock == false)
    }

    @Test func entriesForAKeysExpiryKeepTheirDateAndThoseAfterTheReloadWaitForTheNextTimeline() throws {
        let soon = [SeamAccessCredential(id: "r1", name: "Room", location: "", expiry: now.addingTimeInterval(100 * 60))]
        let renewed = timeline(soon)
        let expiry = try #require(renewed.entries.first { $0.date == now.addingTimeInterval(100 * 60) })
        #expect(expiry.linksSignedAt == expiry.date)
        #expect(expiry.unlockCredentialId == nil, "expired: no Unlock")
        #expect(renewed.entries.map(\.date) == renewed.entries.map(\.date).sorted())
        let late = [SeamAccessCredential(id: "r1", name: "Room", location: "", expiry: now.addingTimeInterval(10 * 60 * 60))]
        let beforeReload = timeline(late)
        #expect(beforeReload.reloadDate == now.addingTimeInterval(6 * 60 * 60))
        #expect(!beforeReload.entries.contains { $0.date == now.addingTimeInterval(10 * 60 * 60) })
    }

    @Test func noKeyThatCanUnlockMeansNoRenewal() {
        for credentials: [SeamAccessCredential]? in [nil, [], [SeamAccessCredential(id: "r1", name: "R", location: "", errors: [.expired])]] {
            let plain = SeamWidgetTimeline(credentials: credentials, now: now, locale: .english)
            #expect(plain.renewingLinks(of: format, now: now) == plain)
        }
    }
}
