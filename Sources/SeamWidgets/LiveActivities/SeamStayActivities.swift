#if canImport(ActivityKit) && canImport(SwiftUI) && os(iOS)
import Combine
import Foundation
import UIKit

/// Connects the app's service to its stays on the Lock Screen (Live Activities, iOS 16.2+).
/// Call it while the app is in the foreground (e.g. from the first view's `onAppear`); it
/// plans then and again each time the app becomes active. Keep the returned coordinator for as
/// long as the app runs, and ask it for a stay with
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
        rules: @escaping @MainActor () -> SeamStayActivityCoordinator.Rules = SeamStayActivities.defaultRules
    ) -> SeamStayActivityCoordinator {
        // The requested stays are kept in the standard defaults (removed at sign-out).
        let stays = SeamStayActivityCoordinator(service: service, host: SeamActivityKitStayHost(),
                                                storage: SeamUserDefaultsStayActivityStorage(), rules: rules)
        // A suspended app misses countdown starts and link renewals, and iOS ends each stay
        // after eight hours: plan again on return, which starts an ended stay again.
        stays.refresh(on: NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .map { _ in () }
            .eraseToAnyPublisher())
        stays.leaveForeground(on: NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)
            .map { _ in () }
            .eraseToAnyPublisher())
        // Called in the foreground (a cold launch's did-become-active may already have passed):
        // a stay iOS ended while the app was not running is shown again once the keys arrive.
        stays.refresh()
        return stays
    }

    /// The default rules over ``SeamExtensionConfiguration/current``.
    public static func defaultRules() -> SeamStayActivityCoordinator.Rules {
        let configuration = SeamExtensionConfiguration.current
        return SeamStayActivityCoordinator.Rules(linkFormat: configuration.resolvedLinkFormat, privacy: configuration.widgetPrivacy)
    }
}
#endif
