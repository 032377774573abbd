import Foundation

/// A flag one thread raises and another polls (for tests that hold an actor busy on purpose).
final class ThreadFlag: @unchecked Sendable {
    // Safe to share: `raised` is only touched while `lock` is held.
    private let lock = NSLock()
    private var raised = false
    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}
