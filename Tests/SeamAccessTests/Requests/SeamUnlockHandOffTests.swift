import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An App Intent run in an extension leaves its request for the app (review finding H1).
@MainActor
struct SeamUnlockHandOffTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-handoff-\(UUID().uuidString)")
    var container: SeamExtensionConfiguration.SharedContainer { SeamExtensionConfiguration.SharedContainer(directory: directory) }

    @Test func theAppTakesALeftRequestExactlyOnce() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = TestClock()
        let request = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent)
        #expect(SeamUnlockHandOff(container: container).leave(request, at: clock.now))
        let router = SeamUnlockRouter(clock: clock)
        #expect(router.collectHandOff(from: container))
        #expect(router.pending == .request(request))
        #expect(!router.collectHandOff(from: container), "taken once")
        let outcome = router.takeOutcome(credentials: [SeamAccessCredential(id: "a", name: "A", location: "")],
                                         activation: .active, now: clock.now.addingTimeInterval(5), locale: .english)
        #expect(outcome == .showCard(credentialId: "a", startsUnlock: true))
    }

    @Test func aStaleLeftRequestIsDroppedUnread() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let handOff = SeamUnlockHandOff(container: container)
        handOff.leave(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent), at: now)
        #expect(handOff.take(now: now.addingTimeInterval(SeamUnlockHandOff.maximumAge + 1)) == nil)
        #expect(handOff.take(now: now) == nil, "and removed")
    }

    @Test func aHandedOffRequestKeepsItsAgeAtTheRouter() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = TestClock()
        SeamUnlockHandOff(container: container).leave(
            SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent), at: clock.now.addingTimeInterval(-50))
        let router = SeamUnlockRouter(clock: clock)
        #expect(router.collectHandOff(from: container))
        // 50 s old when collected; taken 20 s later it is past the 60 s limit.
        let outcome = router.takeOutcome(credentials: [SeamAccessCredential(id: "a", name: "A", location: "")],
                                         activation: .active, now: clock.now.addingTimeInterval(20), locale: .english)
        #expect(outcome == .showCard(credentialId: "a", startsUnlock: false))
    }

    @Test func anAppExtensionIsKnownByItsBundle() {
        #expect(SeamAppProcess.isAppExtension(bundleURL: URL(fileURLWithPath: "/A.app/PlugIns/W.appex")))
        #expect(!SeamAppProcess.isAppExtension(bundleURL: URL(fileURLWithPath: "/A.app")))
        #expect(SeamUnlockRequest.Outcome.handedToApp.status(locale: Locale(identifier: "en_US"))
                == SeamStatusPresentation(phase: .unlocking, locale: Locale(identifier: "en_US")))
    }
}
