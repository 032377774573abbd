#if canImport(SwiftUI) && canImport(UIKit) && canImport(PassKit)
import Combine
import SeamComponents
import SwiftUI

// WalletSuppression.md

@MainActor
struct WalletQuietKeysApp: App {
    init() {
        Seam.shared.walletPresentationSuppressor = SeamPassKitPresentationSuppressor()
    }

    var body: some Scene {
        WindowGroup {
            SeamAccessView()
        }
    }
}

@MainActor
func unlockAfterConfirming(_ credential: SeamAccessCredential, locale: Locale,
                           show: (SeamUnlockEvent) -> Void) async throws {
    let hold = Seam.shared.holdWalletSuppression(forKey: credential.id)
    defer { hold?.release() }
    let events = try await Seam.shared.confirmAndUnlock(using: credential.id, locale: locale)
    for await event in events.values {
        show(event)
    }
}
#endif
