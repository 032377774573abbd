import Foundation

extension Task where Failure == Never {
    /// The task's value, or `fallback` as soon as the *calling* task is cancelled. This task is
    /// not cancelled and runs on: for work that several callers share, where one caller giving up
    /// (SwiftUI ending a `refreshable` task) must not end it for the others.
    func value(orWhenCancelled fallback: Success) async -> Success {
        let waiting = LockIsolated<CheckedContinuation<Success, Never>?>(nil)
        @Sendable func resume(_ value: Success) {
            let continuation = waiting.withLock { stored in
                defer { stored = nil }
                return stored
            }
            continuation?.resume(returning: value)
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiting.withLock { $0 = continuation }
                Task<Void, Never> { resume(await self.value) }
                // Cancelled before the continuation was stored: the handler found nothing to resume.
                if Task<Never, Never>.isCancelled { resume(fallback) }
            }
        } onCancel: {
            resume(fallback)
        }
    }
}
