import Foundation

extension SeamLogger {
    /// How serious a ``SeamLogger`` message is.
    public enum Level: Int, Sendable, Comparable, CaseIterable {
        /// Detail for the package's developers.
        case debug
        /// Something worth knowing happened.
        case info
        /// Something went wrong that the app can recover from, e.g. a missing entitlement.
        case warning
        /// Something failed.
        case error

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

/// The hook through which SeamAccess reports what it does. SeamAccess never prints; route
/// these messages to `os.Logger`, your analytics, or nowhere (the default).
///
/// Messages never contain a client session token.
///
/// ```swift
/// let logger = SeamLogger { level, message in
///     if level >= .warning { NSLog("[Seam] %@", message) }
/// }
/// let seam = Seam(backend: .sandbox(), logger: logger)
/// ```
public struct SeamLogger: Sendable {
    private let sink: @Sendable (SeamLogger.Level, String) -> Void

    /// Creates a logger that hands each message to `sink`, on whatever thread logged it.
    public init(_ sink: @escaping @Sendable (SeamLogger.Level, String) -> Void) {
        self.sink = sink
    }

    /// A logger that drops everything.
    public static let disabled = SeamLogger { _, _ in }

    /// Sends one message.
    public func log(_ level: SeamLogger.Level, _ message: @autoclosure () -> String) {
        sink(level, message())
    }
}
