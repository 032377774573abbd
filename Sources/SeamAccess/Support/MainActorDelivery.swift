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
        if Self.isOnMainActor, pendingHops.withLock({ $0 == 0 }) {
            Self.runAssumingMainActor(body)
            return
        }
        pendingHops.withLock { $0 += 1 }
        DispatchQueue.main.async {
            Self.runAssumingMainActor(body)
            self.pendingHops.withLock { $0 -= 1 }
        }
    }

    /// `MainActor.assumeIsolated`, which iOS 15 and 16 lack: there the caller's place is
    /// checked with `dispatchPrecondition` (it traps off the main queue, as `assumeIsolated`
    /// does), and the main-actor closure is then called as the plain closure it is underneath.
    /// Only called where `isOnMainActor` held or from a block on the main queue.
    private static func runAssumingMainActor(_ body: @MainActor () -> Void) {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            MainActor.assumeIsolated(body)
        } else {
            dispatchPrecondition(condition: .onQueue(.main))
            withoutActuallyEscaping(body) { body in
                unsafeBitCast(body, to: (() -> Void).self)()
            }
        }
    }

    /// Whether the caller runs on the main actor, without trapping when it does not. On Apple
    /// platforms that is the main thread. Where the main queue is served by a worker thread
    /// (Linux after `dispatch_main()`, as under `swift test`), a block running on the main
    /// queue is recognised by a queue-specific value.
    private static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.shared.key) != nil
    }
}

/// The queue-specific key that marks the main queue, set once when first used.
private final class MainQueueMarker: @unchecked Sendable {
    // Safe to share: `key` is a constant, and `DispatchQueue.setSpecific`/`getSpecific` are
    // thread-safe; the key object itself holds no state.
    static let shared = MainQueueMarker()
    let key = DispatchSpecificKey<Bool>()

    private init() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }
}
