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
package final class SeamActivityKitStayHost: SeamStayActivityHost {
    private typealias StayActivity = Activity<SeamStayActivityAttributes>

    /// One task per activity, following its `activityStateUpdates` for ``onLifecycle``.
    private var observers: [String: Task<Void, Never>] = [:]

    package var onLifecycle: (@MainActor (_ activityId: String, _ state: SeamStayActivityLifecycle) -> Void)? {
        didSet { observeAll() }
    }

    package init() {}

    deinit {
        observers.values.forEach { $0.cancel() }
    }

    package var running: [SeamStayActivityPlan.RunningActivity] {
        observeAll()
        return Self.listed { $0 == .active || $0 == .stale }
    }

    package var lingering: [SeamStayActivityPlan.RunningActivity] {
        observeAll()
        return Self.listed { $0 == .ended }
    }

    private static func listed(_ include: (ActivityState) -> Bool) -> [SeamStayActivityPlan.RunningActivity] {
        StayActivity.activities
            .filter { include($0.activityState) }
            .map { activity in
                let content = activity.content
                return SeamStayActivityPlan.RunningActivity(
                    id: activity.id, credentialId: activity.attributes.credentialId,
                    state: SeamStayActivityState(content: content.state, staleDate: content.staleDate,
                                                 relevanceScore: content.relevanceScore))
            }
    }

    /// Follows every activity not followed yet, those of an earlier launch included.
    private func observeAll() {
        guard onLifecycle != nil else { return }
        // A dismissed activity has nothing more to report.
        for id in StayActivity.activities.filter({ $0.activityState != .dismissed }).map(\.id)
        where observers[id] == nil {
            observers[id] = Task { @MainActor [weak self] in
                guard let activity = StayActivity.activities.first(where: { $0.id == id }) else { return }
                for await state in activity.activityStateUpdates {
                    guard let lifecycle = SeamStayActivityLifecycle(state) else { continue }
                    self?.onLifecycle?(id, lifecycle)
                }
                self?.observers[id] = nil
            }
        }
    }

    /// Throws ActivityKit's `ActivityAuthorizationError` when the system refuses (Live
    /// Activities turned off for the app, the app not in the foreground, too many running).
    package func start(credentialId: String, state: SeamStayActivityState) throws -> String {
        let id = try StayActivity.request(attributes: SeamStayActivityAttributes(credentialId: credentialId),
                                          content: Self.content(state), pushType: nil).id
        observeAll()
        return id
    }

    package func update(activityId: String, state: SeamStayActivityState) async {
        await Self.update(activityId, Self.content(state))
    }

    package func end(activityId: String) async {
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
    /// to show on the Lock Screen. Ending an activity the system already ended removes it
    /// from the Lock Screen.
    private nonisolated static func end(_ id: String) async {
        guard let activity = StayActivity.activities.first(where: { $0.id == id }) else { return }
        await activity.end(nil, dismissalPolicy: .immediate)
    }
}

@available(iOS 16.2, *)
extension SeamStayActivityLifecycle {
    /// ActivityKit's state as plain data; `nil` for a state this SDK does not know.
    init?(_ state: ActivityState) {
        switch state {
        case .active: self = .active
        case .stale: self = .stale
        case .ended: self = .ended
        case .dismissed: self = .dismissed
        @unknown default: return nil
        }
    }
}
#endif
