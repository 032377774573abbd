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
        if SeamMainActorCheck.isOnMainActor {
            SeamMainActorCheck.runAssumingMainActor { self.deliver(value, sequence: sequence) }
        } else {
            Task { @MainActor in self.deliver(value, sequence: sequence) }
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
