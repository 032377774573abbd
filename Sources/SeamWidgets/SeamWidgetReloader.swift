#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import WidgetKit

/// Connects the app's service to its widgets: keeps the key snapshot (for apps not on the
/// cloud engine's shared container) and reloads the widgets' timelines when what they show
/// changes. Keep the returned object for as long as the app runs.
///
/// ```swift
/// let widgetSync = SeamWidgetReloader.start(service: service, snapshotWriter: writer)
/// ```
@MainActor
public enum SeamWidgetReloader {
    public static func start(service: any SeamServiceProtocol,
                             snapshotWriter: SeamKeySnapshotWriter? = nil) -> SeamWidgetSync {
        SeamWidgetSync(service: service, snapshotWriter: snapshotWriter) {
            WidgetCenter.shared.reloadAllTimelines()
        }
    }
}
#endif
