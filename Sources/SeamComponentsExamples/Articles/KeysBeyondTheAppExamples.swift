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

let keysAppGroup = SeamExtensionConfiguration.SharedContainer.appGroup("group.com.example.keys")

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

@MainActor
final class KeysWidgetConnection {
    private var sync: SeamWidgetSync?

    func start(service: any SeamServiceProtocol) {
        let writer = SeamExtensionConfiguration.current.container.map { SeamWidgetSync.SnapshotWriter(container: $0) }
        sync = SeamWidgetReloader.start(service: service, snapshotWriter: writer,
                                        widgetKinds: [SeamNextKeyWidget.kind, "BrandedKeyWidget"]) {
            if #available(iOS 17, *) { KeysShortcuts.updateAppShortcutParameters() }
        }
    }
}

@available(iOS 17, *)
struct KeysAppIntents: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [SeamIntentsPackage.self]
    }
}

@available(iOS 17, *)
struct KeysShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SeamUnlockKeyIntent(), phrases: [
            "Unlock \(\.$key) with \(.applicationName)",
            "Open my door with \(.applicationName)",
        ])
        AppShortcut(intent: SeamShowKeysIntent(), phrases: [
            "Show my keys in \(.applicationName)",
        ])
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
