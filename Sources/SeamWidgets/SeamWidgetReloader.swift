#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import WidgetKit

/// Connects the app's service to its widgets: keeps the key snapshot (for apps not on the
/// cloud engine's shared container) and reloads the widgets' timelines when what they show
/// changes. Keep the returned object for as long as the app runs.
///
/// ```swift
/// let widgetSync = SeamWidgetReloader.start(service: service, snapshotWriter: writer) {
///     KeysShortcuts.updateAppShortcutParameters()
/// }
/// ```
@MainActor
public enum SeamWidgetReloader {
    /// - Parameter keysChanged: Runs after each reload, when what extensions show changed;
    ///   pass your App Shortcuts provider's `updateAppShortcutParameters()` when a phrase
    ///   has a key parameter.
    public static func start(service: any SeamServiceProtocol,
                             snapshotWriter: SeamWidgetSync.SnapshotWriter? = nil,
                             keysChanged: (@MainActor () -> Void)? = nil) -> SeamWidgetSync {
        let sync = SeamWidgetSync(service: service, snapshotWriter: snapshotWriter) {
            WidgetCenter.shared.reloadAllTimelines()
        }
        sync.onKeysChanged = keysChanged
        return sync
    }
}
#endif
