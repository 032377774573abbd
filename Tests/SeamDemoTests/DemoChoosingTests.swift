import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// Choosing a key on the interactive screen never lands on another key than the one the
/// person read: numbers stay put when a key becomes ready, a number ends after a pause, and
/// picking another key does not silently cancel a running unlock.
@MainActor
@Suite struct DemoChoosingTests {
    let clock = TestClock()

    func controller(latency: TimeInterval? = nil) async throws -> DemoInteractiveController {
        try await startedDemoController(clock: clock, latency: latency)
    }

    func type(_ number: Int, in controller: DemoInteractiveController) {
        for digit in String(number) { _ = controller.handle(.digit(Int(String(digit)) ?? 0)) }
    }

    @Test func aKeyThatBecomesReadyKeepsEveryNumberUntilRIsPressed() async throws {
        let controller = try await controller()
        let numbered = controller.keys.map(\.id)
        let awaiting = try #require(numbered.firstIndex(of: PreviewSeamService.Samples.ID.awaiting))
        try await eventually("the awaiting key becomes ready") {
            await clock.advance(by: 1)
            return controller.credentials.credentials.first { $0.id == PreviewSeamService.Samples.ID.awaiting }?.errors.isEmpty == true
        }
        let sorted = controller.credentials.credentials.map(\.id)
        #expect(sorted.firstIndex(of: PreviewSeamService.Samples.ID.awaiting).map { $0 < awaiting } == true,
                "the view model moved the ready key up")
        #expect(controller.keys.map(\.id) == numbered, "but the screen's numbers did not move")
        #expect(controller.isReorderPending)
        #expect(controller.render(width: 100, height: 60).joined(separator: "\n").contains("the numbers stay until you press r"))
        // The key below the ready one, by the number the person read.
        let target = numbered[awaiting + 1]
        type(awaiting + 2, in: controller)
        _ = controller.handle(.character("x"))
        #expect(controller.selectedId == target)
        _ = controller.handle(.character("r"))
        #expect(controller.keys.map(\.id) == sorted)
        #expect(!controller.isReorderPending)
        #expect(controller.selectedId == target, "the selection follows the key, not the number")
    }

    @Test func aNumberEndsAfterAPauseAndItsHintGoesWithIt() async throws {
        let controller = try await controller()
        let ids = controller.keys.map(\.id)
        _ = controller.handle(.digit(1))
        #expect(controller.render(width: 120, height: 40).joined().contains("key 1…"))
        await clock.advance(by: DemoNumberEntry.pause)
        #expect(!controller.render(width: 120, height: 40).joined().contains("key 1…"), "no hint stays for ever")
        _ = controller.handle(.digit(3))
        #expect(controller.selectedId == ids[2], "1, a pause, then 3 is key 3, not key 13")
    }

    /// Issue #30 item 10: with 16 keys, typing 1 then 7 selected key 7, so Enter unlocked a
    /// door nobody chose (the sandbox now has 17, so 1 then 8 is the number past the last).
    @Test func aNumberThatNamesNoKeySelectsNothingAndSaysSo() async throws {
        let controller = try await controller()
        let ids = controller.keys.map(\.id)
        #expect(ids.count == 17)
        _ = controller.handle(.down)
        let before = try #require(controller.selectedId)
        type(18, in: controller)
        #expect(controller.selectedId == before, "no key 18: the selection is the one before the number")
        #expect(controller.selectedId != ids[7], "never key 8")
        let screen = controller.render(width: 120, height: 60).joined(separator: " ")
        #expect(screen.contains("There is no key 18; the keys are numbered 1–17."))
        type(25, in: controller)
        #expect(controller.selectedId == before, "nor key 5 for 25")
        _ = controller.handle(.digit(3))
        #expect(controller.selectedId == ids[2], "the next digit starts a new number")
        #expect(!controller.render(width: 120, height: 60).joined(separator: " ").contains("There is no key"))
    }

    @Test func theNumberBeingTypedNeverWrapsOntoALineOfItsOwn() async throws {
        let controller = try await controller()
        type(6, in: controller)
        _ = controller.handle(.character("x"))
        for width in [40, 80, 112, 120, 160] {
            let before = controller.render(width: width, height: 40)
            type(6, in: controller)  // key 6 is already selected: only the hint is new
            let after = controller.render(width: width, height: 40)
            #expect(after.count == before.count, "\(width) columns: the layout keeps its lines")
            #expect(after.filter { $0.contains("key 6…") }.count == 1, "\(width)")
            #expect(!after.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("key 6") }, "\(width)")
            _ = controller.handle(.character("x"))
        }
        let hebrew = DemoInteractiveController(service: controller.credentials.service, clock: clock,
                                               locale: Locale(identifier: "he"), style: DemoStyle(usesColor: false))
        await hebrew.start()
        try await eventually { !hebrew.keys.isEmpty }
        type(6, in: hebrew)
        let hint = DemoStrings.text("help.picking", locale: Locale(identifier: "he"), "6")
        #expect(hebrew.render(width: 40, height: 12).first?.contains(hint) == true, "a long title does not cut the number off")
    }

    @Test func pickingAnotherKeyDuringAnUnlockLetsItGoOnAndSaysSo() async throws {
        let controller = try await controller(latency: 4)
        let first = try #require(controller.selectedId)
        _ = controller.handle(.enter)
        try await eventually { controller.unlockCard?.phase == .unlocking }
        _ = controller.handle(.down)
        _ = controller.handle(.up)
        _ = controller.handle(.digit(9))
        #expect(controller.selectedId == first)
        #expect(controller.unlockCard?.phase == .unlocking, "the unlock goes on")
        let name = try #require(controller.unlockCard?.credential?.name)
        #expect(controller.render(width: 120, height: 60).joined(separator: " ")
            .contains("Still unlocking \(name): press c to cancel it before choosing another key."))
        try await eventually("the attempt's end") {
            await clock.advance(by: 0.5)
            return controller.unlockCard?.phase != .unlocking
        }
        _ = controller.handle(.down)
        #expect(controller.selectedId != first, "once it has ended, any key can be picked")
    }
}
