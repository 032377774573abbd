#if canImport(AppIntents) && os(iOS)
import AppIntents
import SeamIntents

/// Makes SeamIntents' key entity and intents part of the app (iOS 17+).
@available(iOS 17, *)
struct ExampleAppIntents: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [SeamIntentsPackage.self]
    }
}

/// The Siri phrases. An App Shortcuts provider must be in the app target; its phrases are
/// translated in Resources/<language>.lproj/AppShortcuts.strings.
@available(iOS 16, *)
struct ExampleShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SeamUnlockKeyIntent(), phrases: [
            "Unlock \(\.$key) with \(.applicationName)",
            "Open my door with \(.applicationName)",
            "Unlock my room with \(.applicationName)",
        ])
        AppShortcut(intent: SeamShowKeysIntent(), phrases: [
            "Show my keys in \(.applicationName)",
            "Open my keys in \(.applicationName)",
        ])
    }
}
#endif
