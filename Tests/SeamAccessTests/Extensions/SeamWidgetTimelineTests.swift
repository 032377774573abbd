import Foundation
import SeamTestSupport
@_spi(SeamInternal) import SeamAccess
import Testing

struct SeamWidgetTimelineTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let english = Locale(identifier: "en_US")
    let utc = TimeZone(identifier: "UTC") ?? .current

    func key(_ id: String, expiresIn seconds: TimeInterval? = nil, errors: [SeamCredentialError] = []) -> SeamAccessCredential {
        SeamAccessCredential(id: id, name: "Room \(id)", location: "Hotel Marina",
                             expiry: seconds.map { now.addingTimeInterval($0) }, cardNumber: "4242 9999", code: "8642",
                             errors: errors)
    }

    func timeline(_ keys: [SeamAccessCredential]?, maximumEntries: Int = 24) -> SeamWidgetTimeline {
        SeamWidgetTimeline(credentials: keys, now: now, maximumEntries: maximumEntries, locale: english, timeZone: utc)
    }

    @Test func theNextKeyIsTheFirstUsableKeyInListOrderWithItsExpiry() throws {
        let entry = try #require(timeline([key("2", expiresIn: 7_200), key("1", expiresIn: 3_600),
                                           key("x", errors: [.unknown])]).entries.first)
        #expect(entry.date == now)
        #expect(entry.state == .nextKey)
        #expect(entry.credentialId == "1")
        #expect(entry.unlockCredentialId == "1")
        #expect(entry.headline == "Room 1")
        #expect(entry.detail == "Hotel Marina")
        // 1,750,000,000 is Sunday 15 June 2025, 15:06:40 UTC. Absolute, so true all day.
        #expect(entry.statusText.replacingOccurrences(of: "\u{202F}", with: " ") == "Expires Sun, Jun 15 at 4:06 PM")
        #expect(entry.otherUsableCount == 1)
        #expect(entry.tone == .success)
    }

    @Test func entriesChangeExactlyWhenAUsableKeyExpires() {
        let keys = [key("1", expiresIn: 3_600), key("2", expiresIn: 7_200), key("3", expiresIn: 7_200),
                    key("old", expiresIn: -10), key("forever")]
        let entries = timeline(keys).entries
        #expect(entries.map(\.date) == [now, now.addingTimeInterval(3_600), now.addingTimeInterval(7_200)])
        #expect(entries.map(\.credentialId) == ["1", "2", "forever"])
        #expect(entries.map(\.otherUsableCount) == [3, 2, 0])
        // At the boundary itself the key has expired (expiry <= now), as in the list.
        #expect(entries[1].credentialId != "1")
        #expect(timeline(keys).reloadDate == nil)
    }

    @Test func theLastUsableKeyExpiringGivesTheNoUsableKeyState() {
        let entries = timeline([key("1", expiresIn: 60)]).entries
        #expect(entries.count == 2)
        #expect(entries[1].state == .noUsableKey(.expired))
        #expect(entries[1].date == now.addingTimeInterval(60))
        #expect(entries[1].unlockCredentialId == nil)
        #expect(entries[1].statusText == SeamStatusPresentation(error: .expired, locale: english).badge)
    }

    @Test func emptyAllExpiredAllErroredAndSignedOutEachHaveOneEntry() {
        let empty = timeline([]).entries
        #expect(empty.map(\.state) == [.noKeys])
        #expect(empty[0].headline == "No keys yet")

        let expired = timeline([key("1", expiresIn: -60), key("2", expiresIn: -30)]).entries
        #expect(expired.map(\.state) == [.noUsableKey(.expired)])
        #expect(expired[0].unlockCredentialId == nil)

        let errored = timeline([key("1", errors: [.userInteractionRequired(.enableBluetooth)]),
                                key("2", errors: [.contactSeamSupport])]).entries
        #expect(errored.count == 1)
        #expect(errored[0].unlockCredentialId == nil)
        let listFirst = SeamCredentialOrdering.sorted([key("1", errors: [.userInteractionRequired(.enableBluetooth)]),
                                                       key("2", errors: [.contactSeamSupport])], now: now, locale: .english)[0]
        #expect(errored[0].credentialId == listFirst.id)
        #expect(errored[0].state == .noUsableKey(listFirst.errors[0]))

        let signedOut = timeline(nil).entries
        #expect(signedOut.map(\.state) == [.signedOut])
        #expect(signedOut[0].headline == SeamStatusPresentation(error: SeamError.initializationRequired, locale: english).title)
    }

    @Test func anUnusableKeysExpiryIsNoBoundary() {
        // An errored key's expiry changes nothing the widget shows.
        let entries = timeline([key("1", expiresIn: 60, errors: [.unknown]), key("2")]).entries
        #expect(entries.count == 1)
    }

    @Test func aLongTimelineStopsAtTheLimitAndAsksForAReloadAtTheNextChange() {
        let keys = (1...10).map { key("\($0)", expiresIn: TimeInterval($0) * 60) }
        let short = timeline(keys, maximumEntries: 4)
        #expect(short.entries.count == 4)
        #expect(short.reloadDate == now.addingTimeInterval(4 * 60))
        #expect(timeline(keys, maximumEntries: 0).entries.count == 1)
    }

    @Test func noEntryEverHoldsACodeOrCardNumber() {
        let keys = [key("1", expiresIn: 60), key("2", errors: [.unknown])]
        for entry in timeline(keys).entries + timeline([key("3", expiresIn: -1)]).entries {
            let text = "\(entry)"
            #expect(!text.contains("8642"))
            #expect(!text.contains("4242"))
        }
    }

    @Test func theLockedScreenHidesKeyDetailsByDefaultButNeverSituationCopy() throws {
        let keyEntry = try #require(timeline([key("1")]).entries.first)
        let emptyEntry = try #require(timeline([]).entries.first)
        let hide = SeamExtensionConfiguration.WidgetPrivacy.hidesKeyDetailsWhenLocked
        #expect(hide.isPrivacySensitive(.headline, in: keyEntry))
        #expect(hide.isPrivacySensitive(.detail, in: keyEntry))
        #expect(!hide.isPrivacySensitive(.statusText, in: keyEntry))
        #expect(!hide.isPrivacySensitive(.headline, in: emptyEntry))
        for field in SeamExtensionConfiguration.WidgetPrivacy.Field.allCases {
            #expect(!SeamExtensionConfiguration.WidgetPrivacy.showsKeyDetails.isPrivacySensitive(field, in: keyEntry))
        }
    }

    @Test func accessibilityLabelReadsTheWholeEntry() throws {
        let entry = try #require(timeline([key("1")]).entries.first)
        #expect(entry.accessibilityLabel == "Room 1, Hotel Marina, Ready")
    }
}

