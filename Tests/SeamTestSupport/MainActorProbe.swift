// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation

/// A check that runs on the main actor ahead of the next thing the caller of ``enqueue()``
/// does there.
///
/// For races against a main-actor step: an engine calls ``enqueue()`` just before it returns,
/// so the probe's main-actor job is queued before the activation's hop to publish (main-actor
/// jobs run in the order they were queued), and the probe runs while that step still waits.
/// It holds the main actor only for its own synchronous body, never while other work waits to
/// be scheduled: holding it by spinning until an engine was reached starved the whole suite
/// under ThreadSanitizer.
package final class MainActorProbe<Result: Sendable>: @unchecked Sendable {
    // Safe to share: `body` and `task` are only touched while `lock` is held.
    private let lock = NSLock()
    private var body: (@MainActor @Sendable () -> Result)?
    private var task: Task<Result, Never>?

    package init() {}

    /// What runs; set before the engine can call ``enqueue()``.
    package func set(_ body: @escaping @MainActor @Sendable () -> Result) {
        lock.withLock { self.body = body }
    }

    /// Queues the body on the main actor; only the first call counts.
    package func enqueue() {
        lock.withLock {
            guard task == nil, let body else { return }
            task = Task { @MainActor in body() }
        }
    }

    /// What the body returned, once the engine has queued it and it has run.
    package func result() async throws -> Result {
        try await eventually("the probe was queued") { lock.withLock { task != nil } }
        guard let task = lock.withLock({ task }) else { throw ConditionTimeout(what: "the probe") }
        return await task.value
    }
}
#endif
