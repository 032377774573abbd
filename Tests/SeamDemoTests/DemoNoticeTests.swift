import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// The interactive screen's notices say what is true now: "Still unlocking…" goes when the
/// attempt ends, a refresh replaces what an earlier action did, Enter on a key that cannot
/// unlock does not repeat the card, and a window too small says so.
@MainActor
@Suite struct DemoNoticeTests {
    let clock = TestClock()

    func controller(latency: TimeInterval? = nil) async throws -> DemoInteractiveController {
        try await startedDemoController(clock: clock, latency: latency)
    }

    func select(_ id: String, in controller: DemoInteractiveController) throws {
        let index = try #require(controller.keys.firstIndex { $0.id == id })
        for digit in String(index + 1) { _ = controller.handle(.digit(Int(String(digit)) ?? 0)) }
        _ = controller.handle(.character("x"))  // ends the number
    }

    func screen(_ controller: DemoInteractiveController, width: Int = 200, height: Int = 60) -> String {
        controller.render(width: width, height: height).joined(separator: "\n")
    }

    @Test func stillUnlockingGoesWhenTheAttemptEndsAndIsShortWhereRowsAreFew() async throws {
        let controller = try await controller(latency: 4)
        _ = controller.handle(.enter)
        try await eventually { controller.unlockCard?.phase == .unlocking }
        _ = controller.handle(.down)
        _ = controller.handle(.up)
        #expect(controller.notice?.hasPrefix("Still unlocking") == true)
        let small = controller.render(width: 40, height: 12)
        #expect(small.contains { $0.contains("Still unlocking") }, "40×12 still tells the person: \(small)")
        try await eventually("the attempt's end") {
            await clock.advance(by: 0.5)
            return controller.unlockCard?.phase != .unlocking
        }
        #expect(controller.notice == nil, "the attempt ended: \(controller.notice ?? "")")
        #expect(!screen(controller).contains("Still unlocking"))
    }

