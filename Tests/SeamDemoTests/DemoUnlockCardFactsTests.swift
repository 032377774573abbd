import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// A stranger's run (#30, L3): the demo's unlock card said a key not valid yet "works from its
/// start time" without saying when, and said nothing of a lock's low battery, both of which the
/// SwiftUI card's header shows. The demo's unlock card now says both, below its status.
@MainActor
@Suite struct DemoUnlockCardFactsTests {
    let clock = TestClock()

    func controller() async throws -> DemoInteractiveController {
        let scenario = SeamSandboxScenario(credentials: { now in [
            SeamCredential(id: "later", name: "Penthouse", location: "", providerName: SeamSandboxSamples.Provider.assaAbloy,
                           startsAt: now.addingTimeInterval(2 * 3_600), errors: [.awaitingLocalCredential]),
            SeamCredential(id: "front", name: "Front Door", location: "", providerName: SeamRemoteUnlock.provider,
                           supportedUnlockProximities: [.remote],
                           lockState: SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.15, canLock: true)),
        ] })
        let controller = DemoInteractiveController(
            service: PreviewSeamService(scenario: scenario, clock: clock), clock: clock, locale: Locale(identifier: "en_US"),
            style: DemoStyle(usesColor: false))
        await controller.start()
        try await eventually { controller.keys.count == 2 }
        return controller
    }

    /// Selects key `id` by typing its number, and waits for its card.
    func select(_ id: String, in controller: DemoInteractiveController) async throws {
        let index = try #require(controller.keys.firstIndex { $0.id == id })
        _ = controller.handle(.digit(index + 1))
        _ = controller.handle(.character("x"))
        try await eventually { controller.unlockCard?.credentialId == id }
    }

    /// The lines of the unlock card below the list.
    func unlockCard(_ controller: DemoInteractiveController) throws -> [String] {
        let lines = controller.render(width: 72, height: 40)
        let start = try #require(lines.firstIndex { $0.hasPrefix("── Unlock") })
        return Array(lines[start...])
    }

    @Test func aKeyNotValidYetSaysWhenItStartsOnItsUnlockCard() async throws {
        let controller = try await controller()
        try await select("later", in: controller)
        let card = try unlockCard(controller)
        #expect(card.contains { $0.contains("This key isn’t valid yet") })
        #expect(card.contains { $0.hasPrefix("  Valid from ") }, "\(card)")
    }

    @Test func aLockWithALowBatterySaysSoOnItsUnlockCard() async throws {
        let controller = try await controller()
        try await select("front", in: controller)
        #expect(try unlockCard(controller).contains("  Battery low (15%)"))
        let small = controller.render(width: 40, height: 12)
        #expect(small.count <= 12 && small.allSatisfy { $0.count <= 40 })
    }
}