struct SeamWidgetReloadTriggerTests {
    let key = SeamAccessCredential(id: "a", name: "Room", location: "Hotel", code: "1")

    @Test func reloadsOnlyWhenWhatTheWidgetShowsChanges() {
        var trigger = SeamWidgetReloadTrigger()
        let newCode = SeamAccessCredential(id: "a", name: "Room", location: "Hotel", code: "2")
        let other = SeamAccessCredential(id: "b", name: "Gym", location: "Hotel")
        let broken = SeamAccessCredential(id: "b", name: "Gym", location: "Hotel", errors: [.unknown])
        let answers = [
            trigger.shouldReload(for: [key], isActive: true),          // first call: always
            trigger.shouldReload(for: [key], isActive: true),          // a sync that found nothing new
            trigger.shouldReload(for: [newCode], isActive: true),      // codes are never shown
            trigger.shouldReload(for: [other, key], isActive: true),   // a key added
            trigger.shouldReload(for: [key, other], isActive: true),   // order alone changes nothing
            trigger.shouldReload(for: [key, broken], isActive: true),  // a key stopped being usable
            trigger.shouldReload(for: [key, other], isActive: true),   // … and became usable again
            trigger.shouldReload(for: [], isActive: true),             // all removed
            trigger.shouldReload(for: [], isActive: false),            // signed out differs from no keys
            trigger.shouldReload(for: [key], isActive: false),         // a signed-out user's keys are never shown
        ]
        #expect(answers == [true, false, false, true, false, true, true, true, true, false])
    }

