import Foundation

/// Whether the app's scene is in front of the user: SwiftUI's `scenePhase` as plain data.
/// When a scene stops being active the system snapshots its window for the app switcher, stored
/// on disk and shown to whoever picks up the phone next, so door codes and card numbers are
/// hidden from that moment until the scene is active again.
package enum SeamSceneActivity: Hashable, Sendable, CaseIterable {
    /// In front and taking input.
    case active
    /// On screen but not taking input: the app switcher, a system alert, Control Center.
    case inactive
    /// Not visible.
    case background

    /// Whether codes and card numbers may be on screen: only while ``active``.
    package var showsSecrets: Bool { self == .active }
}

extension SeamAccessCredential.Presentation {
    /// Hides every digit of a code or card number.
    static let mask = "••••"

    /// ``codeText`` while `activity` ``SeamSceneActivity/showsSecrets``, else ``maskedCodeText``.
    package func codeText(for activity: SeamSceneActivity) -> String? {
        activity.showsSecrets ? codeText : maskedCodeText
    }

    /// ``cardNumberText`` while `activity` ``SeamSceneActivity/showsSecrets``, else
    /// ``maskedCardNumberText``.
    package func cardNumberText(for activity: SeamSceneActivity) -> String? {
        activity.showsSecrets ? cardNumberText : maskedCardNumberText
    }
}
