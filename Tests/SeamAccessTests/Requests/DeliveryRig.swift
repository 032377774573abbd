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

    /// `locale` is set on the list before the delivery is attached.
    init(locale: Locale? = nil) async {
        router = SeamUnlockRouter(clock: clock)
        list = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        await list.activate()
        if let locale { list.locale = locale }
        delivery = SeamUnlockRequestDelivery(router: router)
        delivery.attach(to: list)
    }
}