    @Test func enterOnAnExpiredKeyDoesNotRepeatTheCard() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.expired, in: controller)
        let message = try #require(controller.unlockCard?.presentation.message)
        let before = screen(controller).components(separatedBy: message).count
        _ = controller.handle(.enter)
        #expect(controller.notice == "Enter cannot unlock this key; the card above says why.")
        #expect(screen(controller).components(separatedBy: message).count == before, "the card's text once, as before")
    }

    /// Issue #30 item 11: after a not-yet-valid key became usable, the card said "Ready to
    /// unlock" above "Enter cannot unlock this key".
    @Test func enterCannotUnlockLastsOnlyWhileTheKeyIsBlocked() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.notYetValid, in: controller)
        _ = controller.handle(.enter)
        #expect(controller.notice == "Enter cannot unlock this key; the card above says why.")
        try await eventually("the key's start comes") {
            await clock.advance(by: 10)
            return controller.unlockCard?.phase == .idle
        }
        #expect(controller.notice == nil, "the key can unlock now: \(controller.notice ?? "")")
        let shown = screen(controller)
        #expect(shown.contains("Ready to unlock"))
        #expect(!shown.contains("Enter cannot unlock"), "\(shown)")
    }

    /// Issue #30 item 11: `a` on a key with no action did nothing and said nothing.
    @Test func aOnAKeyWithNoActionSaysSo() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.expired, in: controller)
        #expect(controller.unlockCard?.presentation.action == nil)
        _ = controller.handle(.character("a"))
        #expect(controller.notice == "a does nothing here: this card offers no action.")
        #expect(screen(controller).contains("a does nothing here"))
    }

    /// Issue #30 item 11: `?` did nothing; now it shows every key, at 40×12 too, and any key
    /// goes back.
    @Test func questionMarkShowsTheKeysAndAnyKeyGoesBack() async throws {
        let controller = try await controller()
        let selected = controller.selectedId
        _ = controller.handle(.character("?"))
        let help = screen(controller, width: 100, height: 40)
        for item in ["Keys and what they do", "Enter unlock", "a action", "c cancel", "/ search", "Esc clear the search",
                     "f favourite", "r refresh", "q quit", "? help", "Press any key to go back."] {
            #expect(help.contains(item), "\(item)")
        }
        let small = controller.render(width: 40, height: 12)
        #expect(small.count <= 12 && small.allSatisfy { DemoText.width($0) <= 40 })
        #expect(small.joined(separator: " ").contains("c cancel") && small.last == "Press any key to go back.", "\(small)")
        #expect(controller.handle(.character("q")), "q goes back from the help, it does not quit")
        #expect(!screen(controller).contains("Keys and what they do"))
        #expect(controller.selectedId == selected)
        #expect(screen(controller).contains("? help"), "the help line says where the help is")
    }

    /// Issue #30 item 11: at 40×12 the footer dropped `c` while an unlock ran.
    @Test func atFortyByTwelveTheFooterKeepsCancelDuringAnUnlock() async throws {
        let controller = try await controller(latency: 4)
        _ = controller.handle(.enter)
        try await eventually { controller.unlockCard?.phase == .unlocking }
        let small = controller.render(width: 40, height: 12)
        #expect(small.contains { $0.contains("c cancel") }, "\(small)")
        #expect(!small.contains { $0.contains("Enter unlock") }, "Enter does nothing while it runs")
    }

    @Test func aKeyWithAnActionNamesItOnceInTheNotice() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.otp, in: controller)
        let action = try #require(controller.unlockCard?.presentation.action)
        _ = controller.handle(.enter)
        #expect(controller.notice == "Enter cannot unlock this key; press a: \(action.title).")
    }

    @Test func refreshReplacesAnEarlierActionsNoticeAndSaysSo() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.otp, in: controller)
        _ = controller.handle(.character("a"))
        #expect(controller.notice?.contains("an app opens") == true, "\(controller.notice ?? "nil")")
        _ = controller.handle(.character("r"))
        #expect(controller.notice == nil, "the old notice goes at once")
        try await eventually("the refresh's end") {
            await clock.advance(by: 0.2)
            return controller.notice != nil
        }
        #expect(controller.notice == "The list was refreshed.")
        #expect(screen(controller).contains("The list was refreshed."))
    }

    /// A stranger's run (#30): `a` on a key whose action is Try Again (a refresh) said "Try
    /// Again…" and kept saying it after the refresh had ended, a minute later.
    @Test func aRefreshAnActionStartedSaysWhenItHasEnded() async throws {
        let controller = try await controller()
        try select(PreviewSeamService.Samples.ID.unknown, in: controller)
        #expect(controller.unlockCard?.phase.canRetry == false)
        _ = controller.handle(.character("a"))
        #expect(controller.notice?.hasSuffix("…") == true, "\(controller.notice ?? "nil")")
        try await eventually("the refresh's end") {
            await clock.advance(by: 0.2)
            return controller.notice == "The list was refreshed."
        }
    }

    @Test func theOrderNoticeNeverLeavesAWordOnALineOfItsOwn() async throws {
        let controller = try await controller()
        try await eventually("the awaiting key becomes ready") {
            await clock.advance(by: 1)
            return controller.isReorderPending
        }
        let lines = controller.render(width: 60, height: 15)
        #expect(lines.contains("Key order changed; r sorts again."), "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces) == "r." })
        #expect(screen(controller, width: 100).contains("The key order has changed; the numbers stay until you press r."))
    }

    @Test(arguments: [(30, 8), (20, 5), (39, 40), (100, 11)])
    func aWindowBelowTheMinimumSaysSo(_ width: Int, _ height: Int) async throws {
        let controller = try await controller()
        let lines = controller.render(width: width, height: height)
        #expect(lines.count <= height)
        for line in lines { #expect(DemoText.width(line) <= width, "\(line)") }
        let text = lines.joined(separator: " ")
        #expect(text.contains("Window too small") && text.contains("40×12"), "\(width)×\(height): \(lines)")
        #expect(lines.contains("q quit"))
        #expect(!controller.render(width: 40, height: 12).joined().contains("Window too small"))
    }
}
