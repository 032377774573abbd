import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// While an unlock runs, the interactive screen says what to do with the phone for the key's
/// preferred proximity, as the app's card does.
@MainActor
@Suite struct DemoProximityScreenTests {
    let clock = TestClock()

    func screenWhileUnlocking(_ id: String) async throws -> String {
        let controller = try await startedDemoController(clock: clock, latency: 60)
        let index = try #require(controller.keys.firstIndex { $0.id == id })
        for digit in String(index + 1) {
            _ = controller.handle(.digit(Int(String(digit)) ?? 0))
        }
        _ = controller.handle(.character("x"))  // ends the number
        #expect(controller.selectedId == id)
        _ = controller.handle(.enter)
        #expect(controller.unlockCard?.phase == .unlocking)
        return controller.render(width: 80, height: 60).joined(separator: "\n")
    }

    @Test func aTouchKeySaysToHoldThePhoneNearTheReader() async throws {
        let screen = try await screenWhileUnlocking(PreviewSeamService.Samples.ID.gym)
        #expect(screen.contains("Hold your phone near the reader."))
    }

    @Test func aNearbyKeySaysToStayWithinAFewMetres() async throws {
        let screen = try await screenWhileUnlocking(PreviewSeamService.Samples.ID.office)
        #expect(screen.contains("Stay within a few metres of the door."))
    }
}
