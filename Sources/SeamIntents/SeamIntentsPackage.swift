#if canImport(AppIntents) && os(iOS)
import AppIntents

/// Declares SeamIntents' intents and entity to App Intents (iOS 17+). Include it from the
/// app's own package so the system finds them:
///
/// ```swift
/// struct AppIntentsRoot: AppIntentsPackage {
///     static var includedPackages: [any AppIntentsPackage.Type] { [SeamIntentsPackage.self] }
/// }
/// ```
@available(iOS 17, *)
public struct SeamIntentsPackage: AppIntentsPackage {}
#endif
