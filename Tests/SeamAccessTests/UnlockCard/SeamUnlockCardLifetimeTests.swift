import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Finding 1: a parent re-render must not cost the running unlock. `SeamUnlockCardView` keeps
/// its first view model (`@StateObject` behind an autoclosure; that part cannot run on Linux);
/// what is tested here is the view model's side of the contract: making and dropping more
/// instances is free of side effects and cannot touch an attempt in progress.
@MainActor
@Suite struct SeamUnlockCardLifetimeTests {
    let clock = TestClock()

    @Test func makingAndDroppingInstancesDoesNotAffectAnUnlockInProgress() async throws {
        let seam = try await Fixture.activeSeam(
            Fixture.scenario([Fixture.key("k")], lock: SeamSimulatedLock(latency: 5, outcome: .grant)), clock: clock)
        let service = SeamService(seam: seam)
        let running = SeamUnlockCardViewModel(credentialId: "k", service: service, configuration: .init(successDwell: nil),
                                              clock: clock, locale: .english)
        running.unlock()
        try await clock.waitForSleepers(2)  // lock, timeout

        // What an inline `SeamUnlockCardViewModel(...)` in a re-rendered body used to do.
        weak var dropped: SeamUnlockCardViewModel?
        for round in 0..<5 {
            let extra = SeamUnlockCardViewModel(credentialId: "k", service: service)
            if round == 0 { extra.start() }  // even one that appeared and was then thrown away
            #expect(extra.phase == .idle, "a new instance starts fresh")
            dropped = extra
        }
        try await eventually("dropped instance released") { dropped == nil }
        #expect(running.phase == .unlocking)

        await clock.advance(by: 5)
        try await eventually { running.phase == .granted }
    }

    @Test func constructionSubscribesToNothingUntilStart() async throws {
        let service = CountingService()
        let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service)
        #expect(service.subscriptions == 0)
        #expect(viewModel.credential?.id == "k", "the first state is read from service.credentials")
        viewModel.start()
        viewModel.start()
        #expect(service.subscriptions == 1, "start is idempotent")
    }

    @Test func unlockStartsFollowingTheCredential() async throws {
        let service = CountingService()
        let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service)
        viewModel.unlock()
        #expect(service.subscriptions == 1)
    }

    @Test func aDroppedStartedInstanceStopsListening() async throws {
        let service = CountingService()
        do {
            let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service)
            viewModel.start()
        }
        #expect(service.cancellations == 1)
    }

    /// H1: the spec mounts the card under `if let selectedId` with no `.id`; switching A → B
    /// kept A's view model, and Unlock opened A's door.
    @Test func aCardOfferedAnotherKeysViewModelSwitchesToItAndKeepsItsOwnForTheSameKey() async throws {
        let service = CountingService()
        let shown = SeamUnlockCardViewModel(credentialId: "k", service: service)
        let rerender = SeamUnlockCardViewModel(credentialId: "k", service: service)
        #expect(!rerender.replaces(shown), "a re-render's instance for the same key does not replace a running attempt")
        #expect(rerender.cardIdentity == shown.cardIdentity)

        let other = SeamUnlockCardViewModel(credentialId: "b", service: service)
        #expect(other.replaces(shown))
        #expect(other.cardIdentity != shown.cardIdentity, "the card's identity changes, so SwiftUI drops the old state")
        #expect(other.credential?.id == "b", "the new card shows B from its first frame")
        other.unlock()
        #expect(service.unlocked == ["b"], "Unlock opens the selected door")
    }

    @Test func droppingAReplacedCardCancelsItsAttempt() async throws {
        let service = CountingService()
        do {
            let replaced = SeamUnlockCardViewModel(credentialId: "k", service: service)
            replaced.unlock()
            #expect(replaced.phase == .unlocking)
            #expect(service.unlockCancellations == 0)
        }
        #expect(service.unlockCancellations == 1, "the old key's attempt stops when the card lets go of it")
        #expect(service.subscriptions == 1 && service.cancellations == 1)
    }
}

/// A conformer whose credentials publisher records subscribers, as a cold publisher that does
/// work on subscription would.
@MainActor
private final class CountingService: SeamServiceProtocol {
    let credentials = [Fixture.key("k"), Fixture.key("b")]
    var isActive: Bool { true }
    var subscriptions = 0
    var cancellations = 0
    var unlocked: [String] = []
    var unlockCancellations = 0

    var isActivePublisher: AnyPublisher<Bool, Never> { Just(true).eraseToAnyPublisher() }
    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> {
        Deferred { [credentials] in
            MainActor.assumeIsolated { self.subscriptions += 1 }
            return Just(credentials)
                .append(Empty(completeImmediately: false))
                .handleEvents(receiveCancel: { MainActor.assumeIsolated { self.cancellations += 1 } })
        }
        .eraseToAnyPublisher()
    }

    func initialize(clientSessionToken: String) throws {}
    func activate() async throws {}
    @discardableResult func refresh() async throws -> [SeamAccessCredential] { credentials }
    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        unlocked.append(credentialId)
        return Just(.launched).append(Empty(completeImmediately: false))
            .handleEvents(receiveCancel: { MainActor.assumeIsolated { self.unlockCancellations += 1 } })
            .eraseToAnyPublisher()
    }
    func deactivate(deintegrate: Bool) async {}
}
