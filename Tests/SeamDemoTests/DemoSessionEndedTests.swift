import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// Issue 30, item 8: against the fake Seam API, `r` after the client session expired showed
/// "Refresh failed: Your session has ended. Your keys are unchanged." while the keys vanished
/// beside "Mobile keys aren't set up yet". The screen now says one thing: the session has
/// ended, and how to go on.
@Suite(.serialized) struct DemoSessionEndedTests {
    @Test func aRefreshThatFindsTheSessionEndedSaysSoOnce() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            try await seam.activate()
            let api = harness.api
            try await Self.pressRAfterExpiry(seam) { await api.state.expire(FakeSeamAPI.token) }
        }
    }

    @MainActor
    static func pressRAfterExpiry(_ seam: Seam, expire: @Sendable () async -> Void) async throws {
        let controller = try await startedCloudDemoController(seam, clock: TestClock())

        await expire()
        #expect(controller.handle(.character("r")))
        try await eventually("ended") { controller.credentials.content == .activationFailed(.invalidClientSessionToken) }
        try await eventually("refresh over") { !controller.credentials.isRefreshing }

        let screen = controller.render(width: 72, height: 20).joined(separator: "\n")
        #expect(screen.contains("Your session has ended"))
        #expect(screen.contains("Sign in again to keep using your keys."))
        #expect(screen.contains("Start seam-demo again with a new client session token."))
        #expect(!screen.contains("Refresh failed"), "no banner claiming the keys are unchanged")
        #expect(!screen.contains("aren’t set up yet"))
        #expect(!screen.contains("[r] Try again"), "trying again cannot help")
        #expect(screen.hasSuffix("q quit"))
    }

    /// A stranger's run (#30): with a key's card open, `r` after expiry added "The list was
    /// refreshed." beside "Your session has ended", and the card, its key gone with the
    /// session, was announced "This key is no longer available… Refresh your keys", which a
    /// refresh cannot help. The card says the session ended, and nothing claims a refresh.
    @Test func aRefreshThatEndsTheSessionWithACardOpenNeitherClaimsARefreshNorBlamesTheKey() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            try await seam.activate()
            let api = harness.api
            try await Self.pressRAfterExpiryWithACardOpen(seam) { await api.state.expire(FakeSeamAPI.token) }
        }
    }

    @MainActor
    static func pressRAfterExpiryWithACardOpen(_ seam: Seam, expire: @Sendable () async -> Void) async throws {
        let controller = try await startedCloudDemoController(seam, clock: TestClock())
        selectFirstKey(in: controller)
        let card = try #require(controller.unlockCard)

        await expire()
        #expect(controller.handle(.character("r")))
        try await eventually("ended") { controller.credentials.content == .activationFailed(.invalidClientSessionToken) }
        try await eventually("refresh over") { !controller.credentials.isRefreshing }
        await settle()

        #expect(card.phase == .preflightFailed(.seam(.invalidClientSessionToken)), "\(card.phase)")
        let screen = controller.render(width: 100, height: 30).joined(separator: "\n")
        #expect(!screen.contains("The list was refreshed"), "\(screen)")
        #expect(!screen.contains("no longer available"), "\(screen)")
        #expect(screen.contains("Your session has ended"))
    }
}

/// The final senior-iOS reading of #30 (high), in the demo: a remote unlock accepted, then the
/// token expired; the list said "Your session has ended" and the card, whose key went with
/// the session, was no longer drawn, so "the door may have opened" never reached the screen.
@Suite(.serialized) struct DemoSessionEndedMidUnlockTests {
    static let lockId = "lock-front"

    @Test func theDoorWarningStaysOnScreenBesideTheEndedSession() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await harness.activeSeam(withLock: Self.lockId, script: .pendingForever, clock: clock)
            try await Self.run(harness, seam, clock)
            await seam.deactivate()
        }
    }

    @MainActor
    static func run(_ harness: CloudHarness, _ seam: Seam, _ clock: TestClock) async throws {
        let controller = try await startedCloudDemoController(seam, clock: TestClock())
        selectFirstKey(in: controller)
        let card = try #require(controller.unlockCard)
        _ = controller.handle(.enter)
        try await eventually("the unlock was accepted") { await harness.api.locks.calls(on: .unlockDoor).count == 1 }
        await harness.api.state.expire(FakeSeamAPI.token)
        try await eventually("the attempt ends") {
            if card.phase.isUnlocking, clock.sleeperCount >= 2 { await clock.advance(by: 0.25) }
            return !card.phase.isUnlocking
        }
        try await eventually("ended") { controller.credentials.content == .activationFailed(.invalidClientSessionToken) }
        let screen = controller.render(width: 100, height: 30).joined(separator: "\n")
        #expect(screen.contains("Your session has ended"), "\(screen)")
        #expect(screen.contains("── Unlock: Front Door ──"), "the card stays, under its key's name: \(screen)")
        #expect(screen.contains("may have opened"), "\(screen)")
        // To read only: Enter sends nothing and asks for no second press.
        _ = controller.handle(.enter)
        _ = controller.handle(.enter)
        await settle()
        #expect(await harness.api.locks.calls(on: .unlockDoor).count == 1)
        #expect(controller.notice == nil)
    }
}
