import Foundation
import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

@MainActor
@Suite struct DemoInteractiveControllerTests {
    let clock = TestClock()

    func controller() async throws -> DemoInteractiveController {
        let service = PreviewSeamService(clock: clock)
        let controller = DemoInteractiveController(
            service: service, clock: clock, locale: Locale(identifier: "en_US"), style: DemoStyle(usesColor: false))
        await controller.start()
        try await eventually { !controller.credentials.credentials.isEmpty }
        return controller
    }

    func screen(_ controller: DemoInteractiveController) -> String {
        controller.render(width: 80, height: 60).joined(separator: "\n")
    }

    @Test func selectsTheFirstKeyAndShowsItsUnlockCard() async throws {
        let controller = try await controller()
        #expect(controller.selectedId == controller.credentials.credentials.first?.id)
        #expect(screen(controller).contains("── Unlock: "))
        #expect(screen(controller).contains("Ready to unlock"))
    }

    @Test func arrowsAndDigitsMoveTheSelectionWithinBounds() async throws {
        let controller = try await controller()
        let ids = controller.credentials.credentials.map(\.id)
        _ = controller.handle(.up)
        #expect(controller.selectedId == ids[0])
        _ = controller.handle(.down)
        #expect(controller.selectedId == ids[1])
        _ = controller.handle(.digit(9))
        #expect(controller.selectedId == ids[8])
        _ = controller.handle(.digit(0))
        #expect(controller.selectedId == ids[8])
    }

    @Test func enterUnlocksAndTheOutcomeIsShownAndAnnounced() async throws {
        let controller = try await controller()
        let index = try #require(controller.credentials.credentials.firstIndex { $0.id == SeamSandboxSamples.ID.room })
        _ = controller.handle(.digit(index + 1))
        _ = controller.handle(.enter)
        #expect(screen(controller).contains("Unlocking…"))
        try await clock.waitForSleepers(3)  // sandbox change, lock, timeout
        await clock.advance(by: 1.2)
        try await eventually { controller.unlockCard?.phase == .granted }
        #expect(screen(controller).contains("✔ Door unlocked"))
        #expect(controller.notice == "VoiceOver: Door unlocked. You’re all set. Open the door.")
    }

    @Test func anErrorsActionIsDescribed() async throws {
        let controller = try await controller()
        let index = try #require(controller.credentials.credentials.firstIndex { $0.id == SeamSandboxSamples.ID.otp })
        _ = controller.handle(.digit(index + 1))
        _ = controller.handle(.enter)
        #expect(controller.notice == "Confirm it’s you. Press a: Verify Now.")
        _ = controller.handle(.character("a"))
        #expect(controller.notice?.contains("https://example.com/seam-sandbox/verify") == true)
    }

    @Test func timeoutOffersRetryAndCancelReturnsToIdle() async throws {
        let controller = try await controller()
        let index = try #require(controller.credentials.credentials.firstIndex { $0.id == SeamSandboxSamples.ID.garage })
        _ = controller.handle(.digit(index + 1))
        _ = controller.handle(.enter)
        try await clock.waitForSleepers(3)
        await clock.advance(by: 10)
        try await eventually { controller.unlockCard?.phase == .timedOut }
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

    @Test func longListsScrollToKeepTheSelectionVisible() async throws {
        let controller = try await controller()
        _ = controller.handle(.digit(9))
        let lines = controller.render(width: 80, height: 24)
        #expect(lines.count <= 24)
        #expect(lines.contains { $0.hasPrefix("›  9 ") })
        #expect(lines.contains { $0.contains("more") })
    }
}
