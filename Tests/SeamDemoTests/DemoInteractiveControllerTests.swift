import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

@MainActor
@Suite struct DemoInteractiveControllerTests {
    let clock = TestClock()

    func controller(notes: Bool = false) async throws -> DemoInteractiveController {
        let service = PreviewSeamService(clock: clock)
        let controller = DemoInteractiveController(
            service: service, clock: clock, locale: Locale(identifier: "en_US"), style: DemoStyle(usesColor: false),
            sandboxNotes: notes ? DemoSandboxNotes(scenario: .default) : nil)
        await controller.start()
        try await eventually { !controller.credentials.credentials.isEmpty }
        return controller
    }

    /// Moves the clock in small steps until `done` holds, at most `limit` seconds of test time:
    /// the test never depends on which sleepers (sandbox changes, expiry re-sorts, the lock, the
    /// timeout) happened to be registered when it began to advance.
    func advance(until done: () -> Bool, step: TimeInterval, limit: TimeInterval) async throws {
        var elapsed: TimeInterval = 0
        while !done() {
            guard elapsed < limit else { throw ConditionTimeout(what: "the condition within \(limit) s of test time") }
            await clock.advance(by: step)
            elapsed += step
        }
    }

    func screen(_ controller: DemoInteractiveController) -> String {
        controller.render(width: 80, height: 60).joined(separator: "\n")
    }

    func index(of id: String, in controller: DemoInteractiveController) throws -> Int {
        try #require(controller.keys.firstIndex { $0.id == id })
    }

    /// Selects the key with `id` by typing its number.
    func select(_ id: String, in controller: DemoInteractiveController) throws {
        for digit in String(try index(of: id, in: controller) + 1) {
            _ = controller.handle(.digit(Int(String(digit)) ?? 0))
        }
        _ = controller.handle(.character("x"))  // ends the number
    }

