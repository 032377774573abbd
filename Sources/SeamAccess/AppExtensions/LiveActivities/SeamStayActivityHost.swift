import Foundation

/// What shows stays on the Lock Screen: ActivityKit in an app (SeamWidgets'
/// `SeamActivityKitStayHost`), a fake in tests. ``SeamStayActivityCoordinator`` decides;
/// a host only does what it is told.
@MainActor
public protocol SeamStayActivityHost: AnyObject {
    /// The stays the system shows now (not those ended or dismissed).
    var running: [SeamStayActivityPlan.RunningActivity] { get }
    /// Starts a stay for `credentialId` and returns the new activity's id. Throws when the
    /// system refuses (Live Activities turned off, the app in the background, too many).
    func start(credentialId: String, state: SeamStayActivityState) throws -> String
    /// Shows `state` in the activity `activityId`.
    func update(activityId: String, state: SeamStayActivityState) async
    /// Ends the activity `activityId` and removes it from the Lock Screen.
    func end(activityId: String) async
}
