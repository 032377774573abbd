import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Issue #30 item 9: the unlock card of a lock opened over the internet tells apart a session
/// that ended (a 401 on `POST /locks/unlock_door`), an unlock sent whose answer never came (the
/// door may have opened), one that never left the phone, and a lock that refused, instead of
/// blaming the lock for all of them; the session ended is not offered as something to retry.
@MainActor
@Suite(.serialized) struct SeamUnlockCardRemoteFailureTests {
    static let lockId = "d0000004-4444-4444-8444-444444444444"
    let english = Locale(identifier: "en_US")

    func withCard(_ script: FakeSeamLocks.Script = .succeed(),
                  _ body: (CloudHarness, SeamUnlockCardViewModel, TestClock) async throws -> Void) async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await harness.activeSeam(withLock: Self.lockId, script: script, clock: clock)
            let card = SeamUnlockCardViewModel(credentialId: Self.lockId, service: SeamService(seam: seam),
                                               configuration: .init(), clock: clock, locale: english)
            card.start()
            try await body(harness, card, clock)
            await seam.deactivate()
        }
    }

    /// Moves the clock until the attempt has ended.
    func finish(_ card: SeamUnlockCardViewModel, on clock: TestClock) async throws {
        try await eventually("the attempt ends") {
            if card.phase.isUnlocking, clock.sleeperCount >= 2 { await clock.advance(by: 0.25) }
            return !card.phase.isUnlocking
        }
    }

    @Test func anExpiredSessionIsNotBlamedOnTheLockAndIsNotOfferedAsARetry() async throws {
        try await withCard { harness, card, clock in
            // The card's own read of recent activity first: a refused read would end the
            // session without knowing whether the unlock was sent (the door may have opened).
            try await eventually("the activity read") {
                if case .loaded = card.recentActivity?.state { return true } else { return false }
            }
            await harness.api.state.expire(FakeSeamAPI.token)
            let outputs = EventRecorder(card.outputs)
            card.unlock()
            try await finish(card, on: clock)
            #expect(card.phase == .preflightFailed(.seam(.invalidClientSessionToken)))
            #expect(card.presentation.title == "Your session has ended")
            #expect(card.presentation.message == "Sign in again to keep using your keys.")
            #expect(card.presentation.action == nil, "Try Again cannot work: no retry")
            #expect(!card.phase.canRetry)
            try await eventually("the key list emptied") { card.credential == nil }
            #expect(card.phase == .preflightFailed(.seam(.invalidClientSessionToken)),
                    "the key went because the session ended: the card keeps saying so")
            #expect(outputs.values.contains(.announcement("Your session has ended. Sign in again to keep using your keys.")))
            card.retry()
            #expect(await harness.api.locks.calls(on: .unlockDoor).count == 1, "nothing sent again")
        }
    }

    @Test func anUnlockSentWithoutAnAnswerSaysTheDoorMayHaveOpened() async throws {
        try await withCard { harness, card, clock in
            await harness.api.locks.enqueue([.droppedConnection], on: .unlockDoor)
            card.unlock()
            try await finish(card, on: clock)
            #expect(card.presentation.title == "The unlock may have gone through")
            #expect(card.presentation.message == "The unlock was sent, but the connection was lost before the lock "
                + "answered. The door may have opened: check it before you try again.")
        }
    }

    @Test func anUnlockThatNeverLeftThePhoneSaysNothingWasSent() async throws {
        try await withCard { harness, card, clock in
            await harness.api.stop()
            card.unlock()
            try await finish(card, on: clock)
            #expect(card.presentation.title == "Unlock not sent")
            #expect(card.presentation.message.contains("nothing was sent to the lock"))
            #expect(card.presentation.action?.kind == .retry)
        }
    }

    @Test func aLockThatRefusesIsToldApartFromOneThatCouldNotBeReached() async throws {
        try await withCard(.fail(type: "lock_jammed", message: "stuck")) { _, card, clock in
            card.unlock()
            try await finish(card, on: clock)
            #expect(card.presentation.title == "The lock didn’t open")
            #expect(card.presentation.message == "The lock answered that it couldn’t unlock. Try again; if it keeps "
                + "happening, contact the property.")
        }
    }

    @Test(arguments: SeamLanguage.allCases)
    func everyReasonHasItsOwnCopyInEveryLanguage(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.localeIdentifier)
        let generic = SeamStatusPresentation(phase: .connectionFailed(debugDescription: "x"),
                                             provider: SeamRemoteUnlock.provider, locale: locale)
        var seen: Set<String> = [generic.message]
        for reason in SeamUnlockFailureReason.allCases {
            let status = SeamStatusPresentation(phase: .connectionFailed(debugDescription: reason.describing("x")),
                                                provider: SeamRemoteUnlock.provider, locale: locale)
            #expect(!status.title.hasPrefix("unlock.") && !status.message.hasPrefix("unlock."), "\(language) \(reason)")
            #expect(seen.insert(status.message).inserted, "\(language) \(reason): a message of its own")
        }
        let ended = SeamStatusPresentation(phase: .connectionFailed(debugDescription: SeamUnlockFailureReason.sessionEnded
            .describing("x")), provider: "salto_space", locale: locale)
        #expect(ended == SeamStatusPresentation(error: .invalidClientSessionToken, locale: locale),
                "\(language): any key's card says the session ended")
    }
}
