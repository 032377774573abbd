import Foundation
import SeamAccess
import SeamTestSupport
import Testing

@MainActor
struct SeamUnlockRequestDeliveryTests {
    @Test func aColdLaunchRequestSelectsTheKeyOnceActivationListsIt() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        router.request(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .widget))
        let service = ScriptedService()
        service.setActive(false)
        service.setCredentials([])
        let list = SeamCredentialsViewModel(seam: service, clock: clock)
        let delivery = SeamUnlockRequestDelivery(router: router, clock: clock)
        delivery.attach(to: list)
        await settle()
        #expect(list.selectedCredentialId == nil)
        #expect(router.pending != nil)            // held while keys load
        service.setCredentials([Fixture.key("k")])
        await list.activate()
        try await eventually { list.selectedCredentialId == "k" }
        #expect(router.pending == nil)
        #expect(delivery.lastOutcome == .showCard(credentialId: "k", startsUnlock: true))
        #expect(router.consumeAutoStart(for: "k"))
        #expect(delivery.message == nil)
    }

    @Test func aRequestWhileTheListShowsIsDeliveredAtOnceAndAnUnknownKeyGivesAMessage() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        let service = ScriptedService()
        let list = SeamCredentialsViewModel(seam: service, clock: clock)
        await list.activate()
        list.locale = Locale(identifier: "de_DE")
        let delivery = SeamUnlockRequestDelivery(router: router, clock: clock)
        delivery.attach(to: list)
        router.request(SeamUnlockRequest(credentialId: "k"))
        try await eventually { list.selectedCredentialId == "k" }
        router.request(SeamUnlockRequest(credentialId: "gone"))
        try await eventually { delivery.message != nil }
        #expect(delivery.message == SeamStatusPresentation(error: .invalidCredentialId, locale: Locale(identifier: "de_DE")),
                "the message speaks the list's language")
        delivery.dismissMessage()
        #expect(delivery.message == nil)
        #expect(router.pending == nil)
    }
}

@MainActor
struct SeamUnlockRequestSignOutDeliveryTests {
    @Test func afterTheListSignsOutARequestIsAnsweredInsteadOfWaitingForever() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        let service = ScriptedService()
        let list = SeamCredentialsViewModel(seam: service, clock: clock)
        await list.activate()
        let delivery = SeamUnlockRequestDelivery(router: router, clock: clock)
        delivery.attach(to: list)
        service.setCredentials([])
        service.setActive(false)
        try await eventually { list.activation == .failed(.initializationRequired) }
        router.request(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .widget))
        try await eventually { delivery.message != nil }
        #expect(delivery.lastOutcome?.credentialId == nil)
        #expect(delivery.message == SeamStatusPresentation(error: .initializationRequired, locale: list.locale))
        #expect(router.pending == nil)
    }
}
