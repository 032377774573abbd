#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamWidgets
import SwiftUI
import WidgetKit
#if canImport(SeamKeysExampleShared)
import SeamKeysExampleShared
#endif

/// The widget extension: SeamWidgets' "next key" widget, reading the App Group's snapshot,
/// and the stay on the Lock Screen the app starts (a Live Activity, iOS 16.2+).
@main
struct SeamKeysExampleWidgets: WidgetBundle {
    init() {
        ExampleConfiguration.configureExtensions()
    }

    var body: some Widget {
        SeamNextKeyWidget()
        if #available(iOS 16.2, *) {
            SeamStayActivityWidget()
        }
    }
}
#endif
