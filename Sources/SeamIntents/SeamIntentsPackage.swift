#if canImport(AppIntents) && os(iOS)
import AppIntents

/// Declares SeamIntents' intents and entity to App Intents (iOS 17+). Xcode extracts their
/// metadata when it builds this package's target; include it from an `AppIntentsPackage` in
/// the app target, whose `AppShortcutsProvider` then lists ``SeamUnlockKeyIntent`` and
/// ``SeamShowKeysIntent`` (the "Keys beyond the app" article):
///
/// ```swift
/// struct AppIntentsRoot: AppIntentsPackage {
///     static var includedPackages: [any AppIntentsPackage.Type] { [SeamIntentsPackage.self] }
/// }
/// ```
@available(iOS 17, *)
public struct SeamIntentsPackage: AppIntentsPackage {}
#endif
