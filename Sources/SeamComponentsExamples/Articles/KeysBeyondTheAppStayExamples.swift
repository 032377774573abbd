#if canImport(SwiftUI) && canImport(UIKit) && canImport(WidgetKit) && canImport(ActivityKit)
import SeamComponents
import SeamWidgets
import SwiftUI
import WidgetKit

// KeysBeyondTheApp.md, "A stay on the Lock Screen"

@MainActor
final class KeysStayConnection {
    private var stays: SeamStayActivityCoordinator?

    func start(service: any SeamServiceProtocol, stayKeyId: String) {
        guard #available(iOS 16.2, *) else { return }
        let stays = SeamStayActivities.start(service: service, rules: weekendStayRules)
        stays.onStartFailure = { _, error in
            // Live Activities are turned off for the app, or it was not in the foreground.
            NSLog("No stay on the Lock Screen: %@", String(describing: error))
        }
        stays.start(credentialId: stayKeyId)
        self.stays = stays
    }
}

@available(iOS 16.2, *)
@MainActor
func weekendStayRules() -> SeamStayActivityCoordinator.Rules {
    var rules = SeamStayActivities.defaultRules()
    rules.maximumStayLength = 3 * 24 * 60 * 60
    rules.countdownWindow = 2 * 60 * 60
    return rules
}

@MainActor
func offersStay(for credentialId: String, stays: SeamStayActivityCoordinator) -> Bool {
    switch stays.start(credentialId: credentialId) {
    case .eligible, .unknownKey: true
    case .notYetValid, .noCheckout, .expired, .endsTooLate, .notUsable, .signedOut: false
    }
}

struct KeysWidgetsWithStays: WidgetBundle {
    var body: some Widget {
        SeamNextKeyWidget()
        if #available(iOS 16.2, *) {
            SeamStayActivityWidget()
        }
    }
}
#endif
