// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SeamComponents",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        // The Seam SDK: `Seam`, its engines, lock integrations, models and errors. No UI.
        .library(name: "SeamSDK", targets: ["SeamSDK"]),
        // The UI layer's logic on top of the SDK, platform-neutral (re-exports SeamSDK).
        .library(name: "SeamAccess", targets: ["SeamAccess"]),
        .library(name: "SeamComponents", targets: ["SeamComponents"]),
        .library(name: "SeamIntents", targets: ["SeamIntents"]),
        .library(name: "SeamWidgets", targets: ["SeamWidgets"]),
        .executable(name: "seam-demo", targets: ["seam-demo"]),
    ],
    dependencies: [
        // Combine's open-source twin, used only where Apple's Combine does not exist (Linux).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // CryptoKit's open-source twin (same API), used only where CryptoKit does not exist (Linux):
        // HMAC-SHA256 for the proof in links that start unlocking.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Development only: serves the fake Seam API over real HTTP on 127.0.0.1 (tests and
        // `seam-fake-api`); no library product depends on it.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        // Tests only: property-based checks (Tests/SeamAccessTests/Properties).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The SDK layer (Seam's "Seam SDK V3"): the `Seam` facade and lifecycle, its engines
        // (Seam cloud API, embedded sandbox), lock integrations, the SDK's models and errors.
        .target(
            name: "SeamSDK",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        // The UI layer's logic: the spec's UI models, SeamServiceProtocol and SeamService
        // (adapting Seam.shared), view models, state machines, presentation and localization.
        .target(
            name: "SeamAccess",
            dependencies: [
                "SeamSDK",
                .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: [.linux])),
            ],
            resources: [.process("Resources")]
        ),
        // The theme and its environment value, extension-safe, so the widget can draw with it
        // without linking SeamComponents' app-only actions (opening Settings, alerts).
        .target(
            name: "SeamTheming",
            dependencies: ["SeamAccess"]
        ),
        .target(
            name: "SeamComponents",
            dependencies: ["SeamAccess", "SeamTheming"]
        ),
        // App Intents (iOS 17+, through AppIntentsPackage): the key entity and its query, Unlock and Show My Keys.
        // Empty where App Intents does not exist.
        .target(
            name: "SeamIntents",
            dependencies: ["SeamAccess"]
        ),
        // WidgetKit: the "next key" widget for the Home and Lock Screen. Empty elsewhere.
        // Not SeamIntents: its Unlock is a link, and an extension without the intents is one
        // the system cannot pick to run them (where there is no key screen).
        .target(
            name: "SeamWidgets",
            dependencies: ["SeamAccess", "SeamTheming"]
        ),
        // The example app and widget extension in Examples/SeamKeysExample, compiled here so the
        // iOS build checks them; on a Mac, Xcode builds them from project.yml. Not products.
        // `packageAccess: false` here and on the articles' examples and the spec's snippets: they
        // see the public API only, as an app does, never what the package shares as `package`.
        .target(
            name: "SeamKeysExampleApp",
            dependencies: ["SeamComponents", "SeamIntents", "SeamWidgets"],
            path: "Examples/SeamKeysExample/App",
            exclude: ["Resources"],
            packageAccess: false
        ),
        .target(
            name: "SeamKeysExampleWidget",
            dependencies: ["SeamWidgets"],
            path: "Examples/SeamKeysExample/Widget",
            packageAccess: false
        ),
        // The DocC articles' examples (Swift 6), compiled by the iOS build so documentation
        // cannot drift from the API; a Linux test checks the articles quote them. Not a product.
        .target(
            name: "SeamComponentsExamples",
            dependencies: ["SeamComponents", "SeamIntents", "SeamWidgets"],
            packageAccess: false
        ),
        // The specification's snippets, compiled in Swift 6 mode with the few edits Swift 6
        // and the iOS 17 SDK require, each marked `spec:` in the source. Not a product.
        .target(
            name: "SeamSpecSnippets",
            dependencies: ["SeamSDK", "SeamComponents"],
            packageAccess: false
        ),
        // The SDK snippets on Seam's public pages (quickstart, error handling, the capability
        // guides, the reference's declarations), compiled on Linux and iOS with the few edits
        // Swift requires, each marked `seam-docs:`. Not a product.
        .target(
            name: "SeamDocsSnippets",
            dependencies: [
                "SeamSDK",
                .product(name: "OpenCombineFoundation", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ],
            packageAccess: false
        ),
        // The terminal demo's testable core: rendering, key parsing and the interactive
        // screen's controller, all plain Swift on top of SeamAccess's view models.
        .target(
            name: "SeamDemoKit",
            dependencies: ["SeamAccess"],
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "seam-demo",
            dependencies: [
                "SeamDemoKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The fake Seam API over real HTTP on 127.0.0.1 (FlyingFox): the tests' server and the
        // one `seam-fake-api` serves to newcomers. Not a product, and no library product
        // depends on it, so FlyingFox never reaches an app. Empty on iOS.
        .target(
            name: "SeamFakeAPI",
            dependencies: [
                "SeamAccess",
                .product(name: "FlyingFox", package: "FlyingFox", condition: .when(platforms: [.linux, .macOS])),
            ],
            resources: [.copy("Fixtures")]
        ),
        // `swift run seam-fake-api`: a fake Seam API on 127.0.0.1 seeded with a scenario that
        // shows every outcome, for trying the demo's cloud path without an account. Not a
        // product: a tool for this repository, not something an app depends on.
        .executableTarget(
            name: "seam-fake-api",
            dependencies: [
                "SeamFakeAPI",
                // DemoQuoted.escaped: what a request carries reaches the terminal written out.
                "SeamDemoKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The one home of the test helpers more than one suite uses (clocks, waiting, fixtures,
        // fake services, engines and authenticators, the fake API harness); re-exports SeamFakeAPI.
        .target(
            name: "SeamTestSupport",
            dependencies: ["SeamAccess", "SeamFakeAPI"],
            path: "Tests/SeamTestSupport"
        ),
        .testTarget(
            name: "SeamAccessTests",
            dependencies: [
                "SeamAccess",
                "SeamSDK",
                "SeamTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SeamDemoTests",
            dependencies: ["SeamDemoKit", "SeamTestSupport", "seam-demo", "seam-fake-api"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
