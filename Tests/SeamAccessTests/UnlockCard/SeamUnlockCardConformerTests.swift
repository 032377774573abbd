import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Finding 6: the unlock card's view model must be right with any `SeamServiceProtocol`
/// conformer, not only with ones whose publishers replay and emit on the main thread.
@MainActor
@Suite struct SeamUnlockCardConformerTests {
    @Test func aNonReplayingServiceSeedsTheFirstState() {
        let service = SubjectService(credentials: [Fixture.key("k", errors: [.expired])])
        let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service)
        #expect(viewModel.credential?.id == "k")
        #expect(viewModel.phase == .blocked(.expired))
    }

    @Test func startCatchesUpWithChangesMadeBeforeItSubscribed() {
        let service = SubjectService(credentials: [Fixture.key("k")])
        let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service)
        service.credentials = [Fixture.key("k", errors: [.awaitingLocalCredential])]  // nothing replays this
        viewModel.start()
        #expect(viewModel.phase == .blocked(.awaitingLocalCredential))
    }

    @Test func laterChangesFromANonReplayingPublisherAreFollowed() {
        let service = SubjectService(credentials: [Fixture.key("k")])
        let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service)
        viewModel.start()
        service.publish([Fixture.key("k", errors: [.expired])])
        #expect(viewModel.phase == .blocked(.expired))
        service.publish([])
        #expect(viewModel.phase == .preflightFailed(.invalidCredentialId))
    }

    @Test func valuesEmittedOffTheMainThreadArriveOnTheMainActorInOrder() async throws {
        let service = SubjectService(credentials: [Fixture.key("k")], emitQueue: DispatchQueue(label: "conformer"))
        service.unlockEvents = [.launched, .grantedAccess]
        let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service,
                                                configuration: .init(successDwell: nil), clock: TestClock(), locale: .english)
        let outputs = EventRecorder(viewModel.outputs)
        viewModel.unlock()
        try await eventually("granted from a background thread") { viewModel.phase == .granted }
        #expect(outputs.values.filter { if case .haptic = $0 { true } else { false } } == [
            .haptic(.start), .haptic(.success),
        ])

        service.publish([Fixture.key("k", errors: [.expired])])
        try await eventually("credential change from a background thread") { viewModel.phase == .blocked(.expired) }
    }
}

/// A conformer as an app might write one: `PassthroughSubject`s (no replay), optionally
/// emitting on a queue of its own.
@MainActor
private final class SubjectService: SeamServiceProtocol {
    var credentials: [SeamAccessCredential]
    var isActive: Bool { true }
    var unlockEvents: [SeamAccessUnlockEvent] = []
    private let credentialsSubject = PassthroughSubject<[SeamAccessCredential], Never>()
    private let emitQueue: DispatchQueue?

    init(credentials: [SeamAccessCredential], emitQueue: DispatchQueue? = nil) {
        self.credentials = credentials
        self.emitQueue = emitQueue
    }

    var isActivePublisher: AnyPublisher<Bool, Never> { PassthroughSubject<Bool, Never>().eraseToAnyPublisher() }
    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { credentialsSubject.eraseToAnyPublisher() }

    func publish(_ credentials: [SeamAccessCredential]) {
        self.credentials = credentials
        if let emitQueue {
            // Subjects lock around `send`, so sending from another thread is what they are for.
            nonisolated(unsafe) let subject = credentialsSubject
            emitQueue.async { subject.send(credentials) }
        } else {
            credentialsSubject.send(credentials)
        }
    }

    func initialize(clientSessionToken: String) throws {}
    func activate() async throws {}
    @discardableResult func refresh() async throws -> [SeamAccessCredential] { credentials }
    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        QueuedEvents(events: unlockEvents, queue: emitQueue ?? .main).eraseToAnyPublisher()
    }
    func deactivate(deintegrate: Bool) async {}
}

/// Emits its events on `queue` once subscribed, as an unlock stream fed by a Bluetooth
/// callback queue would.
private struct QueuedEvents: Publisher {
    typealias Output = SeamAccessUnlockEvent
    typealias Failure = Never

    let events: [SeamAccessUnlockEvent]
    let queue: DispatchQueue

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
        // The subscriber is only used from this one block, after the line above returned.
        nonisolated(unsafe) let subscriber = AnySubscriber(subscriber)
        queue.async { [events] in
            for event in events { _ = subscriber.receive(event) }
            subscriber.receive(completion: .finished)
        }
    }
}
