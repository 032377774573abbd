import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Security reading (#30): Siri's answer was worded without the key's lock provider, so a lock
/// opened over the internet whose unlock was sent and never answered was spoken as "Couldn't
/// unlock. The connection to the lock was interrupted. Try again." while its card said the door
/// may have opened: a second unlock was invited. Siri now hears the card's words.
@MainActor
@Suite(.serialized) struct SeamSiriRemoteOutcomeTests {
    static let lockId = "lock-front"

    @Test func siriHearsThatTheDoorMayHaveOpenedAsTheCardSays() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try await harness.activeSeam(withLock: Self.lockId, script: .succeed(), clock: clock)
            try await Self.run(harness, seam, clock)
            await seam.deactivate()
        }
    }

    static func run(_ harness: CloudHarness, _ seam: Seam, _ clock: TestClock) async throws {
        let (service, list, router, delivery) = await RequestScreen.make(SeamService(seam: seam), clock: clock)
        await harness.api.locks.enqueue([.droppedConnection], on: .unlockDoor)

        let siri = Task {
            await SeamIntentActions.unlock(credentialId: lockId, router: router, container: nil, isAppExtension: false,
                                           locale: .english, now: clock.now)
        }
        try await eventually("the key is selected") { list.selectedCredentialId == lockId }
        let card = SeamUnlockCardViewModel(credentialId: lockId, service: service, configuration: .init(), clock: clock,
                                           locale: .english)
        let requests = SeamUnlockCardRequests(router: router, delivery: delivery, hosting: .presentedByApp)
        #expect(requests.appeared(card, isAppActive: true, locale: .english, eventMonitor: nil))
        try await eventually("the attempt ends") { !card.phase.isUnlocking }
        requests.phaseChanged(card, to: card.phase)
        let said = await siri.value
        #expect(card.phase.lockMayHaveActed, "\(card.phase)")
        #expect(said.contains("may have opened"), "\(said)")
        #expect(said == SeamUnlockRequest.Outcome.finished(card.phase)
            .dialog(provider: SeamRemoteUnlock.provider, locale: .english))
        withExtendedLifetime(delivery) {}
    }
}
