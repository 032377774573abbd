#if canImport(AppIntents) && os(iOS)
import AppIntents

/// "Show my keys": brings the app forward on its key list. Its title and description are
/// looked up in the app's `Localizable.strings` under `Show My Keys` and
/// `Opens your mobile keys.`.
@available(iOS 16, *)
public struct SeamShowKeysIntent: AppIntent {
    public static var title: LocalizedStringResource { "Show My Keys" }
    public static var description: IntentDescription { IntentDescription("Opens your mobile keys.") }
    public static var openAppWhenRun: Bool { true }
    /// The key list is not shown on a locked phone.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
#endif
