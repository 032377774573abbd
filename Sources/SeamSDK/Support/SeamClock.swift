import Foundation

/// The source of time for everything in SeamAccess that waits or compares dates: unlock
/// timeouts, simulated lock latency, the success dwell and "is this key expired?".
///
/// iOS 15 has no `Clock`, so SeamAccess owns this small protocol. Production code uses
/// ``SeamSystemClock``; tests pass a clock they advance by hand so nothing sleeps for real.
///
/// It is SPI (`@_spi(SeamInternal) import SeamAccess`): the package's tests, fuzzing and
/// benchmarks inject clocks; apps use the initializers without a `clock:` parameter.
///
/// ```swift
/// let seam = Seam(backend: .sandbox(), clock: SeamSystemClock())
/// ```
@_spi(SeamInternal) public protocol SeamClock: Sendable {
    /// The current wall-clock time.
    var now: Date { get }
    /// Suspends for `seconds`. Throws `CancellationError` when the calling task is cancelled.
    func sleep(for seconds: TimeInterval) async throws
}

/// The real clock: `Date()` and `Task.sleep`.
@_spi(SeamInternal) public struct SeamSystemClock: SeamClock {
    /// The system's clock.
    public init() {}
    public var now: Date { Date() }
    public func sleep(for seconds: TimeInterval) async throws {
        guard seconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 1e9) * 1_000_000_000))
    }
}
