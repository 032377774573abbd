import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Issue #30 item 11: a lock Seam reports offline reached the screen as "Something went wrong"
/// (its error is `.unknown`, the closed set has no case for it); the list, the card and the
/// demo now say the lock is offline. Other keys' `.unknown` keep their copy.
@Suite struct SeamLockOfflineCopyTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let english = Locale(identifier: "en_US")
    let offline = Fixture.key("shed", name: "Shed", errors: [.unknown], provider: SeamRemoteUnlock.provider)

    @Test func anOfflineLockSaysItIsOfflineInTheList() {
        let row = SeamAccessCredential.Presentation(credential: offline, now: now, locale: english)
        #expect(row.status?.title == "This lock is offline")
        #expect(row.statusBadge == "Offline")
        #expect(row.status?.action?.kind == .retry, "a refresh picks the lock up once it is back")
        #expect(row.problemMessage { _ in "Something went wrong" }
            == "The lock can’t be reached right now. It usually comes back by itself; try again in a moment.")
        #expect(row.problemSystemImage { _ in "questionmark.circle" } == "wifi.slash")
    }

    @Test func anotherKeysUnknownErrorKeepsItsCopy() {
        let key = Fixture.key("room", errors: [.unknown], provider: "salto_space")
        let row = SeamAccessCredential.Presentation(credential: key, now: now, locale: english)
        #expect(row.status?.title == "Something went wrong")
        #expect(row.problemMessage { _ in "styled" } == "styled")
    }

    @Test(arguments: SeamLanguage.allCases)
    func theOfflineCopyIsTranslated(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.localeIdentifier)
        let status = SeamStatusPresentation(credential: offline, now: now, locale: locale)
        #expect(status != SeamStatusPresentation(error: .unknown, locale: locale), "\(language)")
        #expect(status?.title.hasPrefix("credential.") == false, "\(language): a missing translation")
    }

    @Test @MainActor func theUnlockCardOfAnOfflineLockSaysSo() async throws {
        let clock = TestClock()
        let seam = try await Fixture.activeSeam(Fixture.scenario([offline]), clock: clock)
        let card = SeamUnlockCardViewModel(credentialId: "shed", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english)
        #expect(card.phase == .blocked(.unknown))
        #expect(card.presentation.title == "This lock is offline")
        #expect(card.blockedMessage(.unknown, locale: english) { _ in "styled" }
            == "The lock can’t be reached right now. It usually comes back by itself; try again in a moment.")
    }
}
