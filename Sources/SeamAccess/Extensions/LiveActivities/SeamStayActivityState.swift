import Foundation

/// One version of a stay's Live Activity: its content, when the system should consider it out
/// of date, and how it ranks against the device's other activities (ActivityKit's
/// `ActivityContent`, as plain data).
///
/// ```swift
/// ActivityContent(state: state.content, staleDate: state.staleDate, relevanceScore: state.relevanceScore)
/// ```
package struct SeamStayActivityState: Hashable, Sendable {
    /// Relevance during the countdown: above ``stayRelevance``, so the stay about to end leads
    /// the Dynamic Island.
    package static let countdownRelevance: Double = 100
    /// Relevance before the countdown.
    package static let stayRelevance: Double = 50

    package var content: SeamStayActivityContent
    /// The countdown's start while it is ahead (the system then redraws the activity, which
    /// shows the countdown even if the app is not running to update it), else the checkout
    /// (where a redraw shows the stay as ended, without Unlock). One stale date per update:
    /// see ``SeamStayActivityPresentation`` for what a suspended app cannot redraw.
    package var staleDate: Date?
    package var relevanceScore: Double

    package init(content: SeamStayActivityContent, staleDate: Date?, relevanceScore: Double) {
        self.content = content
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }

    /// The state of `content` at `now`.
    package init(content: SeamStayActivityContent, now: Date) {
        let counting = content.showsCountdown(at: now)
        self.init(content: content, staleDate: counting ? content.checkout : content.countdownStart,
                  relevanceScore: counting ? Self.countdownRelevance : Self.stayRelevance)
    }
}
