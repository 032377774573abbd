#if canImport(FlyingFox)
import FlyingFox
import FlyingSocks
import Foundation

/// The fake API's server log: warnings, errors and critical messages are kept in memory,
/// debug and info dropped. Nothing is printed, so a passing run stays quiet; a test that
/// fails on a request can quote ``messages`` to say why.
public final class ServerLog: Logging, @unchecked Sendable {
    // Safe to share: `storage` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var storage: [String] = []

    public init() {}

    /// Everything kept so far, oldest first.
    public var messages: [String] { lock.withLock { storage } }

    public func logDebug(_ debug: @autoclosure () -> String) {}
    public func logInfo(_ info: @autoclosure () -> String) {}
    public func logWarning(_ warning: @autoclosure () -> String) { keep("warning", warning()) }
    public func logError(_ error: @autoclosure () -> String) { keep("error", error()) }
    public func logCritical(_ critical: @autoclosure () -> String) { keep("critical", critical()) }

    private func keep(_ level: String, _ message: String) {
        lock.withLock { storage.append("[FlyingFox] \(level): \(message)") }
    }
}
#endif
