import Foundation

/// What shows stays on the Lock Screen: ActivityKit in an app (SeamWidgets'
/// `SeamActivityKitStayHost`), a fake in tests. ``SeamStayActivityCoordinator`` decides;
/// a host only does what it is told.
@MainActor
package protocol SeamStayActivityHost: AnyObject {
    /// The stays the system shows now (not those ended or dismissed).
    var running: [SeamStayActivityPlan.RunningActivity] { get }
    /// The stays that have ended but may still be on the Lock Screen (the system keeps one
    /// there up to four hours after it ends it).
    var lingering: [SeamStayActivityPlan.RunningActivity] { get }
    /// Set by the coordinator: the host calls it with each state an activity it started or
    /// found goes through (ActivityKit's `activityStateUpdates`), on the main actor.
    var onLifecycle: (@MainActor (_ activityId: String, _ state: SeamStayActivityLifecycle) -> Void)? { get set }
    /// Starts a stay for `credentialId` and returns the new activity's id. Throws when the
    /// system refuses (Live Activities turned off, the app in the background, too many).
    func start(credentialId: String, state: SeamStayActivityState) throws -> String
    /// Shows `state` in the activity `activityId`.
    func update(activityId: String, state: SeamStayActivityState) async
    /// Ends the activity `activityId`, running or already ended, and removes it from the
    /// Lock Screen at once.
    func end(activityId: String) async
}
