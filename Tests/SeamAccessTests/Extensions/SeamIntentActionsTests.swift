import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An intent in an extension does not wait for a key screen that is not there (H1).
@MainActor
struct SeamIntentActionsTests {
    let english = Locale(identifier: "en_US")

    @Test func inAnExtensionTheRequestIsLeftForTheAppAndTheAnswerIsImmediate() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-intent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = SeamExtensionConfiguration.SharedContainer(directory: directory)
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        let dialog = await SeamIntentActions.unlock(credentialId: "a", router: router, container: container,
                                                    isAppExtension: true, locale: english, now: clock.now)
        #expect(dialog == SeamUnlockRequest.Outcome.handedToApp.dialog(locale: english))
        #expect(router.pending == nil, "this process's router is not the app's")
        let appRouter = SeamUnlockRouter(clock: clock)
        #expect(appRouter.collectHandOff(from: container))
        guard case .request(let request) = appRouter.pending else {
            Issue.record("no request")
            return
        }
        #expect(request.credentialId == "a" && request.startsUnlock && request.source == .intent)
        let nowhere = await SeamIntentActions.unlock(credentialId: "a", router: router, container: nil,
                                                     isAppExtension: true, locale: english, now: clock.now)
        #expect(nowhere == SeamUnlockRequest.Outcome.noAnswer.dialog(locale: english))
    }

    @Test func inTheAppItWaitsForTheCard() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        async let dialog = SeamIntentActions.unlock(credentialId: "zzz", router: router, container: nil,
                                                    isAppExtension: false, locale: english, now: clock.now)
        for _ in 0..<10_000 where router.pending == nil { await Task.yield() }
        let outcome = try #require(router.takeOutcome(credentials: [], activation: .active, now: clock.now, locale: english))
        #expect(await dialog == outcome.dialog(locale: english))
    }
}
