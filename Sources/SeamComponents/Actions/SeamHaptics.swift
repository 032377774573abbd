#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

/// Plays ``SeamHaptic``s with generators that are created once and kept prepared.
@MainActor
final class SeamHaptics {
    static let shared = SeamHaptics()
    private let notification = UINotificationFeedbackGenerator()
    private let impact = UIImpactFeedbackGenerator(style: .light)

    func prepare() {
        notification.prepare()
        impact.prepare()
    }

    func play(_ haptic: SeamHaptic) {
        switch haptic {
        case .start: impact.impactOccurred()
        case .success: notification.notificationOccurred(.success)
        case .warning: notification.notificationOccurred(.warning)
        case .error: notification.notificationOccurred(.error)
        }
        prepare()
    }
}
#endif
