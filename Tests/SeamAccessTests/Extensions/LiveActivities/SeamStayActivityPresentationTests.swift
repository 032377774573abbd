import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

struct SeamStayActivityPresentationTests {
    let now = TestClock().now
    let utc = TimeZone(identifier: "UTC") ?? .current
    let english = Locale(identifier: "en_US")

    func content(checkoutIn seconds: TimeInterval, problem: SeamCredentialError? = nil) -> SeamStayActivityContent {
        let checkout = now.addingTimeInterval(seconds)
        return SeamStayActivityContent(name: "Room 101", location: "Hotel Marina", checkout: checkout,
                                       countdownStart: checkout.addingTimeInterval(-3 * 60 * 60), problem: problem,
                                       cardURL: URL(string: "myapp://seam/unlock?credential=room-101"),
                                       unlockURL: SeamLinkFormat(scheme: "myapp", autoStartSecret: String(repeating: "s", count: 32)).honouringProofs()
                                           .url(for: SeamUnlockRequest(credentialId: "room-101", startsUnlock: true, source: .app),
                                                now: now),
                                       linksSignedAt: now, privacy: .hidesKeyDetailsWhenLocked)
    }

    func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ")
    }

    @Test func showsTheNamePlaceAndCheckoutWithAnUnlockControlLabelledUnlock() throws {
        let shown = SeamStayActivityPresentation(content: content(checkoutIn: 2 * 24 * 60 * 60), now: now,
                                                 locale: english, timeZone: utc)
        #expect(shown.phase == .stay)
        #expect(shown.headline == "Room 101" && shown.detail == "Hotel Marina")
        #expect(shown.checkoutLabel == "Checkout")
        // ICU writes "3:06 PM" with a narrow no-break space.
        #expect(plain(shown.checkoutText) == "Tue, Jun 17 at 3:06 PM")
        #expect(plain(shown.checkoutTimeText) == "Tue 3:06 PM")
        #expect(plain(shown.checkoutLine) == "Checkout Tue, Jun 17 at 3:06 PM")
        #expect(shown.countdown == nil)
        let unlock = try #require(shown.unlockButton)
        #expect(unlock.title == "Unlock" && unlock.accessibilityLabel == "Unlock")
        #expect(unlock.url.absoluteString.hasPrefix("myapp://seam/unlock?credential=room-101&start=1&expires="))
        #expect(shown.tapURL?.absoluteString == "myapp://seam/unlock?credential=room-101")
        #expect(plain(shown.accessibilityLabel) == "Room 101, Hotel Marina, Checkout Tue, Jun 17 at 3:06 PM")
        #expect(shown.isPrivacySensitive(.headline) && shown.isPrivacySensitive(.detail))
    }

    @Test func theStaySpeaksTheLocaleItIsWrittenInAndCarriesItForTheCountdown() throws {
        let german = Locale(identifier: "de_DE")
        let shown = SeamStayActivityPresentation(content: content(checkoutIn: 2 * 60 * 60), now: now,
                                                 locale: german, timeZone: utc)
        #expect(shown.locale == german, "the view's timer reads the same locale as the copy")
        #expect(shown.countdownLabel == "Endet in")
        #expect(try #require(shown.unlockButton).title == SeamStatusPresentation.Copy.unlock.text(locale: german))
    }

    @Test func thePersonsTwentyFourHourClockReachesTheCheckoutTime() {
        // Someone in the US who switched on 24-hour time, in an app localized in English.
        let device = Locale(identifier: "en_US@hours=h23")
        let appLanguage = SeamAppProcess.preferredLocale(localizations: ["en"], current: device)
        let shown = SeamStayActivityPresentation(content: content(checkoutIn: 2 * 24 * 60 * 60), now: now,
                                                 locale: appLanguage, timeZone: utc)
        #expect(plain(shown.checkoutTimeText) == "Tue 15:06")
        let twelveHour = SeamStayActivityPresentation(content: content(checkoutIn: 2 * 24 * 60 * 60), now: now,
                                                      locale: english, timeZone: utc)
        #expect(plain(twelveHour.checkoutTimeText) == "Tue 3:06 PM", "the hour-cycle keyword reaches the template")
        // The case the per-locale formatter cache exists for, `Locale.current` with a 24-hour
        // preference beside a locale of the same identifier without it, cannot be built on
        // Linux, whose Foundation has no user preferences.
    }

    @Test func countsDownInTheLastHours() {
        let stay = content(checkoutIn: 2 * 60 * 60)
        let shown = SeamStayActivityPresentation(content: stay, now: now, locale: english, timeZone: utc)
        #expect(shown.phase == .countdown)
        #expect(shown.countdownLabel == "Ends in")
        #expect(shown.countdown == stay.countdownStart...stay.checkout)
    }

    /// The activity's stale date is the countdown's start, so the system redraws it then and the
    /// countdown appears even when the app is not running to update it.
    @Test func aStaleActivityCountsDownEvenIfTheAppCouldNotUpdateIt() {
        let early = SeamStayActivityPresentation(content: content(checkoutIn: 5 * 60 * 60), now: now, isStale: true,
                                                 locale: english, timeZone: utc)
        #expect(early.phase == .countdown)
    }

    @Test func aCountdownStartAfterTheCheckoutDoesNotCrash() throws {
        var stay = content(checkoutIn: 60 * 60)
        let decoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(stay)) as? [String: Any]
        var broken = try #require(decoded)
        broken["countdownStart"] = stay.checkout.timeIntervalSinceReferenceDate + 600
        stay = try JSONDecoder().decode(SeamStayActivityContent.self, from: JSONSerialization.data(withJSONObject: broken))
        #expect(SeamStayActivityPresentation(content: stay, now: now, locale: english, timeZone: utc).countdown == nil)
        let stale = SeamStayActivityPresentation(content: stay, now: now, isStale: true, locale: english, timeZone: utc)
        #expect(stale.countdown == stay.checkout...stay.checkout)
    }

    /// ActivityKit draws only when the content changes and at the one stale date per update; once
    /// the app updates the stay in the countdown that date is the checkout, so it is drawn ended
    /// then. If the app does not run between the countdown's start and the checkout, nothing
    /// redraws it: the countdown stops at 0:00:00 and Unlock stays until the app runs (the card
    /// then says the key expired). Only push updates could do better.
    @Test func afterCheckoutThereIsNoUnlockAndTheStatusSaysExpired() {
        let shown = SeamStayActivityPresentation(content: content(checkoutIn: -1), now: now, locale: english, timeZone: utc)
        #expect(shown.phase == .ended)
        #expect(shown.unlockButton == nil)
        #expect(shown.countdown == nil)
        #expect(shown.statusText == "Expired")
    }

    @Test func aKeyWithAProblemShowsItAndOffersNoUnlock() {
        let shown = SeamStayActivityPresentation(content: content(checkoutIn: 24 * 60 * 60, problem: .contactSeamSupport),
                                                 now: now, locale: english, timeZone: utc)
        #expect(shown.unlockButton == nil)
        #expect(shown.statusText != nil)
        #expect(shown.tone != SeamStatusPresentation.Tone.success)
    }

    @Test func onceTheUnlockLinkHasExpiredTheControlOpensTheCardAndSaysShowKey() throws {
        let stay = content(checkoutIn: 2 * 24 * 60 * 60)
        let lifetime = SeamLinkFormat().autoStartLinkLifetime
        #expect(try #require(SeamStayActivityPresentation(content: stay, now: now.addingTimeInterval(lifetime),
                                                          locale: english, timeZone: utc).unlockButton).startsUnlock)
        let drawnLater = SeamStayActivityPresentation(content: stay, now: now.addingTimeInterval(lifetime + 1),
                                                      locale: english, timeZone: utc)
        let control = try #require(drawnLater.unlockButton)
        #expect(!control.startsUnlock && control.title == "Show Key" && control.accessibilityLabel == "Show Key")
        #expect(control.url == stay.cardURL)
        var unsigned = stay
        unsigned.unlockURL = URL(string: "myapp://seam/unlock?credential=room-101&start=1")
        let withoutProof = SeamStayActivityPresentation(content: unsigned, now: now, locale: english, timeZone: utc)
        #expect(withoutProof.unlockButton?.title == "Show Key", "a link without a proof never starts")
    }

    @Test func theCopyIsTranslatedInEveryShippedLanguage() {
        let stay = content(checkoutIn: 60 * 60)
        for language in SeamLanguage.allCases where language != .english {
            let locale = Locale(identifier: language.rawValue)
            let shown = SeamStayActivityPresentation(content: stay, now: now, locale: locale, timeZone: utc)
            #expect(shown.checkoutLabel != "Checkout", "\(language) says Checkout")
            #expect(shown.countdownLabel != "Ends in", "\(language) says Ends in")
            #expect(!shown.accessibilityLabel.contains("%"), "\(language): \(shown.accessibilityLabel)")
        }
    }
}
