import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// A stranger's run (#30, L1): with only the Seam API server down, the interactive screen said
/// "Refresh failed: No internet connection", beside a connection that worked. With the cloud
/// the demo knows the address it talks to, and names it; the sandbox keeps the app's words.
@MainActor
@Suite struct DemoUnreachableAPITests {
    func screenAfterAFailedRefresh(apiAddress: String?) async throws -> String {
        let service = ScriptedService()
        service.refreshError = .internetConnectionRequired
        let controller = DemoInteractiveController(service: service, clock: TestClock(), locale: Locale(identifier: "en_US"),
                                                   style: DemoStyle(usesColor: false), apiAddress: apiAddress)
        await controller.start()
        try await eventually { !controller.keys.isEmpty }
        _ = controller.handle(.character("r"))
        try await eventually { controller.credentials.refreshError != nil }
        return controller.render(width: 100, height: 30).joined(separator: "\n")
    }

    @Test func aRefreshThatCouldNotReachTheAPINamesIt() async throws {
        let screen = try await screenAfterAFailedRefresh(apiAddress: "http://127.0.0.1:8765")
        #expect(screen.contains("Refresh failed: Could not reach the Seam API at http://127.0.0.1:8765. Your keys are unchanged."),
                "\(screen)")
        #expect(!screen.contains("No internet connection"))
    }

    @Test func withoutAnAddressTheAppsWordsStay() async throws {
        let screen = try await screenAfterAFailedRefresh(apiAddress: nil)
        #expect(screen.contains("Refresh failed: No internet connection."), "\(screen)")
    }
}
