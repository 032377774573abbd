#if DEBUG && canImport(ActivityKit) && canImport(SwiftUI) && os(iOS)
import ActivityKit
import SwiftUI
import WidgetKit

/// A stay before its countdown, in its last hours, and for a key that cannot unlock, each on
/// the Lock Screen and in every Dynamic Island presentation; built by SeamAccess's plan from
/// sample keys.
@available(iOS 16.2, *)
@MainActor
struct SeamStayActivityPreviews: PreviewProvider {
    static let now = Date()
    static let rules = SeamStayActivityCoordinator.Rules(linkFormat: SeamLinkFormat(scheme: "seamdemo"))
    static let attributes = SeamStayActivityAttributes(credentialId: "room-101")

    static let states: [(name: String, content: SeamStayActivityContent)] = [
        ("Stay", content(expiry: now.addingTimeInterval(2 * 24 * 60 * 60))),
        ("Last hours", content(expiry: now.addingTimeInterval(95 * 60))),
        ("Needs Bluetooth", content(expiry: now.addingTimeInterval(24 * 60 * 60),
                                    errors: [.userInteractionRequired(.enableBluetooth)])),
    ]

    static func content(expiry: Date, errors: [SeamCredentialError] = []) -> SeamStayActivityContent {
        let key = SeamAccessCredential(id: "room-101", name: "Room 101", location: "Hotel Marina", expiry: expiry,
                                       errors: errors)
        return SeamStayActivityContent(credential: key, rules: rules, now: now)
            ?? SeamStayActivityContent(name: key.name, location: key.location, checkout: expiry, countdownStart: expiry,
                                       problem: nil, cardURL: nil, unlockURL: nil, linksSignedAt: now,
                                       privacy: .hidesKeyDetailsWhenLocked)
    }

    static let kinds: [(name: String, kind: ActivityPreviewViewKind)] = [
        ("Lock Screen", .content), ("Expanded", .dynamicIsland(.expanded)),
        ("Compact", .dynamicIsland(.compact)), ("Minimal", .dynamicIsland(.minimal)),
    ]

    static var previews: some View {
        ForEach(states, id: \.name) { state in
            ForEach(kinds, id: \.name) { kind in
                attributes.previewContext(state.content, viewKind: kind.kind)
                    .previewDisplayName("\(state.name), \(kind.name)")
            }
        }
    }
}
#endif
