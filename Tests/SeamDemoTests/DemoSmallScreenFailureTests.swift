import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// On the smallest screen, a failed unlock still shows how to try again: the neighbouring
/// keys give way first.
@MainActor
@Suite struct DemoSmallScreenFailureTests {
    let clock = TestClock()

    /// `then` is typed one read at a time (Esc and a key in one read are Alt+key).
    func failedGymUnlock(then reads: [String]) async throws -> DemoInteractiveController {
        let scenario = SeamSandboxScenario.default
        let controller = DemoInteractiveController(
            service: PreviewSeamService(scenario: scenario, clock: clock), clock: clock, locale: Locale(identifier: "en_US"),
            style: DemoStyle(usesColor: false), sandboxNotes: DemoSandboxNotes(scenario: scenario))
        await controller.start()
        try await eventually { !controller.keys.isEmpty }
        for key in DemoKey.parse(Array("/fit\r\r".utf8)) { _ = controller.handle(key) }
        #expect(controller.unlockCard?.phase == .unlocking)
        try await eventually {
            await clock.advance(by: 0.5)
            return controller.unlockCard.map { $0.phase != .unlocking } ?? false
        }
        #expect(controller.unlockCard?.phase.canRetry == true)
        for read in reads {
            for key in DemoKey.parse(Array(read.utf8)) { _ = controller.handle(key) }
        }
        return controller
    }

    /// The search "fit" kept, no search, and a kept search that finds several keys.
    @Test(arguments: [[], ["\u{1B}"], ["\u{1B}", "/marina\r"]])
    func theRetryActionStaysAt40By12(then reads: [String]) async throws {
        let controller = try await failedGymUnlock(then: reads)
        #expect(controller.selectedId == PreviewSeamService.Samples.ID.gym)
        let lines = controller.render(width: 40, height: 12)
        #expect(lines.count <= 12)
        #expect(lines.contains { $0.contains("Couldn’t unlock") }, "\(lines)")
        #expect(lines.contains { $0.contains("[a] Try Again") }, "\(lines)")
        #expect(lines.contains { $0.contains("Enter unlock") })
    }
}