    @Test func aKeyWhoseStartMovesReloadsTheWidgetThatSaysValidFrom() {
        var trigger = SeamWidgetReloadTrigger()
        let start = Date(timeIntervalSince1970: 1_750_000_000)
        let later = SeamAccessCredential(id: "a", name: "Room", location: "Hotel", startsAt: start)
        let moved = SeamAccessCredential(id: "a", name: "Room", location: "Hotel", startsAt: start.addingTimeInterval(3_600))
        let answers = [
            trigger.shouldReload(for: [later], isActive: true),   // first call: always
            trigger.shouldReload(for: [moved], isActive: true),   // the widget shows "Valid from …"
            trigger.shouldReload(for: [moved], isActive: true),   // nothing new
        ]
        #expect(answers == [true, true, false])
    }
}

struct SeamWidgetLinkTests {
    let format = SeamLinkFormat(scheme: "myapp", autoStartSecret: "0123456789abcdef0123456789abcdef").honouringProofs()
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func tappingAKeyOpensItsCardAndTheButtonAlsoStartsUnlocking() throws {
        let entry = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "")], date: now, locale: .english)
        #expect(entry.tapURL(format)?.absoluteString == "myapp://seam/unlock?credential=r1")
        let unlock = try #require(entry.unlockURL(format)?.absoluteString)
        #expect(unlock.hasPrefix("myapp://seam/unlock?credential=r1&start=1&expires="))
        #expect(unlock.contains("&proof=") && !unlock.contains("0123456789abcdef"), "a proof, never the secret")
        // The link round-trips through the router's parser.
        guard case .request(let request) = format.parse(try #require(entry.unlockURL(format)), now: now) else {
            Issue.record("not a request")
            return
        }
        #expect(request.credentialId == "r1" && request.startsUnlock)
    }

    @Test func anUnusableKeyOpensItsCardButHasNoButtonAndNoKeyOpensTheApp() {
        let blocked = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "", errors: [.expired])],
                                      date: now, locale: .english)
        #expect(blocked.tapURL(format) != nil)
        #expect(blocked.unlockURL(format) == nil)
        let empty = SeamWidgetEntry(credentials: [], date: now, locale: .english)
        #expect(empty.tapURL(format) == nil && empty.unlockURL(format) == nil)
        #expect(SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "")], date: now, locale: .english)
            .unlockURL(SeamLinkFormat()) == nil)
    }
}

struct SeamWidgetCompactTextTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let english = Locale(identifier: "en_US")

    @Test func theCompactLineNamesTheKeyOrItsProblemOrTheSituation() {
        let ready = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "a", name: "Room 1", location: ""),
                                                  SeamAccessCredential(id: "b", name: "Room 2", location: "")],
                                    date: now, locale: english)
        #expect(ready.compactText == "Room 1")
        #expect(ready.isCompactTextPrivacySensitive(.hidesKeyDetailsWhenLocked))
        #expect(!ready.isCompactTextPrivacySensitive(.showsKeyDetails))
        #expect(ready.moreKeysText == "+1")
        let expired = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "a", name: "Room 1", location: "", errors: [.expired])],
                                      date: now, locale: english)
        #expect(expired.compactText == "Expired")
        #expect(!expired.isCompactTextPrivacySensitive(.hidesKeyDetailsWhenLocked))
        #expect(expired.moreKeysText == nil)
        let empty = SeamWidgetEntry(credentials: [], date: now, locale: english)
        #expect(empty.compactText == "No keys yet")
        #expect(!empty.isCompactTextPrivacySensitive(.hidesKeyDetailsWhenLocked))
    }
}