    @Test func theSandboxKeyBeforeItsStartSaysWhenAndOpensFromThenWithoutARefresh() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.notYetValid, in: controller)
        #expect(screen(controller).contains("This key isn’t valid yet"))
        #expect(screen(controller).contains("Valid from "))
        _ = controller.handle(.enter)
        #expect(controller.notice == "Enter cannot unlock this key; the card above says why.", "\(controller.notice ?? "nil")")
        #expect(controller.unlockCard?.phase == .blocked(.awaitingLocalCredential))
        try await advance(until: { controller.unlockCard?.phase == .idle }, step: 5,
                          limit: PreviewSeamService.Samples.notYetValidStartsAfter + 10)
        #expect(!screen(controller).contains("Valid from "))
        _ = controller.handle(.enter)
        #expect(controller.unlockCard?.phase == .unlocking)
    }

    @Test func selectsTheFirstKeyAndShowsItsUnlockCard() async throws {
        let controller = try await controller()
        #expect(controller.selectedId == controller.credentials.credentials.first?.id)
        #expect(screen(controller).contains("── Unlock: "))
        #expect(screen(controller).contains("Ready to unlock"))
    }

    @Test func theIdleCardSaysToPressEnterNotToTap() async throws {
        let controller = try await controller()
        let text = screen(controller)
        #expect(text.contains("Press Enter to unlock."))
        #expect(!text.contains("Tap"))
    }

    @Test func onTheSandboxTheFirstKeySelectedOpensAndScriptedFailuresAreLabelled() async throws {
        let controller = try await controller(notes: true)
        let notes = DemoSandboxNotes(scenario: .default)
        let selected = try #require(controller.credentials.selectedCredential)
        #expect(selected.errors.isEmpty)
        #expect(notes.note(for: selected, locale: .english) == nil, "the key a newcomer tries first opens")
        _ = controller.handle(.enter)
        try await advance(until: { controller.unlockCard?.phase == .granted }, step: 0.1, limit: 9)
        let text = screen(controller)
        #expect(text.contains("Sandbox demonstration: this lock is scripted to fail to connect."))
        #expect(text.contains("Sandbox demonstration: this lock never answers"))
    }

    @Test func arrowsDigitsHomeEndAndPagingMoveTheSelectionWithinBounds() async throws {
        let controller = try await controller()
        let ids = controller.credentials.credentials.map(\.id)
        _ = controller.handle(.up)
        #expect(controller.selectedId == ids[0])
        _ = controller.handle(.down)
        #expect(controller.selectedId == ids[1])
        _ = controller.handle(.digit(9))
        #expect(controller.selectedId == ids[8])
        _ = controller.handle(.digit(0))
        #expect(controller.selectedId == ids[1], "no key 90: back to the key selected before the number")
        _ = controller.handle(.digit(0))
        #expect(controller.selectedId == ids[1], "no key 0")
        _ = controller.handle(.digit(9))
        _ = controller.handle(.end)
        #expect(controller.selectedId == ids.last)
        _ = controller.handle(.down)
        #expect(controller.selectedId == ids.last)
        _ = controller.handle(.home)
        #expect(controller.selectedId == ids[0])
        _ = controller.render(width: 80, height: 24)
        _ = controller.handle(.pageDown)
        let paged = try #require(ids.firstIndex { $0 == controller.selectedId })
        #expect(paged > 1, "a page is more than one key")
        _ = controller.handle(.pageUp)
        #expect(controller.selectedId == ids[0])
    }

    @Test func keysPastNineAreReachedByTypingTheirNumber() async throws {
        let controller = try await controller()
        let ids = controller.credentials.credentials.map(\.id)
        #expect(ids.count > 12)
        _ = controller.handle(.digit(1))
        _ = controller.handle(.digit(2))
        #expect(controller.selectedId == ids[11])
        #expect(controller.render(width: 80, height: 24).joined().contains("key 12…"))
    }

    @Test func escapeTabOrBackspaceClearTheNumberBeingTypedFromTheScreen() async throws {
        let controller = try await controller()
        var redraws = 0
        let subscription = controller.changes.sink { redraws += 1 }
        for key in [DemoKey.character("\u{1B}"), .character("\t"), .character("\u{7F}")] {
            _ = controller.handle(.digit(1))
            #expect(controller.render(width: 200, height: 40).joined().contains("key 1…"))
            let before = redraws
            #expect(controller.handle(key), "the demo goes on")
            #expect(redraws == before + 1, "the screen is redrawn without the number")
            #expect(!controller.render(width: 200, height: 40).joined().contains("key 1…"), "\(key) ends the number")
            #expect(controller.handle(key))
            #expect(redraws == before + 1, "pressed again, the key changes nothing and draws nothing")
        }
        subscription.cancel()
    }

    @Test func enterUnlocksAndTheOutcomeIsShownAndAnnouncedWhileCurrent() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.room, in: controller)
        _ = controller.handle(.enter)
        #expect(screen(controller).contains("Unlocking…"))
        // Under the 10 s timeout: the lock answers after its latency.
        try await advance(until: { controller.unlockCard?.phase == .granted }, step: 0.1, limit: 9)
        #expect(screen(controller).contains("✔ Door unlocked"))
        #expect(controller.announcement == "Door unlocked. You’re all set. Open the door.")
        #expect(screen(controller).contains("VoiceOver says: Door unlocked."))
        // The success dwell ends: back to idle.
        try await advance(until: { controller.unlockCard?.phase == .idle }, step: 0.5, limit: 30)
        #expect(controller.announcement == nil, "no stale 'Door unlocked' while idle")
        #expect(!screen(controller).contains("VoiceOver"))
    }

    @Test func cancellingClearsTheUnlockingAnnouncement() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.garage, in: controller)
        _ = controller.handle(.enter)
        try await eventually { controller.announcement != nil }
        _ = controller.handle(.character("c"))
        #expect(controller.unlockCard?.phase == .idle)
        #expect(controller.announcement == nil)
        #expect(!screen(controller).contains("Unlocking"))
        // A stranger's run (#30, L8): the card went back to "Ready" and nothing said why.
        #expect(controller.notice == "Unlock stopped. It was cancelled in the app. If it had already reached the lock, "
            + "the door may still open: check it.")
        _ = controller.handle(.character("c"))
        #expect(controller.notice == nil, "c with nothing running says nothing")
    }

    @Test func anErrorsActionIsDescribed() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.otp, in: controller)
        _ = controller.handle(.enter)
        #expect(controller.notice == "Enter cannot unlock this key; press a: Verify Now.")
        _ = controller.handle(.character("a"))
        #expect(controller.notice?.contains("https://example.com/seam-sandbox/verify") == true)
    }

    @Test func timeoutOffersRetryAndCancelReturnsToIdle() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.garage, in: controller)
        _ = controller.handle(.enter)
        try await advance(until: { controller.unlockCard?.phase == .timedOut }, step: 0.5, limit: 30)
        #expect(screen(controller).contains("[a] Try Again"))
        _ = controller.handle(.character("a"))
        #expect(controller.unlockCard?.phase == .unlocking)
        _ = controller.handle(.character("c"))
        #expect(controller.unlockCard?.phase == .idle)
    }

    @Test func quitKeysEndTheSession() async throws {
        let controller = try await controller()
        #expect(!controller.handle(.character("q")))
        #expect(!controller.handle(.interrupt))
        #expect(controller.handle(.character("x")))
    }

    /// Issue #30 item 11: Tab, `?` and other keys did nothing and said nothing.
    @Test func aKeyWithNoMeaningSaysSoOnceAndThenAsksForNoRedraw() async throws {
        let controller = try await controller()
        var redraws = 0
        let subscription = controller.changes.sink { redraws += 1 }
        _ = controller.handle(.character("x"))
        #expect(redraws == 1)
        #expect(controller.notice == "x does nothing here; press ? for help.")
        _ = controller.handle(.character("x"))
        #expect(redraws == 1, "the same key again changes nothing")
        _ = controller.handle(.character("\t"))
        #expect(controller.notice == "Tab does nothing here; press ? for help.")
        _ = controller.handle(.character("\u{1B}"))
        #expect(controller.notice == "Esc does nothing here; press ? for help.")
        _ = controller.handle(.down)
        #expect(controller.notice == nil, "what the key did not do is no longer news")
        subscription.cancel()
    }

    /// Every frame, at every size down to 40×12 and for every selection, fits exactly and
    /// shows the selected key.
    @Test(arguments: [(40, 12), (60, 15), (100, 30), (120, 40), (44, 13)])
    func everyFrameFitsAndShowsTheSelection(_ width: Int, _ height: Int) async throws {
        let controller = try await controller()
        let count = controller.credentials.credentials.count
        for step in 0..<(2 * count) {
            _ = controller.handle(step < count ? .down : .up)
            let lines = controller.render(width: width, height: height)
            #expect(lines.count <= height, "\(width)×\(height): \(lines.count) lines")
            for line in lines { #expect(DemoText.width(line) <= width, "\(width)×\(height): \(line)") }
            let number = (try index(of: try #require(controller.selectedId), in: controller)) + 1
            let marker = "› " + String(number).leftPadded(2)
            #expect(lines.contains { $0.hasPrefix(marker) }, "\(width)×\(height): key \(number) not on screen")
            #expect(lines.first?.hasPrefix("Seam mobile keys") == true, "the title stays")
        }
    }

    @Test func movingWithinTheVisibleKeysDoesNotShiftTheList() async throws {
        let controller = try await controller()
        let first = controller.render(width: 80, height: 24)
        _ = controller.handle(.down)
        let second = controller.render(width: 80, height: 24)
        let list = { (lines: [String]) in
            lines.prefix { !$0.hasPrefix("── Unlock") }.map { $0.replacingOccurrences(of: "›", with: " ") }
        }
        #expect(list(first) == list(second), "only the marker moved")
        #expect(first != second)
    }

    @Test func theLayoutFollowsTheCurrentSize() async throws {
        let controller = try await controller()
        let narrow = controller.render(width: 40, height: 12)
        let wide = controller.render(width: 120, height: 40)
        #expect(narrow.allSatisfy { DemoText.width($0) <= 40 })
        #expect(wide.contains { DemoText.width($0) > 40 })
        #expect(wide.count > narrow.count)
    }

    @Test func messagesFollowTheLocale() async throws {
        let service = PreviewSeamService(clock: clock)
        let controller = DemoInteractiveController(
            service: service, clock: clock, locale: Locale(identifier: "fr_FR"), style: DemoStyle(usesColor: false))
        await controller.start()
        try await eventually { !controller.credentials.credentials.isEmpty }
        let french = controller.render(width: 100, height: 60).joined(separator: "\n")
        let english = try await self.controller().render(width: 100, height: 60).joined(separator: "\n")
        #expect(french != english)
        #expect(!french.contains("Ready to unlock"))
    }
}

extension String {
    func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}

@MainActor
@Suite struct DemoInteractiveControllerWithoutKeysTests {
    /// A started screen on a service initialized but not activated, whose activation fails with
    /// `error`: the screen's own activation is the one that fails (a self-activating preview
    /// service would race it for the scripted failure).
    func controllerWhoseActivationFails(with error: SeamFailure) async throws -> DemoInteractiveController {
        let clock = TestClock()
        var scenario = SeamSandboxScenario.default
        scenario.activationFailures = [error]
        scenario.activationLatency = 0
        let service = PreviewSeamService(scenario: scenario, activated: false, clock: clock)
        try service.initialize(clientSessionToken: PreviewSeamService.Samples.token)
        let controller = DemoInteractiveController(
            service: service, clock: clock,
            locale: Locale(identifier: "en_US"), style: DemoStyle(usesColor: false))
        await controller.start()
        return controller
    }

    @Test func aFailedActivationOffersOnlyWhatWorks() async throws {
        let controller = try await controllerWhoseActivationFails(with: .internetConnectionRequired)
        try await eventually {
            if case .activationFailed = controller.credentials.content { return true }
            return false
        }
        let lines = controller.render(width: 40, height: 12)
        #expect(lines.count <= 12)
        #expect(lines.contains("[r] Try again"))
        #expect(lines.last == "r try again · q quit")
        #expect(!lines.joined().contains("Enter unlock"), "no key to unlock")
    }

    @Test func aServerThatFailedIsNotCalledNoInternet() async throws {
        let controller = try await controllerWhoseActivationFails(with: .serviceUnavailable)
        try await eventually { controller.credentials.content == .activationFailed(.serviceUnavailable) }
        let screen = controller.render(width: 80, height: 24).joined(separator: "\n")
        #expect(screen.contains("The key service isn’t responding"))
        #expect(!screen.contains("No internet"))
        #expect(screen.contains("[r] Try again"), "trying again later can work")
    }
}
