import Foundation

/// A value guarded by a lock, readable and writable from any thread.
///
/// iOS 15 has neither `Mutex` nor `OSAllocatedUnfairLock`, so this wraps `NSLock`.
package final class LockIsolated<Value>: @unchecked Sendable {
    // Safe to share: `value` is private and is only read or written inside `withLock`, which
    // holds `lock` for the whole access, so no two threads ever touch it at once.
    private var value: Value
    private let lock = NSLock()

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. Never call back into the same
    /// `LockIsolated` from `body`: `NSLock` is not recursive.
    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    package var snapshot: Value { withLock { $0 } }
}
