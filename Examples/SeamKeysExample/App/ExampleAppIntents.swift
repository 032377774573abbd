#if canImport(AppIntents) && os(iOS)
import AppIntents
import SeamIntents

// Siri and Shortcuts use SeamIntents' key entity, its query and its Unlock and Show My Keys
// intents as they are. The app target holds only what App Intents requires of the app
// itself: the package that includes SeamIntents' metadata, and the Siri phrases.

/// Includes SeamIntents' intents and key entity in the app's App Intents metadata.
@available(iOS 17, *)
struct ExampleAppIntents: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [SeamIntentsPackage.self] }
}

/// The Siri phrases, translated in Resources/<language>.lproj/AppShortcuts.strings. The
/// phrase with a key learns new keys through `updateAppShortcutParameters()`, which the app
/// calls whenever its keys change (SeamKeysExampleApp).
@available(iOS 17, *)
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
