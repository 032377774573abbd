import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The unlock card's Lock button and Recent activity section: shown only for the keys they
/// serve, locking through the fake API, and saying truthful, localized things.
@Suite(.serialized) struct SeamLockActionTests {
    static let front = "d0000001-1111-4111-8111-111111111111"
    static let side = "d0000002-2222-4222-8222-222222222222"

    @Test func lockIsOfferedOnlyForKeysWhoseLockCanLockAndHaveNoErrors() {
        let canLock = SeamAccessCredential(id: "a", name: "Front", location: "", lockState: SeamLockState(locked: false, canLock: true))
        let cannot = SeamAccessCredential(id: "b", name: "Side", location: "", lockState: SeamLockState(locked: false))
        let offline = SeamAccessCredential(id: "c", name: "Back", location: "", errors: [.contactSeamSupport],
                                           lockState: SeamLockState(canLock: true))
        let mobileKey = SeamAccessCredential(id: "d", name: "Room", location: "")
        #expect(SeamLockActionViewModel.offersLock(for: canLock))
        #expect(!SeamLockActionViewModel.offersLock(for: cannot))
        #expect(!SeamLockActionViewModel.offersLock(for: offline))
        #expect(!SeamLockActionViewModel.offersLock(for: mobileKey))
        #expect(!SeamLockActionViewModel.offersLock(for: nil))
        #expect(SeamRecentActivityViewModel.showsActivity(for: canLock))
        #expect(!SeamRecentActivityViewModel.showsActivity(for: mobileKey))
    }

    @Test func theButtonOnlySaysLockLockingOrTryAgainAndTheOutcomeIsItsOwnLine() {
        let en = Locale(identifier: "en")
        #expect(SeamLockActionViewModel.title(for: .idle, locale: en) == "Lock")
        #expect(SeamLockActionViewModel.title(for: .locking, locale: en) == "Locking…")
        #expect(SeamLockActionViewModel.title(for: .locked, locale: en) == "Lock", "never \"Locked, button\"")
        #expect(SeamLockActionViewModel.title(for: .failed(.lockRefused), locale: en) == "Try Again")
        #expect(SeamLockActionViewModel.title(for: .timedOut, locale: en) == "Try Again")
        #expect(SeamLockActionViewModel.status(for: .idle, locale: en) == nil)
        #expect(SeamLockActionViewModel.status(for: .locking, locale: en) == nil)
        #expect(SeamLockActionViewModel.status(for: .locked, locale: en) == "Locked")
        #expect(SeamLockActionViewModel.status(for: .timedOut, locale: en)
                == "No answer from the lock yet. It may still lock: check the door.")
        #expect(!SeamLockActionViewModel.statusIsWarning(.locked))
        #expect(SeamLockActionViewModel.statusIsWarning(.timedOut))
        #expect(SeamLockActionViewModel.statusSystemImage(for: .failed(.unknown)) == "exclamationmark.triangle")
        #expect(SeamLockActionViewModel.title(for: .idle, locale: Locale(identifier: "de")) == "Abschließen")
        #expect(SeamLockActionViewModel.title(for: .idle, locale: Locale(identifier: "ja")) == "施錠")
    }

    @Test func theCardLocksThroughTheAPIAndFollowsTheOutcome() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            await harness.api.locks.setDevices([
                FakeSeamLocks.device(id: Self.front, name: "Front Door", locked: false, canRemotelyLock: true),
                FakeSeamLocks.device(id: Self.side, name: "Side Door", locked: false, canRemotelyLock: false),
            ])
            await harness.api.locks.useClock(clock)
            let seam = try harness.seam(try await harness.configuration(), clock: clock)
            try await seam.activate()
            let service = SeamService(seam: seam)
            let lock = try #require(await SeamLockActionViewModel(credentialId: Self.front, service: service,
                                                                   locale: Locale(identifier: "en")))
            await lock.lock()
            #expect(await lock.phase == .locking)
            #expect(await !lock.isEnabled)
            try await eventually("locked") {
                if await lock.phase == .locked { return true }
                if clock.sleeperCount >= 2 { await clock.advance(by: 0.25) }
                return false
            }
            #expect(await harness.api.locks.calls(on: .lockDoor).count == 1)
            try await eventually("the key shows the lock locked") {
                seam.credentials.first { $0.id == Self.front }?.lockState?.locked == true
            }

            let refused = try #require(await SeamLockActionViewModel(credentialId: Self.side, service: service,
                                                                      locale: Locale(identifier: "en")))
            await refused.lock()
            #expect(await refused.phase == .failed(.keyUnavailable), "a key that cannot lock is refused before any request")
            #expect(await harness.api.locks.calls(on: .lockDoor).count == 1)

            // Recent activity on the card: the lock just made is there, said truthfully.
            await harness.api.locks.recordEvent(type: "lock.access_denied", deviceId: Self.front,
                                                occurredAt: clock.now.addingTimeInterval(-60))
            await harness.api.locks.recordEvent(type: "lock.unlocked", deviceId: Self.side, method: "keycode")
            let activity = try #require(await SeamRecentActivityViewModel(keyId: Self.front, service: service))
            await activity.load()
            let section = try #require(await activity.presentation(locale: Locale(identifier: "en")))
            #expect(section.title == "Recent activity")
            #expect(section.lines.map(\.text) == ["Locked · remotely", "Access denied"])
            #expect(section.lines.map(\.isWarning) == [false, true])
            #expect(section.note == nil)
            await seam.deactivate()
        }
    }

    @Test func anEmptySectionSaysSoAndOnlyTheKeysEventsShow() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let items = (0..<8).map { index in
            SeamLockActivity(id: "\(index)", kind: .unlocked, occurredAt: now.addingTimeInterval(Double(-index)),
                             keyId: index == 0 ? "other" : "mine", method: index == 1 ? "card" : "automatic")
        }
        let section = SeamRecentActivityPresentation(activity: items, keyId: "mine", locale: Locale(identifier: "en"),
                                                     timeZone: TimeZone(identifier: "UTC") ?? .current)
        #expect(section.lines.count == SeamRecentActivityPresentation.maximumLines)
        #expect(section.lines.first?.text == "Unlocked · with a card")
        #expect(section.lines.dropFirst().first?.text == "Unlocked", "a method the copy does not name is left out")
        let empty = SeamRecentActivityPresentation(activity: [], keyId: "mine", locale: Locale(identifier: "fr"))
        #expect(empty.note == "Aucune activité ces 7 derniers jours")
    }
}
