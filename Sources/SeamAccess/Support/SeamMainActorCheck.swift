import Foundation

/// Recognises and enters the main actor from code that a publisher may call on any thread,
/// for the two deliveries that bring a service's values to the view models
/// (`sinkOnMainActor` and ``SeamMainActorDelivery``).
enum SeamMainActorCheck {
    /// Whether the caller runs on the main actor's executor, without trapping when it does
    /// not. On Apple platforms that is the main thread. Where the main queue is served by a
    /// worker thread (Linux after `dispatchMain()`, as under `swift test`), a block running
    /// on the main queue is recognised by a queue-specific value.
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.shared.key) != nil
    }

    /// `MainActor.assumeIsolated`, which iOS 15 and 16 lack: there the caller's place is
    /// checked with `dispatchPrecondition` (it traps off the main queue, as `assumeIsolated`
    /// does), and the main-actor closure is then called as the plain closure it is underneath
    /// (a global actor does not change a function's representation). Call it only where
    /// ``isOnMainActor`` held or from a block on the main queue.
    static func runAssumingMainActor(_ body: @MainActor () -> Void) {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            MainActor.assumeIsolated(body)
        } else {
            dispatchPrecondition(condition: .onQueue(.main))
            withoutActuallyEscaping(body) { body in
                unsafeBitCast(body, to: (() -> Void).self)()
            }
        }
    }
}

/// The queue-specific key that marks the main queue, set once when first used.
private final class MainQueueMarker: @unchecked Sendable {
    // Safe to share: `key` is a constant, and `DispatchQueue.setSpecific`/`getSpecific` are
    // thread-safe; the key object itself holds no state. (Apple's SDKs do not mark
    // `DispatchSpecificKey` Sendable; Linux's do.)
    static let shared = MainQueueMarker()
    let key = DispatchSpecificKey<Bool>()

    private init() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }
}
