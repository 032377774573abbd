#if canImport(AppIntents) && os(iOS)
import AppIntents

/// Declares SeamIntents' intents and entity to App Intents (iOS 17+). Apple documents
/// `AppIntentsPackage` for frameworks; whether Xcode extracts metadata from this Swift
/// package depends on the Xcode version, so check the Shortcuts app, and prefer thin intents
/// in the app target (the "Keys beyond the app" article). Include it from the app's own
/// package:
///
/// ```swift
/// struct AppIntentsRoot: AppIntentsPackage {
///     static var includedPackages: [any AppIntentsPackage.Type] { [SeamIntentsPackage.self] }
/// }
/// ```
@available(iOS 17, *)
public struct SeamIntentsPackage: AppIntentsPackage {}
#endif
