#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// CustomIntegration.md, "Confirm before unlocking"

enum ConfirmationSetup {
    /// Call once, in your `App.init` (or `application(_:didFinishLaunchingWithOptions:)`),
    /// before the first scene is created: a link opened at launch can start an unlock at once.
    static func configure() {
        // Face ID or Touch ID before unlocking a Salto key; the passcode where neither is set up.
        SeamUnlockConfirmation.current = .providers(["salto_space"], fallback: .passcode)
    }
}

@MainActor
final class DoorButtonModel: ObservableObject {
    @Published private(set) var status: SeamStatusPresentation?
    private var unlocking: AnyCancellable?

    func unlock(_ credentialId: String, locale: Locale) async {
        do {
            let events = try await Seam.shared.confirmAndUnlock(using: credentialId, locale: locale)
            unlocking = events.sink { [weak self] event in
                if event == .grantedAccess { self?.status = SeamStatusPresentation(phase: .granted, locale: locale) }
            }
        } catch let notConfirmed as SeamUnlockConfirmation.NotConfirmed {
            // Declined, interrupted, failed, or no passcode / biometrics: nothing was sent to the lock.
            status = SeamStatusPresentation(phase: notConfirmed.phase, locale: locale)
        } catch let error as SeamError {
            status = SeamStatusPresentation(error: error, locale: locale)
        } catch {
            status = nil  // cancelled while asking
        }
    }
}
#endif
