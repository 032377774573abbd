#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamWidgets
import SwiftUI
import WidgetKit

/// The widget extension: SeamWidgets' "next key" widget, reading the snapshot in the App
/// Group that the extension's Info.plist names (`SeamAppGroup`), and the stay on the Lock
/// Screen the app starts (a Live Activity, iOS 16.2+).
@main
struct SeamKeysExampleWidgets: WidgetBundle {
    var body: some Widget {
        SeamNextKeyWidget()
        if #available(iOS 16.2, *) {
            SeamStayActivityWidget()
        }
    }
}
#endif
