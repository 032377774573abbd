// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
import SeamAccess

/// One test at a time may change the process-wide ``SeamExtensionConfiguration/current``.
private let processWideConfigurationLock = NSLock()

/// Runs `body` with ``SeamExtensionConfiguration/current`` changed by `change`, and puts the
/// previous value back afterwards, also when `body` throws. Tests that change it go through
/// here, one at a time, so parallel suites cannot restore each other's values.
package func withExtensionConfiguration<T>(
    _ change: (inout SeamExtensionConfiguration) -> Void,
    _ body: () throws -> T
) rethrows -> T {
    processWideConfigurationLock.lock()
    defer { processWideConfigurationLock.unlock() }
    let saved = SeamExtensionConfiguration.current
    defer { SeamExtensionConfiguration.current = saved }
    var changed = saved
    change(&changed)
    SeamExtensionConfiguration.current = changed
    return try body()
}
#endif
