#if canImport(ActivityKit) && canImport(SwiftUI) && os(iOS)
import ActivityKit

/// The stay's Live Activity type, shared by the app (which starts it) and the widget
/// extension (which draws it): the key it shows, and as its content state
/// ``SeamStayActivityContent`` (name, place, checkout, links; nothing secret).
///
/// iOS 16.2 or later: ActivityKit's content API with a stale date (`ActivityContent`) starts
/// there, and the iOS 16.1 forms are deprecated. On iOS 16.1 and earlier no stay shows.
///
/// ```swift
/// Activity<SeamStayActivityAttributes>.activities.map(\.attributes.credentialId)
/// ```
@available(iOS 16.2, *)
package struct SeamStayActivityAttributes: ActivityAttributes, Hashable, Sendable {
    package typealias ContentState = SeamStayActivityContent

    /// The key the stay shows.
    package let credentialId: String

    package init(credentialId: String) {
        self.credentialId = credentialId
    }
}
#endif
