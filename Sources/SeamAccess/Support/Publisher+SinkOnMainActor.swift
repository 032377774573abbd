import Foundation

extension Publisher where Output: Sendable, Failure == Never {
    /// `sink`, but every call arrives on the main actor, whatever thread the publisher emits on.
    ///
    /// A value emitted on the main thread is handled at once (so synchronous publishers stay
    /// synchronous, as SwiftUI and the tests expect); one emitted on another thread hops to the
    /// main queue. Order is kept: while a hop is pending, later values queue behind it.
    /// The closures passed to `sink` are deliberately non-isolated: a custom
    /// ``SeamServiceProtocol`` conformer may emit from any thread, and a main-actor closure
    /// called from there would trap.
    func sinkOnMainActor(
        receiveCompletion: @escaping @MainActor @Sendable () -> Void = {},
        receiveValue: @escaping @MainActor @Sendable (Output) -> Void
    ) -> AnyCancellable {
        let relay = MainActorRelay()
        return sink(
            receiveCompletion: { @Sendable _ in relay.deliver(receiveCompletion) },
            receiveValue: { @Sendable value in relay.deliver { receiveValue(value) } }
        )
    }
}

/// Runs closures on the main actor in the order they were handed over.
private final class MainActorRelay: Sendable {
    /// Hops handed to the main queue that have not run yet.
    private let pendingHops = LockIsolated(0)

    func deliver(_ body: @escaping @MainActor @Sendable () -> Void) {
        if SeamMainActorCheck.isOnMainActor, pendingHops.withLock({ $0 == 0 }) {
            SeamMainActorCheck.runAssumingMainActor(body)
            return
        }
        pendingHops.withLock { $0 += 1 }
        DispatchQueue.main.async {
            SeamMainActorCheck.runAssumingMainActor(body)
            self.pendingHops.withLock { $0 -= 1 }
        }
    }
}
