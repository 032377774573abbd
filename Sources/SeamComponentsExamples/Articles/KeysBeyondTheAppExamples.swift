#if canImport(SwiftUI) && canImport(UIKit) && canImport(WidgetKit) && canImport(AppIntents)
import AppIntents
import SeamComponents
import SeamIntents
import SeamWidgets
import SwiftUI
import UIKit
import WidgetKit

// KeysBeyondTheApp.md

let keyLinks = SeamLinkFormat(scheme: "myapp", universalLinkBase: URL(string: "https://example.com"))

let keysAppGroup = SeamSharedContainer.appGroup("group.com.example.keys")

func configureKeyExtensions() {
    SeamExtensionConfiguration.current = SeamExtensionConfiguration(container: keysAppGroup, linkFormat: keyLinks)
}

@MainActor
struct LinkedKeysApp: App {
    var body: some Scene {
        WindowGroup {
            LinkedKeysScreen()
                .onOpenURL { url in
                    SeamUnlockRouter.shared.open(url)
                }
        }
    }

    init() {
        configureKeyExtensions()
    }
}

@MainActor
struct LinkedKeysScreen: View {
    @StateObject private var keys = SeamCredentialsViewModel(seam: SeamService())

    var body: some View {
        SeamCredentialsView(viewModel: keys)
            .task { await keys.activate() }
            .seamUnlockRequests(list: keys)
    }
}

final class KeysSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        connectionOptions.urlContexts.forEach { SeamUnlockRouter.shared.open($0.url) }
        connectionOptions.userActivities.compactMap(\.webpageURL).forEach { SeamUnlockRouter.shared.open($0) }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        URLContexts.forEach { SeamUnlockRouter.shared.open($0.url) }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let url = userActivity.webpageURL { SeamUnlockRouter.shared.open(url) }
    }
}

@MainActor
func openKey(fromNotification userInfo: [AnyHashable: Any]) {
    guard let credentialId = userInfo["credential_id"] as? String else { return }
    SeamUnlockRouter.shared.request(SeamUnlockRequest(credentialId: credentialId, source: .notification))
}

func cloudBackendSharingKeys() -> SeamBackend {
    var configuration = SeamCloudConfiguration()
    configuration.sharedContainer = keysAppGroup
    return .cloud(configuration)
}

@MainActor
final class KeysWidgetConnection {
    private var sync: SeamWidgetSync?

    func start(service: any SeamServiceProtocol) {
        let writer = SeamWidgetSync.SnapshotWriter(container: keysAppGroup)
        sync = SeamWidgetReloader.start(service: service, snapshotWriter: writer) {
            if #available(iOS 16, *) { KeysShortcuts.updateAppShortcutParameters() }
        }
    }
}

@available(iOS 16, *)
struct KeyEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Key" }
    static var defaultQuery: KeyQuery { KeyQuery() }

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

@available(iOS 16, *)
struct KeyQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [KeyEntity] {
        answers.keys(for: identifiers).map(KeyEntity.init)
    }

    func entities(matching string: String) async throws -> [KeyEntity] {
        answers.keys(matching: string).map(KeyEntity.init)
    }

    func suggestedEntities() async throws -> [KeyEntity] {
        answers.suggestions().map(KeyEntity.init)
    }

    private var answers: SeamExtensionConfiguration.KeyQueryAnswers {
        SeamExtensionConfiguration.current.keyQuery(now: Date(), locale: SeamExtensionConfiguration.AppProcess.preferredLocale())
    }
}

@available(iOS 16, *)
struct UnlockKeyIntent: AppIntent {
    static var title: LocalizedStringResource { "Unlock" }
    static var openAppWhenRun: Bool { true }
    // Siri on a locked phone asks for Face ID or the passcode first.
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

    @Parameter(title: "Key")
    var key: KeyEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let dialog = await SeamIntentActions.unlock(credentialId: key.id)
        return .result(dialog: "\(dialog)")
    }
}

@available(iOS 16, *)
struct ShowKeysIntent: AppIntent {
    static var title: LocalizedStringResource { "Show My Keys" }
    static var openAppWhenRun: Bool { true }
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@available(iOS 16, *)
struct KeysShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: UnlockKeyIntent(), phrases: [
            "Unlock \(\.$key) with \(.applicationName)",
            "Open my door with \(.applicationName)",
        ])
        AppShortcut(intent: ShowKeysIntent(), phrases: [
            "Show my keys in \(.applicationName)",
        ])
    }
}

@available(iOS 17, *)
struct KeysAppIntents: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [SeamIntentsPackage.self]
    }
}

struct KeysWidgets: WidgetBundle {
    init() {
        configureKeyExtensions()
    }

    var body: some Widget {
        SeamNextKeyWidget()
    }
}

struct BrandedKeyWidget: Widget {
    var body: some WidgetConfiguration {
        SeamNextKeyWidget.configuration(
            kind: "BrandedKeyWidget",
            theme: .default.with(keyCard: .default.with(accentColor: .orange)))
    }
}
#endif
