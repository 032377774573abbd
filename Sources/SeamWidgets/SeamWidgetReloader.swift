#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import WidgetKit

/// Connects the app's service to its widgets: keeps the key snapshot (for apps not on the
/// cloud engine's shared container) and reloads the key widgets' timelines when what they show
/// changes, by kind: the app's other widgets keep their reload budget. Keep the returned
/// object for as long as the app runs.
///
/// ```swift
/// let widgetSync = SeamWidgetReloader.start(service: service, snapshotWriter: writer) {
///     KeysShortcuts.updateAppShortcutParameters()
/// }
/// ```
@MainActor
public enum SeamWidgetReloader {
    /// - Parameters:
    ///   - widgetKinds: The kinds to reload: ``SeamNextKeyWidget/kind``, and the kind of each
    ///     widget you configure with ``SeamNextKeyWidget/configuration(kind:theme:)``.
    ///   - keysChanged: Runs after each reload, when what extensions show changed; pass your
    ///     App Shortcuts provider's `updateAppShortcutParameters()` when a phrase has a key
    ///     parameter.
    public static func start(service: any SeamServiceProtocol,
                             snapshotWriter: SeamWidgetSync.SnapshotWriter? = nil,
                             widgetKinds: [String] = [SeamNextKeyWidget.kind],
                             keysChanged: (@MainActor () -> Void)? = nil) -> SeamWidgetSync {
        let sync = SeamWidgetSync(service: service, snapshotWriter: snapshotWriter, widgetKinds: widgetKinds) { kind in
            WidgetCenter.shared.reloadTimelines(ofKind: kind)
        }
        sync.onKeysChanged = keysChanged
        return sync
    }
}
#endif
