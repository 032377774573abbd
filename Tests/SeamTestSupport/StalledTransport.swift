// Compiled where the tests run: `NSLock.withLock` needs iOS 16, and the iOS check builds
// every library target for iOS 15.
#if !os(iOS)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(SeamInternal) import SeamAccess

/// A transport whose requests never get an answer: each one waits until it is cancelled.
/// With a manual `requestDeadlineClock`, a test decides exactly when the deadline passes.
package final class StalledTransport: SeamHTTPTransport, @unchecked Sendable {
    // Safe to share: `waiting` and `sent` are only touched while `lock` is held.
    private let lock = NSLock()
    private var waiting: [UUID: CheckedContinuation<Void, any Error>] = [:]
    private var sent = 0

    package init() {}

    /// How many requests were sent.
    package var requestCount: Int { lock.withLock { sent } }
    /// How many requests are still waiting for an answer.
    package var pendingCount: Int { lock.withLock { waiting.count } }

    package func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = lock.withLock { () -> Bool in
                    sent += 1
                    if Task.isCancelled { return true }
                    waiting[id] = continuation
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let continuation = lock.withLock { waiting.removeValue(forKey: id) }
            continuation?.resume(throwing: CancellationError())
        }
        throw CancellationError()
    }
}
#endif
