import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// A search that hides the selected key leaves nothing to unlock, and the screen never
/// promises what a key press will not do while a search is typed.
@MainActor
@Suite struct DemoSearchNoMatchTests {
    let clock = TestClock()

    func screen(_ controller: DemoInteractiveController, width: Int = 120, height: Int = 40) -> String {
        controller.render(width: width, height: height).joined(separator: "\n")
    }

    func type(_ text: String, into controller: DemoInteractiveController) {
        for key in DemoKey.parse(Array(text.utf8)) { _ = controller.handle(key) }
    }

    @Test func aSearchThatFindsNothingShowsNoCardAndEnterUnlocksNothing() async throws {
        let controller = try await startedDemoController(clock: clock)
        let selected = try #require(controller.selectedId)
        type("/zzz\r", into: controller)
        #expect(controller.keys.isEmpty)
        #expect(!controller.isSelectionShown)
        #expect(controller.shownUnlockCard == nil)
        type("\r", into: controller)
        #expect(controller.unlockCard?.phase == .idle, "Enter does not unlock a key the list hides")
        type("af", into: controller)
        #expect(controller.unlockCard?.phase == .idle)
        #expect(!controller.credentials.isFavourite(selected), "f does not pin a key the list hides")
        #expect(controller.notice == nil)
        let shown = screen(controller)
        #expect(shown.contains("No keys match “zzz”."))
        #expect(!shown.contains("Unlock:"), "\(shown)")
        #expect(!shown.contains("Door unlocked"))
        type("\u{1B}", into: controller)
        #expect(controller.shownUnlockCard?.credentialId == selected, "Esc brings the key and its card back")
        #expect(screen(controller).contains("Unlock:"))
    }

    @Test func whileTypingTheCardDoesNotSayEnterUnlocks() async throws {
        let controller = try await startedDemoController(clock: clock)
        #expect(screen(controller).contains("Press Enter to unlock."))
        type("/", into: controller)
        #expect(!screen(controller).contains("Press Enter to unlock."), "Enter keeps the search while typing")
        type("room", into: controller)
        #expect(!screen(controller).contains("Press Enter to unlock."))
        type("\r", into: controller)
        #expect(screen(controller).contains("Press Enter to unlock."))
    }

    @Test func aRunningUnlockStaysOnScreenAndCancellableWhenASearchHidesItsKey() async throws {
        let controller = try await startedDemoController(clock: clock, latency: 60)
        let selected = try #require(controller.selectedId)
        type("\r", into: controller)
        #expect(controller.unlockCard?.phase == .unlocking)
        type("/zzz\r", into: controller)
        #expect(controller.shownUnlockCard?.credentialId == selected)
        #expect(screen(controller).contains("Unlock:"))
        type("c", into: controller)
        try await eventually { controller.unlockCard?.phase != .unlocking }
    }

    @Test func theTooSmallScreenSaysCtrlCQuitsWhileTypingASearch() async throws {
        let controller = try await startedDemoController(clock: clock)
        #expect(screen(controller, width: 30, height: 8).contains("q quit"))
        _ = screen(controller)  // the window grows, a search starts, and it shrinks again
        type("/", into: controller)
        let small = screen(controller, width: 30, height: 8)
        #expect(small.contains("Ctrl-C quit"), "\(small)")
        #expect(!small.contains("q quit"), "q types into the search")
    }

    @Test(arguments: [40, 52, 64, 80, 100, 120, 140])
    func theHelpLineBreaksOnlyBetweenItems(width: Int) async throws {
        let controller = try await startedDemoController(clock: clock)
        let lines = controller.render(width: width, height: 40)
        for item in ["Enter unlock", "a action", "c cancel", "/ search", "f favourite", "r refresh", "q quit"] {
            #expect(lines.contains { $0.contains(item) }, "“\(item)” whole at \(width) columns: \(lines)")
        }
    }

    @Test func wrapItemsKeepsEachItemWhole() {
        #expect(DemoText.wrapItems(["f favourite", "r refresh", "q quit"], width: 24) == ["f favourite · r refresh", "q quit"])
        #expect(DemoText.wrapItems(["a b c d"], width: 3) == ["a b", "c d"], "an item wider than a line wraps")
        #expect(DemoText.wrapItems([], width: 10) == [""])
    }
}
