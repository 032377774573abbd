import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Issue 30, item 6: the widgets' reload asked WidgetKit to reload every widget of the host
/// app (`reloadAllTimelines()`), spending the budget of widgets that are not ours; and the
/// inline Lock Screen family declared no container background, which iOS 17 asks of every
/// family.
@MainActor
@Suite struct SeamWidgetKindsTests {
    @Test func aSyncReloadsTheKeyWidgetsKindsAndNoOthers() async throws {
        var reloaded: [String] = []
        let sync = SeamWidgetSync(service: ScriptedService(),
                                  widgetKinds: [SeamWidgetSync.nextKeyWidgetKind, "BrandedKeyWidget",
                                                SeamWidgetSync.nextKeyWidgetKind]) { reloaded.append($0) }
        try await eventually { !reloaded.isEmpty }
        #expect(reloaded == ["SeamNextKeyWidget", "BrandedKeyWidget"], "each kind once, nothing else")
        _ = sync
    }

    @Test func byDefaultOnlyTheNextKeyWidgetIsReloaded() async throws {
        var reloaded: [String] = []
        let sync = SeamWidgetSync(service: ScriptedService()) { reloaded.append($0) }
        try await eventually { !reloaded.isEmpty }
        #expect(reloaded == [SeamWidgetSync.nextKeyWidgetKind])
        _ = sync
    }

    /// Review of issue 30, M2: reloading by kind by default stopped reloading widgets an app
    /// configured under a kind of its own (the article's own `BrandedKeyWidget`), which then
    /// showed a revoked key with an Unlock button. With no kinds named, every widget reloads.
    @Test func withNoKindsNamedEveryWidgetReloads() {
        #expect(SeamWidgetSync.ReloadScope(widgetKinds: nil) == .all)
        #expect(SeamWidgetSync.ReloadScope(widgetKinds: []) == .all, "an empty list would reload nothing")
        #expect(SeamWidgetSync.ReloadScope(widgetKinds: ["SeamNextKeyWidget", "BrandedKeyWidget", "SeamNextKeyWidget"])
                == .kinds(["SeamNextKeyWidget", "BrandedKeyWidget"]))
    }

    @Test func everyFamilyDeclaresItsContainerBackground() {
        #expect(SeamWidgetFamily.allCases.map(\.background) == [.keyCard, .keyCard, .clear, .clear, .clear])
        #expect(SeamWidgetFamily.accessoryInline.background == .clear)
    }
}
