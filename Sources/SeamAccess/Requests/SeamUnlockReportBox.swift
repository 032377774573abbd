import Foundation

/// One awaited request's report: whichever comes first, the report or the waiter, the other
/// finds it. Lets a main-actor router hand a result to a continuation without touching
/// main-actor state from the continuation's closure.
final class SeamUnlockReportBox: Sendable {
    private struct State {
        var report: SeamUnlockRequest.Outcome?
        var waiter: CheckedContinuation<SeamUnlockRequest.Outcome, Never>?
    }

    private let state = LockIsolated(State())

    /// Stores the first report and wakes the waiter; later reports are ignored.
    func resolve(_ report: SeamUnlockRequest.Outcome) {
        let waiter = state.withLock { state -> CheckedContinuation<SeamUnlockRequest.Outcome, Never>? in
            guard state.report == nil else { return nil }
            state.report = report
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: report)
    }

    func wait() async -> SeamUnlockRequest.Outcome {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> SeamUnlockRequest.Outcome? in
                if let report = state.report { return report }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
