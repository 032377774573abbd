import Foundation
@_spi(SeamInternal) import SeamAccess
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
        let list = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let delivery = SeamUnlockRequestDelivery(router: router)
        delivery.attach(to: list)
        await settle()
        #expect(list.selectedCredentialId == nil)
        #expect(router.pending != nil)            // held while keys load
        service.setCredentials([Fixture.key("k")])
        await list.activate()
        try await eventually { list.selectedCredentialId == "k" }
        #expect(router.pending == nil)
        #expect(delivery.lastOutcome == .showCard(credentialId: "k", startsUnlock: true))
        #expect(router.consumeAutoStart(for: "k", isAppActive: true))
        #expect(delivery.message == nil)
    }

    @Test func aRequestWhileTheListShowsIsDeliveredAtOnceAndAnUnknownKeyGivesAMessage() async throws {
        let rig = await DeliveryRig(locale: Locale(identifier: "de_DE"))
        rig.router.request(SeamUnlockRequest(credentialId: "k", source: .app))
        try await eventually { rig.list.selectedCredentialId == "k" }
        rig.router.request(SeamUnlockRequest(credentialId: "gone", source: .app))
        try await eventually { rig.delivery.message != nil }
        #expect(rig.delivery.message == SeamStatusPresentation(error: .invalidCredentialId, locale: Locale(identifier: "de_DE")),
                "the message speaks the list's language")
        rig.delivery.dismissMessage()
        #expect(rig.delivery.message == nil)
        #expect(rig.router.pending == nil)
    }
}

/// A message that closes the unlock sheet shows once the sheet has closed, not in the same
/// turn, which UIKit drops (issue 18, finding 7).
@MainActor
struct SeamUnlockRequestMessageOrderTests {
    @Test func aMessageThatClosesTheCardsSheetWaitsUntilTheSheetHasClosed() async throws {
        let rig = await DeliveryRig()
        rig.router.request(SeamUnlockRequest(credentialId: "k", source: .link))
        try await eventually { rig.list.selectedCredentialId == "k" }
        rig.delivery.presentationOpened()  // the sheet appeared
        rig.router.request(SeamUnlockRequest(credentialId: "gone", source: .link))
        try await eventually { rig.list.selectedCredentialId == nil }
        #expect(rig.delivery.message == nil, "not while the sheet is being dismissed")
        rig.delivery.presentationClosed()  // the sheet's onDismiss
        #expect(rig.delivery.message == SeamStatusPresentation(error: .invalidCredentialId, locale: rig.list.locale))
        rig.delivery.dismissMessage()
        // The next message, with no sheet open, shows at once.
        rig.router.request(SeamUnlockRequest(credentialId: "also-gone", source: .link))
        try await eventually { rig.delivery.message != nil }
    }

    @Test func aCardRequestedWhileAMessageWaitsDropsTheMessage() async throws {
        let rig = await DeliveryRig()
        rig.router.request(SeamUnlockRequest(credentialId: "k", source: .link))
        try await eventually { rig.list.selectedCredentialId == "k" }
        rig.delivery.presentationOpened()
        rig.router.request(SeamUnlockRequest(credentialId: "gone", source: .link))
        try await eventually { rig.list.selectedCredentialId == nil }
        rig.router.request(SeamUnlockRequest(credentialId: "k", source: .link))
        try await eventually { rig.list.selectedCredentialId == "k" }
        rig.delivery.presentationClosed()
        #expect(rig.delivery.message == nil, "the newer request's card is what the user asked for")
    }
}

@MainActor
struct SeamUnlockRequestSignOutDeliveryTests {
    @Test func afterTheListSignsOutARequestIsAnsweredInsteadOfWaitingForever() async throws {
        let rig = await DeliveryRig()
        rig.service.setCredentials([])
        rig.service.setActive(false)
        try await eventually { rig.list.activation == .failed(.initializationRequired) }
        rig.router.request(SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .widget))
        try await eventually { rig.delivery.message != nil }
        #expect(rig.delivery.lastOutcome?.credentialId == nil)
        #expect(rig.delivery.message == SeamStatusPresentation(error: .initializationRequired, locale: rig.list.locale))
        #expect(rig.router.pending == nil)
    }
}
