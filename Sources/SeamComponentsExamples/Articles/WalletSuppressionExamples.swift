#if canImport(SwiftUI) && canImport(UIKit) && canImport(PassKit)
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
#endif
