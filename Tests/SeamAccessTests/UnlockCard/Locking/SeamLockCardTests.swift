import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The unlock card's Lock and Recent activity as the card runs them: outcomes announced with a
/// haptic and worded by their reason, Lock and Unlock one at a time, the activity read once on
/// appearing and after each lock or unlock ends, and never "no activity" it cannot back.
@MainActor
@Suite(.serialized) struct SeamLockCardTests {
    static let front = "d0000001-1111-4111-8111-111111111111"
    let english = Locale(identifier: "en_US")

    func withCard(_ script: FakeSeamLocks.Script = .succeed(),
                  _ body: (CloudHarness, SeamUnlockCardViewModel, TestClock) async throws -> Void) async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            await harness.api.locks.setDevices([
                FakeSeamLocks.device(id: Self.front, name: "Front Door", locked: false, canRemotelyLock: true),
            ])
            await harness.api.locks.script(Self.front, script)
            await harness.api.locks.useClock(clock)
            let seam = try harness.seam(try await harness.configuration(retries: 0), clock: clock)
            try await seam.activate()
            let card = SeamUnlockCardViewModel(credentialId: Self.front, service: SeamService(seam: seam),
                                               configuration: .init(), clock: clock, locale: english)
            try await body(harness, card, clock)
            await seam.deactivate()
        }
    }

    func finishLock(_ lock: SeamLockActionViewModel, on clock: TestClock) async throws {
        try await eventually("the lock ends") {
            if lock.phase == .locking, clock.sleeperCount >= 2 { await clock.advance(by: 0.25) }
            return lock.phase != .locking
        }
    }

    func finishUnlock(_ card: SeamUnlockCardViewModel, on clock: TestClock) async throws {
        try await eventually("the unlock ends") {
            if card.phase.isUnlocking, clock.sleeperCount >= 2 { await clock.advance(by: 0.25) }
            return !card.phase.isUnlocking
        }
    }

    func eventReads(_ harness: CloudHarness) async -> Int {
        await harness.api.locks.calls(on: .events).count
    }

    @Test func aLockIsAnnouncedWithAHapticAndTheButtonNeverSaysLocked() async throws {
        try await withCard { harness, card, clock in
            let lock = try #require(card.lockAction)
            #expect(card.lockAction === lock, "one lock model for the card's life")
            #expect(card.offersLock)
            let outputs = EventRecorder(card.outputs)
            card.lock()
            #expect(lock.phase == .locking)
            try await finishLock(lock, on: clock)
            #expect(lock.phase == .locked)
            #expect(outputs.values == [.haptic(.start), .haptic(.success), .announcement("Locked")])
            #expect(lock.title(locale: english) == "Lock")
            #expect(SeamLockActionViewModel.status(for: lock.phase, locale: english) == "Locked")
        }
    }

    @Test func aLockedLineClearsWhenTheLockLaterSaysUnlocked() async throws {
        try await withCard { harness, card, clock in
            card.start()
            let lock = try #require(card.lockAction)
            card.lock()
            try await finishLock(lock, on: clock)
            try await eventually("the key shows the lock locked") { card.credential?.lockState?.locked == true }
            #expect(lock.phase == .locked)
            // Someone opens the lock by hand; the next refresh says so.
            await harness.api.locks.setLocked(false, deviceId: Self.front)
            try await card.service.refresh()
            try await eventually("the line clears") { lock.phase == .idle }
            #expect(SeamLockActionViewModel.status(for: lock.phase, locale: english) == nil)
        }
    }

    @Test func aLockFailureSaysWhatHappened() async throws {
        try await withCard(.fail(type: "lock_jammed", message: "The bolt is stuck")) { harness, card, clock in
            let lock = try #require(card.lockAction)
            let outputs = EventRecorder(card.outputs)
            card.lock()
            try await finishLock(lock, on: clock)
            #expect(lock.phase == .failed(.lockRefused))
            #expect(lock.title(locale: english) == "Try Again")
            let said = "The lock answered that it couldn’t lock. Check the door."
            #expect(outputs.values == [.haptic(.start), .haptic(.error), .announcement(said)])
        }
    }

    @Test func aLockSentWithoutAnAnswerSaysToCheckTheDoor() async throws {
        try await withCard { harness, card, clock in
            await harness.api.locks.enqueue([.droppedConnection], on: .lockDoor)
            let lock = try #require(card.lockAction)
            card.lock()
            try await finishLock(lock, on: clock)
            #expect(lock.phase == .failed(.sentWithoutAnswer))
            #expect(SeamLockActionViewModel.status(for: lock.phase, locale: english)?.contains("check it") == true)
        }
    }

    @Test func aLockAfterTheSessionEndedSaysSoAndSendsNothing() async throws {
        try await withCard { harness, card, clock in
            let lock = try #require(card.lockAction)
            await (card.service as? SeamService)?.seam.deactivate()
            card.lock()
            #expect(lock.phase == .failed(.sessionEnded))
            #expect(await harness.api.locks.calls(on: .lockDoor).isEmpty)
        }
    }

    @Test func everyFailureReasonIsReadAndWordedInEveryLanguage() {
        let reasons: [(String?, SeamLockActionViewModel.Failure)] = [
            ("[notSent] x", .notSent), ("[refusedByService] x", .refusedByService),
            ("[sentWithoutAnswer] x", .sentWithoutAnswer), ("[lockRefused] x", .lockRefused),
            ("[superseded] x", .superseded), ("[sessionEnded] x", .sessionEnded), ("x", .unknown), (nil, .unknown),
        ]
        for (text, failure) in reasons {
            #expect(SeamLockActionViewModel.Failure(debugDescription: text) == failure, "\(text ?? "nil")")
        }
        #expect(SeamLockActionViewModel.Failure(refusal: SeamError.initializationRequired) == .sessionEnded)
        #expect(SeamLockActionViewModel.Failure(refusal: SeamLockingUnavailableError(credentialId: "k")) == .keyUnavailable)
        #expect(SeamLockActionViewModel.Failure(refusal: SeamError.credentialErrors([.contactSeamSupport])) == .keyUnavailable)
        let all: [SeamLockActionViewModel.Failure] = [.notSent, .refusedByService, .sentWithoutAnswer, .lockRefused,
                                                      .superseded, .sessionEnded, .keyUnavailable, .unknown]
        for language in ["en", "es", "fr", "de", "ar", "he", "ja", "ko", "zh-Hans", "zh-Hant", "it", "pt-BR", "nl", "pl",
                         "tr", "sv"] {
            let locale = Locale(identifier: language)
            let lines = all.compactMap { SeamLockActionViewModel.status(for: .failed($0), locale: locale) }
                + [SeamLockActionViewModel.status(for: .timedOut, locale: locale)].compactMap { $0 }
            #expect(Set(lines).count == all.count + 1, "\(language): a sentence of its own for each")
            #expect(!lines.contains { $0.hasPrefix("lock.") }, "\(language)")
        }
    }

    @Test func unlockIsRefusedWhileLockingAndTheCardCountsAsBusy() async throws {
        try await withCard(.pendingForever) { harness, card, clock in
            card.start()
            let lock = try #require(card.lockAction)
            card.lock()
            #expect(card.isLocking)
            #expect(!card.acceptsUnlock)
            #expect(card.requestPhase == .unlocking, "the screen's requests see a busy card")
            card.unlock()
            #expect(card.phase == .idle, "no unlock while the lock runs")
            #expect(await harness.api.locks.calls(on: .unlockDoor).isEmpty)
            let phases = EventRecorder(card.requestPhases)
            lock.cancel()
            #expect(!card.isLocking)
            #expect(card.requestPhase == .idle)
            #expect(phases.values.last == .idle)
        }
    }

    @Test func aRequestToUnlockWaitsForTheLockToEndAndThenStarts() async throws {
        try await withCard(.succeed(after: 1)) { harness, card, clock in
            let lock = try #require(card.lockAction)
            card.lock()
            let router = SeamUnlockRouter(clock: clock)
            router.request(SeamUnlockRequest(credentialId: Self.front, startsUnlock: true, source: .intent))
            let seam = try #require((card.service as? SeamService)?.seam)
            #expect(router.takeOutcome(credentials: seam.credentials.access, activation: .active, now: clock.now,
                                       locale: english) == .showCard(credentialId: Self.front, startsUnlock: true))
            #expect(!card.startRequestedUnlock(from: router, isAppActive: true, locale: english, eventMonitor: nil),
                    "nothing starts while the lock runs")
            #expect(card.phase == .idle)
            #expect(await harness.api.locks.calls(on: .unlockDoor).isEmpty)
            try await finishLock(lock, on: clock)
            #expect(lock.phase == .locked)
            #expect(card.phase == .unlocking, "the request stayed armed: its unlock starts once the lock has ended")
            try await eventually("the unlock is sent") { await harness.api.locks.calls(on: .unlockDoor).count == 1 }
            card.cancel()
        }
    }

    /// Security reading of #31, L1: the deferred start kept the foreground state of when the
    /// request came. Going to the background during the lock asks again (the requests
    /// modifier does on every scene change), and that answer is the one used when it ends.
    @Test func aRequestWaitingForTheLockDoesNotStartInTheBackground() async throws {
        try await withCard(.succeed(after: 1)) { harness, card, clock in
            let lock = try #require(card.lockAction)
            card.lock()
            let router = SeamUnlockRouter(clock: clock)
            router.request(SeamUnlockRequest(credentialId: Self.front, startsUnlock: true, source: .intent))
            let seam = try #require((card.service as? SeamService)?.seam)
            _ = router.takeOutcome(credentials: seam.credentials.access, activation: .active, now: clock.now, locale: english)
            #expect(!card.startRequestedUnlock(from: router, isAppActive: true, locale: english, eventMonitor: nil))
            // The app goes to the background while the lock runs.
            #expect(!card.startRequestedUnlock(from: router, isAppActive: false, locale: english, eventMonitor: nil))
            try await finishLock(lock, on: clock)
            #expect(card.phase == .idle, "nothing starts in the background")
            #expect(await harness.api.locks.calls(on: .unlockDoor).isEmpty)
            // Back in the foreground, still fresh: it starts.
            #expect(card.startRequestedUnlock(from: router, isAppActive: true, locale: english, eventMonitor: nil))
            card.cancel()
        }
    }

    @Test func lockIsRefusedWhileUnlocking() async throws {
        try await withCard(.pendingForever) { harness, card, clock in
            card.unlock()
            #expect(card.phase == .unlocking)
            card.lock()
            #expect(card.lockAction?.phase == .idle)
            // Second reading of #30, M-C: the card's public lock model refuses too.
            card.lockAction?.lock()
            #expect(card.lockAction?.phase == .idle)
            #expect(await harness.api.locks.calls(on: .lockDoor).isEmpty)
            card.cancel()
        }
    }

    @Test func activityIsReadOnAppearingAndAfterALockOrUnlockEndsNeverWhenOneStarts() async throws {
        try await withCard { harness, card, clock in
            #expect(await eventReads(harness) == 0, "making a card reads nothing")
            card.start()
            card.start()
            try await eventually("read once on appearing") { await eventReads(harness) == 1 }
            let activity = try #require(card.recentActivity)
            try await eventually("loaded") { activity.state != .notLoaded }
            #expect(activity.presentation(locale: english)?.note == "No activity in the last 7 days")

            let lock = try #require(card.lockAction)
            card.lock()
            #expect(await eventReads(harness) == 1, "a lock starting reads nothing")
            try await finishLock(lock, on: clock)
            try await eventually("read after the lock") { await eventReads(harness) == 2 }
            try await eventually("the lock's own event shows") { activity.activity.map(\.kind) == [.locked] }

            card.unlock()
            try await finishUnlock(card, on: clock)
            try await eventually("read after the unlock") { await eventReads(harness) == 3 }
            let calls = await harness.api.locks.calls(on: .events)
            #expect(calls.allSatisfy { $0.parameters["device_id"] == Self.front }, "only this lock's events")
            card.done()
        }
    }

    @Test func aSessionWithoutEventsHidesTheSectionAndAFailedReadNeverSaysNone() async throws {
        try await withCard { harness, card, clock in
            let activity = try #require(card.recentActivity)
            await harness.api.locks.enqueue([.status(403)], on: .events)
            await activity.load()
            #expect(activity.state == .unavailable)
            #expect(activity.presentation(locale: english) == nil, "hidden: the API never said there was none")

            await harness.api.locks.enqueue([.status(400, body: #"{"error":{"type":"invalid_input","message":"no"}}"#)],
                                            on: .events)
            await activity.load()
            #expect(activity.state == .failed)
            let failed = try #require(activity.presentation(locale: english))
            #expect(failed.note == "Recent activity couldn’t be loaded.")
            #expect(failed.lines.isEmpty)

            await harness.api.locks.recordEvent(type: "lock.unlocked", deviceId: Self.front, method: "keycode")
            await activity.load()
            #expect(activity.activity.count == 1)
            await harness.api.locks.enqueue([.status(400, body: #"{"error":{"type":"invalid_input","message":"no"}}"#)],
                                            on: .events)
            await activity.load()
            #expect(activity.activity.count == 1, "events already shown did happen: kept")
        }
    }

    @Test func activityLinesReadAFullDateAndStackAtAccessibilitySizes() {
        let at = Date(timeIntervalSince1970: 1_795_000_000)  // 18 November 2026, UTC
        let item = SeamLockActivity(id: "1", kind: .unlocked, occurredAt: at, keyId: "k", method: "keycode")
        let section = SeamRecentActivityPresentation(activity: [item], keyId: "k", locale: english,
                                                     timeZone: TimeZone(identifier: "UTC") ?? .current)
        let line = section.lines.first
        #expect(line?.time.contains("November") == false, "the short date on screen")
        #expect(line?.accessibilityText.hasPrefix("Unlocked, with a code, November 18, 2026") == true,
                "\(line?.accessibilityText ?? "")")
        #expect(SeamRecentActivityPresentation.stacksTimeUnderText(isAccessibilitySize: true))
        #expect(!SeamRecentActivityPresentation.stacksTimeUnderText(isAccessibilitySize: false))
    }

    @Test func theLockStateReadsAsOneSentence() {
        let state = SeamLockStatePresentation(state: SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.8),
                                              locale: english)
        #expect(state.summary == "Locked · Door closed · Battery 80%")
        #expect(state.accessibilityText == "Locked, Door closed, Battery 80%")
    }

    @Test func theLockSectionDrawsWithTheThemesRoles() {
        #expect(SeamSurface.activityHeader.font == .sectionHeader)
        #expect(SeamSurface.activityHeader.foreground == .secondaryText)
        #expect(SeamSurface.activityLine.foreground == .primaryText)
        #expect(SeamSurface.activityTime.foreground == .secondaryText)
        #expect(SeamSurface.lockStatus.foreground == .secondaryText)
        #expect(SeamSurface.lockStatus.font == .footnote)
    }
}
