#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// CustomIntegration.md, "Choose how close the phone must be"

@MainActor
func unlockAtTheReader(_ key: SeamAccessCredential) throws -> AnyPublisher<SeamUnlockEvent, Never> {
    // Touch when the key supports it, else the key's preferred proximity.
    let proximity: SeamUnlockProximity? = key.supportedUnlockProximities.contains(.touch) ? .touch : nil
    return try Seam.shared.unlock(using: key.id, proximity: proximity)
}

struct ReaderInstruction: View {
    let key: SeamAccessCredential
    @Environment(\.locale) private var locale

    var body: some View {
        let status = SeamStatusPresentation(phase: .unlocking, provider: key.provider,
                                            proximity: key.supportedUnlockProximities.first, locale: locale)
        Text(status.message)  // "Hold your phone near the reader."
    }
}

struct HarbourLockIntegration: SeamLockIntegration {
    let provider = "harbour_locks"

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        await unlock(credential, proximity: nil)
    }

    func unlock(_ credential: SeamCredential, proximity: SeamUnlockProximity?) async -> SeamLockOutcome {
        switch proximity {
        case .touch:
            // Exchange the key with the reader over NFC; return when it answers.
            .granted
        case .nearby, .remote, nil:
            // Connect to the lock over Bluetooth; return when it answers.
            .granted
        }
    }
}

#endif
