import Foundation

/// A handle on one running unlock attempt, through which something other than the lock
/// (a deactivation, a newer attempt) can end it.
final class SeamUnlockControl: Sendable {
    private let stream: AsyncStream<SeamUnlockEvent>
    private let continuation: AsyncStream<SeamUnlockEvent>.Continuation
    private let doneStream: AsyncStream<Void>
    private let doneContinuation: AsyncStream<Void>.Continuation

    init() {
        var captured: AsyncStream<SeamUnlockEvent>.Continuation?
        stream = AsyncStream(bufferingPolicy: .bufferingNewest(1)) { captured = $0 }
        var capturedDone: AsyncStream<Void>.Continuation?
        doneStream = AsyncStream { capturedDone = $0 }
        // AsyncStream calls its build closure synchronously, so both are set here.
        guard let captured, let capturedDone else { preconditionFailure("AsyncStream did not provide a continuation") }
        continuation = captured
        doneContinuation = capturedDone
    }

    /// The attempt has told its subscriber how it ended (or has nobody left to tell).
    func markDone() {
        doneContinuation.finish()
    }

    /// Waits until ``markDone()``. One caller only: the one that took the control from the
    /// registry (``SeamUnlockRegistry/endCurrent(with:)``).
    func done() async {
        for await _ in doneStream {}
    }

    /// Ends the attempt with `event` unless it has already ended.
    func end(with event: SeamUnlockEvent) {
        continuation.yield(event)
        continuation.finish()
    }

    /// Waits until ``end(with:)`` is called; `nil` when the waiting task is cancelled.
    func ended() async -> SeamUnlockEvent? {
        for await event in stream { return event }
        return nil
    }

    /// The attempt whose lock integration runs in the calling task (`nil` outside one), so what
    /// the integration reports about its own request (the API refused it: nothing was sent) is
    /// applied to that attempt only, never to a newer one that superseded it meanwhile.
    static var running: SeamUnlockControl? { scoped.get() }

    /// Runs `body` (the attempt's integration) with ``running`` set to `control`.
    static func withRunning<T: Sendable>(_ control: SeamUnlockControl, _ body: () async -> T) async -> T {
        await scoped.withValue(control, operation: body)
    }

    // A `let` of the task-local itself (not the `@TaskLocal` wrapper, which the iOS 17 SDK's
    // Swift 5.9 declares as a `static var`): immutable, so Swift 6 accepts it as shared state.
    private static let scoped = TaskLocal<SeamUnlockControl?>(wrappedValue: nil)
}

/// Tracks the one unlock attempt that may run at a time.
///
/// Defined behaviour for a second unlock while one runs: the newer attempt supersedes the
/// older, which ends with `connectionFailed` so its subscriber still gets exactly one
/// terminal event.
final class SeamUnlockRegistry: Sendable {
    private let current = LockIsolated<SeamUnlockControl?>(nil)

    func begin(_ control: SeamUnlockControl) {
        let previous = current.withLock { current in
            defer { current = control }
            return current
        }
        previous?.end(with: .connectionFailed(
            debugDescription: SeamUnlockFailureReason.superseded.describing("Superseded by a newer unlock attempt.")))
    }

    func finish(_ control: SeamUnlockControl) {
        current.withLock { current in
            if current === control { current = nil }
        }
    }

    /// Ends the running attempt with `event` and returns once its subscriber has been told, so
    /// what the caller does next (a deactivation clearing the keys) is seen after the unlock's end.
    func endCurrent(with event: SeamUnlockEvent) async {
        await endCurrent { _ in event }
    }

    /// Ends the running attempt with the event `event` gives for it (which may depend on which
    /// attempt it is), and returns once its subscriber has been told.
    func endCurrent(with event: (SeamUnlockControl) -> SeamUnlockEvent) async {
        let running = current.withLock { current in
            defer { current = nil }
            return current
        }
        guard let running else { return }
        running.end(with: event(running))
        await running.done()
    }
}
