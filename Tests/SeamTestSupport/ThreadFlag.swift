// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation

/// A flag one thread raises and another polls (for tests that hold an actor busy on purpose).
package final class ThreadFlag: @unchecked Sendable {
    // Safe to share: `raised` is only touched while `lock` is held.
    private let lock = NSLock()
    private var raised = false

    package init() {}
    package func raise() { lock.withLock { raised = true } }
    package var isRaised: Bool { lock.withLock { raised } }
}
#endif
