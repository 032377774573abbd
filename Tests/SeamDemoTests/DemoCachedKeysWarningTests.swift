import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// A second stranger's run (#30, N2): started while the Seam API was down, the interactive demo
/// showed the cached keys, a lock "Unlocked" among them, as if current; `list` warned that
/// they came from the cache, the screen did not (the warning went to standard error, under
/// the raw screen). The screen now shows the SDK's warning until a refresh succeeds.
@MainActor
@Suite struct DemoCachedKeysWarningTests {
    @Test func theCachedKeysWarningStaysOnScreenUntilARefreshSucceeds() async throws {
        let clock = TestClock()
        let controller = try await startedDemoController(clock: clock)
        controller.showWarning("warning: the Seam API could not be reached; showing the keys cached on Nov 28, 2026 at 1:41 PM.")
        func screen() -> String { controller.render(width: 100, height: 40).joined(separator: "\n") }
        #expect(screen().contains("the Seam API could not be reached; showing the keys cached on Nov 28, 2026 at 1:41 PM."))
        #expect(!screen().contains("warning: "), "the screen says it in the warning tone, not with the prefix")
        #expect(controller.render(width: 40, height: 12).count <= 12)

        _ = controller.handle(.character("r"))
        for _ in 0..<40 where controller.warning != nil {
            await clock.advance(by: 0.25)
            await settle()
        }
        #expect(controller.warning == nil)
        #expect(!screen().contains("showing the keys cached"))
    }
}
