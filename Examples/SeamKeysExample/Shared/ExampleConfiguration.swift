import Foundation
import SeamAccess

/// What the example app and its widget extension agree on. Compiled into both targets in
/// Xcode (and as its own module by the package's iOS check).
///
/// The App Group and the link scheme are not here: project.yml names them once, in both
/// targets' Info.plist (`SeamAppGroup`, `SeamURLScheme`), and
/// ``SeamExtensionConfiguration/current`` reads them from there in each process, for the
/// router, the widget, the intents and the key snapshot.
public enum ExampleConfiguration {
    /// The App Group's container, from the Info.plist; `nil` when it has none.
    public static var container: SeamExtensionConfiguration.SharedContainer? { SeamExtensionConfiguration.current.container }
    /// The key whose stay the app shows on the Lock Screen: the sandbox's Fitness Center,
    /// valid now and ending six hours after launch, so the countdown of the last three hours
    /// shows during a session and the stay fits within iOS's eight hours for a Live Activity.
    public static let stayCredentialId = PreviewSeamService.Samples.ID.gym
}
