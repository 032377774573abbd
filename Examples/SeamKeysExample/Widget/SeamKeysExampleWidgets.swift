#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SeamWidgets
import SwiftUI
import WidgetKit
#if canImport(SeamKeysExampleShared)
import SeamKeysExampleShared
#endif

/// The widget extension: SeamWidgets' "next key" widget, reading the App Group's snapshot.
@main
struct SeamKeysExampleWidgets: WidgetBundle {
    init() {
        ExampleConfiguration.configureExtensions()
    }

    var body: some Widget {
        SeamNextKeyWidget()
    }
}
#endif
