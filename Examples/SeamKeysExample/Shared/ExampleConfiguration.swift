import Foundation
import SeamAccess

/// What the example app and its widget extension agree on: the App Group they share and
/// the app's link scheme. Compiled into both targets in Xcode (and as its own module by
/// the package's iOS check).
public enum ExampleConfiguration {
    /// Change this to an App Group your team owns, in project.yml too.
    public static let appGroup = "group.com.example.seamkeys"
    /// Registered in the app's Info.plist (project.yml).
    public static let links = SeamLinkFormat(scheme: "seamkeys")

    public static var container: SeamSharedContainer { .appGroup(appGroup) }
    /// The key whose stay the app shows on the Lock Screen: the sandbox's Fitness Center,
    /// valid now and ending six hours after launch, so the countdown of the last three hours
    /// shows during a session and the stay fits within iOS's eight hours for a Live Activity.
    public static let stayCredentialId = PreviewSeamService.Samples.ID.gym

    /// Call first thing in the app and in the widget extension.
    public static func configureExtensions() {
        SeamExtensionConfiguration.current = SeamExtensionConfiguration(container: container, linkFormat: links)
    }
}
