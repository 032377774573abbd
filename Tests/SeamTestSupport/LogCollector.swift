// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
import SeamAccess

/// Collects what a ``SeamLogger`` is given, for assertions on what was (and was not) logged.
package final class LogCollector: @unchecked Sendable {
    // Safe to share: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: [String] = []

    package init() {}

    package var logger: SeamLogger {
        SeamLogger { [self] _, message in
            lock.lock()
            storage.append(message)
            lock.unlock()
        }
    }

    package var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
#endif
