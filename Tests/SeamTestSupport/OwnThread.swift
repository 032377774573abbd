// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation

/// Runs `body` on a thread of its own and waits for it without holding one of Swift
/// concurrency's cooperative threads: for a test that spins on purpose.
///
/// A spin on a cooperative thread is never safe here. On Linux the pool has one thread per core
/// (two in CI), and the main actor's jobs run on those same threads, so two spinning or blocked
/// tests stop every other test, main-actor ones included, until they end.
package func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}
#endif
