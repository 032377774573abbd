#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

private enum SeamEventMonitorKey: EnvironmentKey {
    static var defaultValue: (any SeamEventMonitor)? { nil }
}

extension EnvironmentValues {
    /// Where SeamComponents' key lists and unlock cards send their ``SeamAccessEvent``s for
    /// your analytics; `nil` (the default) builds no event at all.
    ///
    /// A view sets it on the view model it shows when it appears
    /// (``SeamCredentialsViewModel/eventMonitor``, ``SeamUnlockCardViewModel/eventMonitor``),
    /// and leaves a monitor you set on the view model yourself in place where none is set here.
    public var seamEventMonitor: (any SeamEventMonitor)? {
        get { self[SeamEventMonitorKey.self] }
        set { self[SeamEventMonitorKey.self] = newValue }
    }
}

extension View {
    /// Sends the key list's and unlock cards' events in this subtree to `monitor`, on the main
    /// actor. Keep the monitor (a `let` or a property of your app model), not one made in `body`.
    ///
    /// ```swift
    /// SeamAccessView()
    ///     .seamEventMonitor(analytics)
    /// ```
    public func seamEventMonitor(_ monitor: (any SeamEventMonitor)?) -> some View {
        environment(\.seamEventMonitor, monitor)
    }
}
#endif
