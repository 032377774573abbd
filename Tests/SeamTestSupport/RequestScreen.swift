// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
@_spi(SeamInternal) import SeamAccess

/// A key list on the sandbox (keys "k" and "m"), activated, with a request delivery attached
/// to it as `.seamUnlockRequests(list:)` makes them: the screen the request and card suites
/// drive.
@MainActor
package enum RequestScreen {
    package static func make(clock: TestClock) async throws
        -> (SeamService, SeamCredentialsViewModel, SeamUnlockRouter, SeamUnlockRequestDelivery) {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k"), Fixture.key("m")]), clock: clock)
        return await make(SeamService(seam: seam), clock: clock)
    }

    /// The same screen on `service` (a cloud session, say).
    package static func make(_ service: SeamService, clock: TestClock) async
        -> (SeamService, SeamCredentialsViewModel, SeamUnlockRouter, SeamUnlockRequestDelivery) {
        let list = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        await list.activate()
        let router = SeamUnlockRouter(clock: clock)
        let delivery = SeamUnlockRequestDelivery(router: router)
        delivery.attach(to: list)
        return (service, list, router, delivery)
    }

    /// An unlock card for `id` on `service`, in English, on `clock`.
    package static func card(_ id: String, _ service: SeamService, clock: TestClock) -> SeamUnlockCardViewModel {
        SeamUnlockCardViewModel(credentialId: id, service: service, configuration: .init(), clock: clock, locale: .english)
    }
}
#endif
