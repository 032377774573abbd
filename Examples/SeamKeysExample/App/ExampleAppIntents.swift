#if canImport(AppIntents) && os(iOS)
import AppIntents
import Foundation
import SeamAccess

// The app's own intents and key entity, declared in the app target so Xcode extracts their
// metadata on every supported Xcode and iOS version. Each is a few lines over SeamAccess:
// the keys come from the App Group's snapshot, the unlock from SeamIntentActions.

/// A key as Siri and Shortcuts see it.
@available(iOS 16, *)
struct ExampleKey: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Key" }
    static var defaultQuery: ExampleKeyQuery { ExampleKeyQuery() }

    let id: String
    let display: SeamKeyDisplay

    init(_ display: SeamKeyDisplay) {
        id = display.id
        self.display = display
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(display.title)", subtitle: "\(display.subtitle)",
                              image: DisplayRepresentation.Image(systemName: display.systemImage))
    }
}

/// Usable keys in list order as suggestions; names and locations matched as people read.
@available(iOS 16, *)
struct ExampleKeyQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ExampleKey] {
        answers.keys(for: identifiers).map(ExampleKey.init)
    }

    func entities(matching string: String) async throws -> [ExampleKey] {
        answers.keys(matching: string).map(ExampleKey.init)
    }

    func suggestedEntities() async throws -> [ExampleKey] {
        answers.suggestions().map(ExampleKey.init)
    }

    private var answers: SeamExtensionConfiguration.KeyQueryAnswers {
        SeamExtensionConfiguration.current.keyQuery(now: Date(), locale: SeamExtensionConfiguration.AppProcess.preferredLocale())
    }
}

/// "Unlock Room 101": opens the app on the key's card, unlocks, and says how it went.
@available(iOS 16, *)
struct ExampleUnlockIntent: AppIntent {
    static var title: LocalizedStringResource { "Unlock" }
    static var description: IntentDescription { IntentDescription("Opens a mobile key and unlocks its door.") }
    static var openAppWhenRun: Bool { true }
    /// Key names and places stay private, and no door opens, on a locked phone.
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

    @Parameter(title: "Key")
    var key: ExampleKey

    static var parameterSummary: some ParameterSummary {
        Summary("Unlock \(\.$key)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let dialog = await SeamIntentActions.unlock(credentialId: key.id)
        return .result(dialog: "\(dialog)")
    }
}

/// "Show my keys": opens the app on its key list.
@available(iOS 16, *)
struct ExampleShowKeysIntent: AppIntent {
    static var title: LocalizedStringResource { "Show My Keys" }
    static var openAppWhenRun: Bool { true }
    /// Key names and places stay private, and no door opens, on a locked phone.
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

/// The Siri phrases, translated in Resources/<language>.lproj/AppShortcuts.strings. The
/// phrase with a key learns new keys through `updateAppShortcutParameters()`, which the app
/// calls whenever its keys change (SeamKeysExampleApp).
@available(iOS 16, *)
struct ExampleShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ExampleUnlockIntent(), phrases: [
            "Unlock \(\.$key) with \(.applicationName)",
            "Open my door with \(.applicationName)",
            "Unlock my room with \(.applicationName)",
        ])
        AppShortcut(intent: ExampleShowKeysIntent(), phrases: [
            "Show my keys in \(.applicationName)",
            "Open my keys in \(.applicationName)",
        ])
    }
}
#endif
