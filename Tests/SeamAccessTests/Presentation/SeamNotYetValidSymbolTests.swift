import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A key before its start shows the calendar clock of "Not yet valid" on every surface, not the
/// hourglass its error uses for "on its way".
@MainActor
@Suite struct SeamNotYetValidSymbolTests {
    let clock = TestClock()
    let english = Locale(identifier: "en_US")
    /// What an app's error style gives (the default style's symbol for the error).
    let styled: (SeamCredentialError) -> String = { SeamStatusPresentation(error: $0, locale: .english).systemImage }

    func later(_ id: String) -> SeamAccessCredential {
        SeamAccessCredential(id: id, name: id, location: "Test Hotel", startsAt: clock.now.addingTimeInterval(3_600),
                             provider: "test_lock")
    }

    @Test func theNotYetValidSymbolIsNotTheOnItsWaySymbol() {
        #expect(SeamStatusPresentation.notYetValid(locale: .english).systemImage == "calendar.badge.clock")
        #expect(SeamStatusPresentation(error: .awaitingLocalCredential, locale: .english).systemImage == "hourglass")
    }

    @Test func aRowBeforeItsStartShowsTheCalendarClock() {
        let row = SeamAccessCredential.Presentation(credential: later("k"), now: clock.now, locale: english)
        #expect(row.problemSystemImage(styled: styled) == "calendar.badge.clock")
        let onItsWay = SeamAccessCredential.Presentation(credential: Fixture.key("w", errors: [.awaitingLocalCredential]),
                                                  now: clock.now, locale: english)
        #expect(onItsWay.problemSystemImage(styled: styled) == "hourglass")
        let ready = SeamAccessCredential.Presentation(credential: Fixture.key("r"), now: clock.now, locale: english)
        #expect(ready.problemSystemImage(styled: styled) == nil)
    }

    @Test func aBlockedCardBeforeItsStartShowsTheCalendarClock() async throws {
        let seam = try await Fixture.activeSeam(
            Fixture.scenario([later("k"), Fixture.key("w", errors: [.awaitingLocalCredential])]), clock: clock)
        let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english)
        #expect(card.phase == .blocked(.awaitingLocalCredential))
        #expect(card.blockedSystemImage(.awaitingLocalCredential, styled: styled) == "calendar.badge.clock")
        let waiting = SeamUnlockCardViewModel(credentialId: "w", service: SeamService(seam: seam), configuration: .init(),
                                              clock: clock, locale: english)
        #expect(waiting.blockedSystemImage(.awaitingLocalCredential, styled: styled) == "hourglass")
    }
}
