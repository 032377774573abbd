import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The unlock card of the default sandbox's smart lock: its Lock and Recent activity work with
/// no account and no network, as they do against the Seam API.
@MainActor
@Suite struct SeamSandboxLockCardTests {
    let clock = TestClock()
    let english = Locale(identifier: "en_US")

    @Test func theFrontDoorsCardLocksAndShowsItsActivity() async throws {
        let service = PreviewSeamService(clock: clock)
        try await eventually("active") { !service.credentials.isEmpty }
        let card = SeamUnlockCardViewModel(credentialId: PreviewSeamService.Samples.ID.frontDoor, service: service,
                                           configuration: .init(), clock: clock, locale: english)
        #expect(card.offersLock && card.showsRecentActivity)
        let activity = try #require(card.recentActivity)
        await activity.load()
        let section = try #require(activity.presentation(locale: english))
        #expect(section.lines.map(\.text) == ["Access denied · with a code", "Locked · by hand", "Unlocked · with a code"])

        let lock = try #require(card.lockAction)
        card.lock()
        try await clock.waitForSleepers(3)  // the awaiting key's change, the lock, the timeout
        await clock.advance(by: 1)
        try await eventually("locked") { lock.phase == .locked }
        try await eventually("the activity is read again") { activity.activity.count == 4 }
        #expect(activity.presentation(locale: english)?.lines.first?.text == "Locked · remotely")
        #expect(card.credential?.lockState?.locked == true)
    }
}
