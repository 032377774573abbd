#if canImport(ActivityKit) && canImport(SwiftUI) && os(iOS)
import Foundation

/// Connects the app's service to its stays on the Lock Screen (Live Activities, iOS 16.2+).
/// Keep the returned coordinator for as long as the app runs, and ask it for a stay with
/// ``SeamStayActivityCoordinator/start(credentialId:)`` while the app is in the foreground
/// (ActivityKit starts activities only then).
///
/// The app's Info.plist needs `NSSupportsLiveActivities` set to `YES`, and the widget
/// extension's bundle ``SeamStayActivityWidget``.
///
/// ```swift
/// if #available(iOS 16.2, *) {
///     let stays = SeamStayActivities.start(service: service)
///     stays.start(credentialId: "room-101")
/// }
/// ```
@available(iOS 16.2, *)
@MainActor
public enum SeamStayActivities {
    /// - Parameters:
    ///   - service: The app's service.
    ///   - rules: The rules; by default a week's stay at most, the countdown in the last
    ///     three hours, links and privacy from ``SeamExtensionConfiguration/current`` (read
    ///   each time, so the Unlock link is signed with the install's current secret).
    public static func start(
        service: any SeamServiceProtocol,
        rules: @escaping @MainActor () -> SeamStayActivityRules = SeamStayActivities.defaultRules
    ) -> SeamStayActivityCoordinator {
        SeamStayActivityCoordinator(service: service, host: SeamActivityKitStayHost(), rules: rules)
    }

    /// The default rules over ``SeamExtensionConfiguration/current``.
    public static func defaultRules() -> SeamStayActivityRules {
        let configuration = SeamExtensionConfiguration.current
        return SeamStayActivityRules(linkFormat: configuration.resolvedLinkFormat, privacy: configuration.widgetPrivacy)
    }
}
#endif
