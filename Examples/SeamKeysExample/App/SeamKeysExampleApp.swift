#if canImport(SwiftUI) && canImport(UIKit) && canImport(WidgetKit)
import SeamComponents
import SeamWidgets
import SwiftUI

/// The example app: the sandbox's keys, links and Siri requests that open a key's card, and
/// a widget kept in step through the App Group.
@main
@MainActor
struct SeamKeysExampleApp: App {
    /// The embedded sandbox: sample keys, simulated locks, keys that change over time. Signed
    /// in at launch (`activated: true` initializes it with the sandbox's token and activates),
    /// so a cold launch shows the keys.
    @StateObject private var service = PreviewSeamService(activated: true)
    @State private var widgets: SeamWidgetSync?
    /// The stay on the Lock Screen (a Live Activity, iOS 16.2+).
    @State private var stays: SeamStayActivityCoordinator?
    /// The key whose stay the app shows on the Lock Screen: the sandbox's Fitness Center,
    /// valid now and ending six hours after launch, so the countdown of the last three hours
    /// shows during a session and the stay fits within iOS's eight hours for a Live Activity.
    private static let stayCredentialId = PreviewSeamService.Samples.ID.gym

    var body: some Scene {
        WindowGroup {
            // The stay is asked for when the guest taps, once per stay: one the person swiped
            // away does not come back by itself.
            ExampleKeysScreen(service: service, showStay: stays.map { stays -> () -> Void in
                { _ = stays.start(credentialId: Self.stayCredentialId) }
            })
                .onOpenURL { url in
                    SeamUnlockRouter.shared.open(url)
                }
                .onAppear {
                    guard widgets == nil else { return }
                    // The sandbox has no cloud cache: write the widget's snapshot from the service.
                    // When the keys change, Siri's "Unlock <key>" phrase learns them too.
                    widgets = SeamWidgetReloader.start(
                        service: service,
                        snapshotWriter: SeamExtensionConfiguration.current.container.map { SeamWidgetSync.SnapshotWriter(container: $0) },
                        // Only the key widget reloads, not widgets of the app's own.
                        widgetKinds: [SeamNextKeyWidget.kind]
                    ) {
                        if #available(iOS 17, *) { ExampleShortcuts.updateAppShortcutParameters() }
                    }
                    if #available(iOS 16.2, *) {
                        // Ends it at checkout, on sign-out, or when the key goes, and shows it
                        // again when the app becomes active after iOS ended it (eight hours);
                        // ActivityKit starts activities only while the app is in the
                        // foreground, as here.
                        let stays = SeamStayActivities.start(service: service)
                        stays.onStartFailure = { credentialId, error in
                            // Live Activities turned off for the app (Settings › Seam Keys), or
                            // the system's limit on running activities reached.
                            NSLog("No stay on the Lock Screen for %@: %@", credentialId, String(describing: error))
                        }
                        self.stays = stays
                    }
                }
        }
    }
}
#endif
