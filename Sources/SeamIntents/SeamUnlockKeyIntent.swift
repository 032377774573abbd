#if canImport(AppIntents) && os(iOS)
import AppIntents
import Foundation

/// "Unlock Room 101": brings the app forward, opens the key's unlock card through
/// ``SeamUnlockRouter/shared``, starts unlocking, and says how it ended, with the card's own
/// words ("Door unlocked", "This key has expired", …), in the app's language.
///
/// The key screen must be wired to the router (see the "Keys beyond the app" article), and
/// the app includes ``SeamIntentsPackage`` in its App Intents metadata (iOS 17+). Its title,
/// description and parameter name are looked up in the app's `Localizable.strings` under the
/// English text as key: `Unlock`, `Key`, `Opens a mobile key and unlocks its door.`,
/// `Unlock ${key}`.
@available(iOS 16, *)
public struct SeamUnlockKeyIntent: AppIntent {
    public static var title: LocalizedStringResource { "Unlock" }
    public static var description: IntentDescription { IntentDescription("Opens a mobile key and unlocks its door.") }
    public static var openAppWhenRun: Bool { true }
    /// On a locked phone Siri asks for Face ID, Touch ID or the passcode before it runs: a
    /// voice alone must not open a door, nor read out which keys the phone holds.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

    @Parameter(title: "Key")
    public var key: SeamKeyEntity

    public init() {}

    public init(key: SeamKeyEntity) {
        self.key = key
    }

    public static var parameterSummary: some ParameterSummary {
        Summary("Unlock \(\.$key)")
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let dialog = await SeamIntentActions.unlock(credentialId: key.id)
        return .result(dialog: "\(dialog)")
    }
}
#endif
