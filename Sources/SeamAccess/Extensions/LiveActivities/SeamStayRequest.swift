import Foundation

/// A stay the app asked to show on the Lock Screen, as ``SeamStayActivityCoordinator`` keeps it
/// between launches (``SeamStayActivityStorage``): the key, and what became of its last
/// activity. Nothing secret: the key's id and dates.
///
/// iOS ends every Live Activity after eight hours (the Dynamic Island drops it at once, the
/// Lock Screen keeps it, ended, for up to four more hours), so a stay of days needs a new
/// activity now and then. Without push updates that can only happen while the app is in the
/// foreground: a stay the system ended is shown again the next time the app becomes active,
/// a stay the person dismissed is not (``disappearance(now:)``).
package struct SeamStayRequest: Codable, Hashable, Sendable {
    /// How an activity went away.
    package enum Disappearance: String, Hashable, Sendable {
        /// The app asked, and no activity has run yet: start one when the key is eligible.
        case neverShown
        /// The system ended it (its eight hours ran out): start another when the app is active.
        case endedBySystem
        /// The person swiped it away: forget the request.
        case dismissedByPerson
    }

    /// How long iOS keeps a Live Activity running: eight hours.
    package static let systemLifetime: TimeInterval = 8 * 60 * 60

    /// The key.
    package var credentialId: String
    /// The last activity started for it; `nil` until one starts.
    package var activityId: String?
    /// When that activity started.
    package var startedAt: Date?
    /// Whether that activity was seen to end without the app ending it.
    package var endedBySystem: Bool

    package init(credentialId: String, activityId: String? = nil, startedAt: Date? = nil, endedBySystem: Bool = false) {
        self.credentialId = credentialId
        self.activityId = activityId
        self.startedAt = startedAt
        self.endedBySystem = endedBySystem
    }

    /// How the last activity went away, asked once it no longer runs.
    ///
    /// The heuristic, as ActivityKit reports it (`Activity.activityStateUpdates`): an activity
    /// the system ends passes through `.ended` (still on the Lock Screen) before `.dismissed`;
    /// one the person swipes away while it runs goes to `.dismissed` directly
    /// (``observing(_:at:)``). When the app did not run to see it go, the time decides: gone
    /// before its eight hours were up, the person dismissed it (or turned Live Activities
    /// off); after, the system ended it. A person who swipes away a stay the system has
    /// already ended reads as the system's end: it comes back when the app is next opened.
    package func disappearance(now: Date) -> Disappearance {
        guard activityId != nil, let startedAt else { return .neverShown }
        if endedBySystem { return .endedBySystem }
        return now.timeIntervalSince(startedAt) >= Self.systemLifetime ? .endedBySystem : .dismissedByPerson
    }

    /// The request after its activity reported `state` at `now`; `nil` when the request is
    /// over (the person dismissed a running stay). A dismissal reported once the stay's eight
    /// hours are up counts as the system's end even with no `.ended` seen before it: a
    /// suspended app may be told only the latest state.
    package func observing(_ state: SeamStayActivityLifecycle, at now: Date) -> SeamStayRequest? {
        var next = self
        switch state {
        case .active, .stale: break
        case .ended: next.endedBySystem = true
        case .dismissed:
            guard !endedBySystem else { break }
            guard let startedAt, now.timeIntervalSince(startedAt) >= Self.systemLifetime else { return nil }
            next.endedBySystem = true
        }
        return next
    }
}

/// ActivityKit's `ActivityState`, as plain data.
package enum SeamStayActivityLifecycle: String, Hashable, Sendable {
    case active, stale, ended, dismissed
}
