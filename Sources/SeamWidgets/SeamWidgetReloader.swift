#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import WidgetKit

/// Connects the app's service to its widgets: keeps the key snapshot (for apps not on the
/// cloud engine's shared container) and reloads the widgets' timelines when what the key
/// widgets show changes. Name your key widgets' kinds (`widgetKinds`) and only those reload,
/// so the app's other widgets keep their reload budget; name none and every widget of the
/// app reloads, so none shows a stale key. Keep the returned object for as long as the app
/// runs.
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
    ///     widget you configure with ``SeamNextKeyWidget/configuration(kind:theme:)``; `nil`
    ///     (the default) reloads every widget of the app.
    ///   - keysChanged: Runs after each reload, when what extensions show changed; pass your
    ///     App Shortcuts provider's `updateAppShortcutParameters()` when a phrase has a key
    ///     parameter.
    public static func start(service: any SeamServiceProtocol,
                             snapshotWriter: SeamWidgetSync.SnapshotWriter? = nil,
                             widgetKinds: [String]? = nil,
                             keysChanged: (@MainActor () -> Void)? = nil) -> SeamWidgetSync {
        let sync: SeamWidgetSync
        switch SeamWidgetSync.ReloadScope(widgetKinds: widgetKinds) {
        case .all:
            sync = SeamWidgetSync(service: service, snapshotWriter: snapshotWriter) {
                WidgetCenter.shared.reloadAllTimelines()
            }
        case .kinds(let kinds):
            sync = SeamWidgetSync(service: service, snapshotWriter: snapshotWriter, widgetKinds: kinds) { kind in
                WidgetCenter.shared.reloadTimelines(ofKind: kind)
            }
        }
        sync.onKeysChanged = keysChanged
        return sync
    }
}
#endif
