import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// A stranger's run (#30, H1): at 35×10 the screen showed only "Window too small … q quit",
/// yet `2` and Enter selected a key and sent a real unlock nobody could see. While the
/// screen is too small only quitting acts; once it is big enough again, keys act as before.
@MainActor
@Suite struct DemoTooSmallInputTests {
    let clock = TestClock()

    @Test func aScreenTooSmallToShowTheKeysActsOnNoKeyButQuit() async throws {
        let controller = try await startedDemoController(clock: clock)
        let selected = controller.selectedId
        let small = controller.render(width: 35, height: 10)
        #expect(small.contains { $0.contains("q quit") })

        #expect(controller.handle(.digit(2)))
        #expect(controller.handle(.enter))
        #expect(controller.handle(.character("l")))
        #expect(controller.selectedId == selected, "no key was selected unseen")
        #expect(controller.unlockCard?.phase == .idle, "no unlock was sent unseen")
        #expect(controller.render(width: 35, height: 10) == small, "nothing changed behind the message")
        #expect(!controller.handle(.character("q")), "q still quits")

        _ = controller.render(width: 80, height: 40)
        _ = controller.handle(.enter)
        #expect(controller.unlockCard?.phase == .unlocking, "a screen big enough again acts on keys")
    }
}
