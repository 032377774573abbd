#if canImport(SwiftUI) && canImport(UIKit)
// seam-docs: the page's `import SeamComponents` line is this one.
import SeamComponents
import SwiftUI

// The theming snippets of Seam's mobile SDK pages (github.com/seamapi/docs), compiled as
// written; see SeamDocsThemingExamples.swift for how they are wrapped and marked.

// mintlify-docs/mobile-sdks/ios/ui-components/customizing-appearance.mdx

@MainActor
struct SeamDocsMyTheme: View {
    var body: some View {
        // Start from the default theme and override specific roles.
        let myTheme = SeamTheme.default
            .with(colors: .default.with(accent: .orange))
            .with(fonts: .default.with(largeTitle: .system(size: 36, weight: .bold)))

        // Apply to your view hierarchy:
        SeamAccessView()
            .environment(\.seamTheme, myTheme)
    }
}

@MainActor
struct SeamDocsPartialTheme: View {
    var body: some View {
        let partialTheme = SeamTheme.default
            .with(colors: .default.with(accent: .green))
            .with(fonts: .default.with(body: .system(size: 16, weight: .medium)))

        SeamAccessView()
            .environment(\.seamTheme, partialTheme)
    }
}

@MainActor
struct SeamDocsKeyCardTheme: View {
    var body: some View {
        let customTheme = SeamTheme.default.with(
            keyCard: .default.with(
                backgroundGradient: [Color.white, Color.blue],
                accentColor: .blue,
                cornerRadius: 16
            )
        )

        SeamAccessView()
            .environment(\.seamTheme, customTheme)
    }
}

@MainActor
struct SeamDocsScopedThemes: View {
    let myTheme = SeamTheme.default  // seam-docs: the page leaves `myTheme` to the reader
    let specialTheme = SeamTheme.default.with(colors: .default.with(accent: .purple))  // seam-docs: and `specialTheme`

    var body: some View {
        // Global — applies to all SeamComponents in the app
        MyRootView()
            .environment(\.seamTheme, myTheme)

        // Scoped — applies only within this sheet
        SeamAccessView()
            .environment(\.seamTheme, specialTheme)
    }
}

/// seam-docs: the page's app's own root view, which it leaves to the reader.
@MainActor
private struct MyRootView: View {
    var body: some View { SeamAccessView() }
}

// mintlify-docs/mobile-sdks/ios/ui-components/index.mdx

@MainActor
struct SeamDocsComponentsTheme: View {
    let customTheme = SeamTheme.default.with(
        keyCard: .default.with(
            backgroundGradient: [Color.white, Color.blue],
            accentColor: .blue,
            cornerRadius: 16
        ),
        fonts: .default.with(
            title: .system(size: 22, weight: .bold)
        )
    )

    var body: some View {
        SeamAccessView()
            .environment(\.seamTheme, customTheme)
    }
}
#endif
