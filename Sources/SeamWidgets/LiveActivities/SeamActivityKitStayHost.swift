#if canImport(ActivityKit) && canImport(SwiftUI) && os(iOS)
import ActivityKit
import Foundation

/// Carries out ``SeamStayActivityCoordinator``'s plans with ActivityKit: `Activity.request`,
/// `update` and `end`. Used by ``SeamStayActivities/start(service:rules:)``.
///
/// ```swift
/// let stays = SeamStayActivityCoordinator(service: service, host: SeamActivityKitStayHost()) { rules }
/// ```
@available(iOS 16.2, *)
@MainActor
public final class SeamActivityKitStayHost: SeamStayActivityHost {
    private typealias StayActivity = Activity<SeamStayActivityAttributes>

    public init() {}

    public var running: [SeamStayActivityPlan.RunningActivity] {
        StayActivity.activities
            .filter { $0.activityState == .active || $0.activityState == .stale }
            .map { activity in
                let content = activity.content
                return SeamStayActivityPlan.RunningActivity(
                    id: activity.id, credentialId: activity.attributes.credentialId,
                    state: SeamStayActivityState(content: content.state, staleDate: content.staleDate,
                                                 relevanceScore: content.relevanceScore))
            }
    }

    /// Throws ActivityKit's `ActivityAuthorizationError` when the system refuses (Live
    /// Activities turned off for the app, the app not in the foreground, too many running).
    public func start(credentialId: String, state: SeamStayActivityState) throws -> String {
        try StayActivity.request(attributes: SeamStayActivityAttributes(credentialId: credentialId),
                                 content: Self.content(state), pushType: nil).id
    }

    public func update(activityId: String, state: SeamStayActivityState) async {
        await Self.update(activityId, Self.content(state))
    }

    public func end(activityId: String) async {
        await Self.end(activityId)
    }

    private nonisolated static func content(_ state: SeamStayActivityState) -> ActivityContent<SeamStayActivityContent> {
        ActivityContent(state: state.content, staleDate: state.staleDate, relevanceScore: state.relevanceScore)
    }

    /// ActivityKit's activities are not Sendable: each is looked up where it is used.
    private nonisolated static func update(_ id: String, _ content: ActivityContent<SeamStayActivityContent>) async {
        guard let activity = StayActivity.activities.first(where: { $0.id == id }) else { return }
        await activity.update(content)
    }

    /// Removed at once: a stay that has ended, or a signed-out app's key, has nothing left
    /// to show on the Lock Screen.
    private nonisolated static func end(_ id: String) async {
        guard let activity = StayActivity.activities.first(where: { $0.id == id }) else { return }
        await activity.end(nil, dismissalPolicy: .immediate)
    }
}
#endif
