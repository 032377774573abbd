#if canImport(SwiftUI) && canImport(UIKit)
// seam-docs: the pages' `import SwiftUI` and `import SeamComponents` lines are these two.
import SwiftUI
import SeamComponents
import UIKit

// Every theming snippet on Seam's iOS pages (github.com/seamapi/docs), compiled as written.
// Each is wrapped in a view or function; a line the page does not have, or changes, is marked
// `// seam-docs:` with the reason. The pages' type listings are in SeamDocsThemingListings.swift.
// The gitbook copies under docs/guides/ui-components/seam-mobile-components/ carry the same
// snippets as the mintlify pages named here.

// mintlify-docs/ui-components/seam-mobile-components/seam-mobile-components-for-ios/index.mdx
// (and …/seam-mobile-components-for-ios/README.md)

@MainActor
struct SeamDocsShortTheme: View {
    var body: some View {
        SeamAccessView()
            .seamTheme(.init(
                accentColor: .blue,
                backgroundColor: .black,
                cornerRadius: 12
            ))
    }
}

// mintlify-docs/ui-components/seam-mobile-components/seam-mobile-components-for-ios/theming/index.mdx
// (and …/theming/README.md)

@MainActor
struct SeamDocsEnvironmentTheme: View {
    let customTheme = SeamTheme.default  // seam-docs: the page leaves `customTheme` to the reader

    var body: some View {
        SeamAccessView()  // seam-docs: the page shows the modifier alone
            .environment(\.seamTheme, customTheme)
    }
}

// seam-docs: `@main` left out: this library target has no entry point, and an app has one.
@MainActor  // seam-docs: added; iOS 18+ SDKs make every App main-actor, the iOS 17 SDK does not
struct MyApp: App {
    private let customTheme = SeamTheme(
        colors: .default.with(
            accent: .orange,
            error: .pink
        ),
        fonts: .default.with(
            largeTitle: .system(size: 36, weight: .bold)
        ),
        keyCard: .default.with(
            cornerRadius: 20 // see KeyCard palette
        )
    )

    var body: some Scene {
        WindowGroup {
            SeamAccessView()
                .environment(\.seamTheme, customTheme)
        }
    }
}

@MainActor
struct SeamDocsAlertyToast: View {
    var body: some View {
        let alertyToast = SeamTheme.Toast.default.with(
            background: .red.opacity(0.1),
            borderColor: .red,
            textColor: .primary
        )

        SeamAccessView()
            .environment(\.seamTheme, .default.with(
                toast: alertyToast
            ))
    }
}

@MainActor
struct SeamDocsIndigoTheme: View {
    var body: some View {
        let theme = SeamTheme.default.with(
            colors: .default.with(accent: .indigo),
            fonts: .default.with(title2: .system(.title2, design: .rounded)),
            keyCard: .default.with(cornerRadius: 22),
            toast: .default.with(accentColor: .indigo),
            unlockCard: .default.with(progressColor: .indigo)
        )

        SeamAccessView()
            .environment(\.seamTheme, theme)
    }
}

func seamDocsAdaptiveBackground() -> SeamTheme.Colors {
    let colors = SeamTheme.Colors.default.with(
        primaryBackground: Color(light: .white, dark: .black)
    )
    return colors  // seam-docs: added, so the value is used
}

// mintlify-docs/ui-components/seam-mobile-components/seam-mobile-components-for-ios/theming/colors.mdx

func seamDocsTealColors() -> SeamTheme.Colors {
    let colors = SeamTheme.Colors.default.with(
        accent: .teal,
        primaryBackground: Color(UIColor.systemBackground)
    )
    return colors  // seam-docs: added, so the value is used
}

// mintlify-docs/ui-components/seam-mobile-components/seam-mobile-components-for-ios/theming/fonts.mdx

func seamDocsFonts() -> SeamTheme.Fonts {
    let fonts = SeamTheme.Fonts.default.with(
        largeTitle: .system(size: 40, weight: .bold),
        actionTitle: .headline.weight(.semibold)
    )
    return fonts  // seam-docs: added, so the value is used
}

// mintlify-docs/ui-components/seam-mobile-components/seam-mobile-components-for-ios/theming/keycard-styles.mdx

func seamDocsKeyCards() -> [SeamTheme.KeyCard] {
    // Change only the corner radius (uses builder).
    let rounded = SeamTheme.KeyCard.default.with(cornerRadius: 24)

    // Full control via initializer.
    let branded = SeamTheme.KeyCard(
        backgroundGradient: [.blue, .purple],
        accentColor: .white,
        logoAssetName: "MyBrandLogo",
        cornerRadius: 18,
        shadowColor: .black.opacity(0.12),
        shadowRadius: 12,
        shadowYOffset: 6
    )
    return [rounded, branded]  // seam-docs: added, so the values are used
}

// mintlify-docs/ui-components/seam-mobile-components/seam-mobile-components-for-ios/theming/toast-styles.mdx

func seamDocsToast() -> SeamTheme.Toast {
    let toast = SeamTheme.Toast.default.with(
        background: Color(UIColor.secondarySystemBackground),
        borderColor: Color(UIColor.separator),
        cornerRadius: 14
    )
    return toast  // seam-docs: added, so the value is used
}
#endif
