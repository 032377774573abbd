import Foundation

/// Delivers a publisher's values on the main actor, in the order they were emitted, whatever
/// thread the publisher emits on.
///
/// A value emitted on the main thread is handled at once (so a list updates in the same
/// run-loop turn as the service that changed it); a value emitted elsewhere hops to the main
/// actor. Values are numbered as they arrive, and a value older than one already handled is
/// dropped, so a late hop can never overwrite newer state.
final class SeamMainActorDelivery<Value: Sendable>: Sendable {
    private let received = LockIsolated(0)
    private let handled = LockIsolated(0)
    private let handler: @MainActor @Sendable (Value) -> Void

    init(_ handler: @escaping @MainActor @Sendable (Value) -> Void) {
        self.handler = handler
    }

    /// Call from the publisher's `sink`, on any thread.
    func receive(_ value: Value) {
        let sequence = received.withLock { count -> Int in
            count += 1
            return count
        }
        if Self.isOnMainActor {
            Self.onMainActor { self.deliver(value, sequence: sequence) }
        } else {
            Task { @MainActor in self.deliver(value, sequence: sequence) }
        }
    }

    /// Whether the caller runs on the main actor's executor: the main thread on Apple platforms,
    /// or a block of the main queue (which is what the main actor runs on; on Linux, once
    /// `dispatchMain()` has been called, worker threads drain it, not the main thread).
    private static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: SeamMainQueue.marker.key) != nil
    }

    /// Runs main-actor code synchronously; the caller has checked ``isOnMainActor``. The
    /// closure is called as a plain one (a global actor does not change a function's
    /// representation), which is sound because the caller runs on the main actor's executor.
    /// (`MainActor.assumeIsolated` needs iOS 17, and on Linux it checks for the main thread,
    /// which does not drain the main queue there.)
    private static func onMainActor(_ body: @MainActor () -> Void) {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }

    @MainActor
    private func deliver(_ value: Value, sequence: Int) {
        let isNewest = handled.withLock { last -> Bool in
            guard sequence > last else { return false }
            last = sequence
            return true
        }
        if isNewest { handler(value) }
    }
}

/// Marks the main queue, so its blocks can be recognised on any thread.
private struct SeamMainQueue: @unchecked Sendable {
    // Safe to share: `key` is immutable, set once by the thread-safe static initialization
    // below, and Dispatch only compares it by identity. (Apple's SDKs do not mark
    // `DispatchSpecificKey` Sendable; Linux's do.)
    let key: DispatchSpecificKey<Bool>

    static let marker: SeamMainQueue = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return SeamMainQueue(key: key)
    }()
}
