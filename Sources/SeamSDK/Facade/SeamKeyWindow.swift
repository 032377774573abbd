import Foundation

/// When the keys an engine last confirmed may unlock, as ``Seam`` checks on every unlock (set
/// by the engine through ``SeamEngineContext``): before ``until``, and while ``acceptsTime``
/// trusts the clock. Outside it the keys are stale (``SeamStaleKeys``).
struct SeamKeyWindow: Sendable {
    /// When the keys stop unlocking until the engine reaches its server again (an offline
    /// copy too old to trust); `nil` for no limit.
    var until: Date?
    /// Notes the time and says whether the clock can be trusted (it has not been set back
    /// below a time already seen); `nil` trusts every clock.
    var acceptsTime: (@Sendable (Date) -> Bool)?
    /// Whether the engine that set the window has deactivated since (it then trusts no clock):
    /// the session is ending, which the facade may not have heard yet. `nil`: never.
    var hasEnded: (@Sendable () -> Bool)?

    init(until: Date? = nil, acceptsTime: (@Sendable (Date) -> Bool)? = nil) {
        self.until = until
        self.acceptsTime = acceptsTime
    }

    /// Whether the keys may unlock at `now`. Always notes `now`.
    func isOpen(at now: Date) -> Bool {
        let trusted = acceptsTime?(now) ?? true
        if let until, now >= until { return false }
        return trusted
    }
}
