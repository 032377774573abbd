import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The SwiftUI wiring around an open unlock card, as Combine sinks: the card starts when the
/// router's auto-start changes and reports its phase to the router and to the screen's
/// delivery, all while the router is still telling about the request. A request that starts
/// unlocking while a card is open must neither recurse nor touch the screen's state twice at
/// once (both crashed: the router re-published its half-stored value, and the delivery held its
/// screen across a call that came back into it).
@MainActor
struct SeamUnlockRequestReentrancyTests {
    /// An open card for `id` on `rig`'s screen, wired as `SeamUnlockAutoStartModifier` and the
    /// list's sheet wire it.
    private func openCard(_ id: String, on rig: DeliveryRig) async throws -> (SeamUnlockCardViewModel, [AnyCancellable]) {
        rig.list.select(id)
        try await eventually { rig.list.selectedCredentialId == id }
        let card = SeamUnlockCardViewModel(credentialId: id, service: rig.service, configuration: .init(), clock: rig.clock, locale: .english)
        rig.delivery.presentationOpened()
        let wiring = [
            rig.router.$autoStartRequestId.sink { _ in
                _ = card.startRequestedUnlock(from: rig.router, isAppActive: true, locale: .english, eventMonitor: nil)
            },
            card.$phase.sink { phase in rig.router.cardPhaseChanged(credentialId: card.credentialId, phase: phase) },
            card.$phase.sink { phase in rig.delivery.presentedCardPhaseChanged(phase) },
        ]
        return (card, wiring)
    }

    @Test func aRequestToUnlockTheOpenCardsKeyStartsItThere() async throws {
        let rig = await DeliveryRig()
        rig.service.setCredentials([Fixture.key("k")])
        try await eventually { rig.list.credentials.count == 1 }
        let (card, wiring) = try await openCard("k", on: rig)

        let request = SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .intent)
        let answer = Task { await rig.router.requestAndWait(request) }

        try await eventually { rig.router.pending == nil }
        try await eventually { card.phase != .idle }
        #expect(rig.list.selectedCredentialId == "k")
        // The card's end reaches the requester through the same re-entrant path.
        let outcome = await answer.value
        guard case .finished = outcome else {
            Issue.record("expected the card's end, got \(outcome)")
            return
        }
        _ = wiring
    }

    @Test func aRequestToUnlockAnotherKeyWhileACardIsOpenStartsNothingOnThatCard() async throws {
        let rig = await DeliveryRig()
        rig.service.setCredentials([Fixture.key("k"), Fixture.key("m")])
        try await eventually { rig.list.credentials.count == 2 }
        let (card, wiring) = try await openCard("k", on: rig)

        rig.router.request(SeamUnlockRequest(credentialId: "m", startsUnlock: true, source: .intent))

        try await eventually { rig.router.pending == nil }
        await settle()
        #expect(card.phase == .idle)
        _ = wiring
    }
}
