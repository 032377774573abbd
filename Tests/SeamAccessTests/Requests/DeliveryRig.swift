import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport

/// A key list on a scripted service, activated, with a request delivery attached: what most
/// delivery tests start from.
@MainActor
struct DeliveryRig {
    let clock = TestClock()
    let router: SeamUnlockRouter
    let service = ScriptedService()
    let list: SeamCredentialsViewModel
    let delivery: SeamUnlockRequestDelivery

    /// `locale`: the list's, from the start.
    init(locale: Locale = .english) async {
        router = SeamUnlockRouter(clock: clock)
        list = SeamCredentialsViewModel(seam: service, clock: clock, locale: locale)
        await list.activate()
        delivery = SeamUnlockRequestDelivery(router: router)
        delivery.attach(to: list)
    }
}
