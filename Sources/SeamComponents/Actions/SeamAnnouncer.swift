#if canImport(SwiftUI) && canImport(UIKit)
// The iOS 17 SDK declares `UIAccessibility.Notification.announcement` as a plain global
// `var`, which Swift 6 rejects; newer SDKs annotate it. `@preconcurrency` accepts the older
// declaration and changes nothing where the SDK is annotated.
@preconcurrency import UIKit

/// Posts VoiceOver announcements.
@MainActor
enum SeamAnnouncer {
    static func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }
}
#endif
