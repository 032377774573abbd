#if canImport(SwiftUI) && canImport(UIKit) && canImport(PassKit)
import Foundation
import PassKit
import SeamAccess

/// Keeps Apple Wallet from popping up at NFC readers while an unlock runs, through PassKit.
///
/// Set it on the SDK once, at launch; SeamAccess decides when to ask and when to stop
/// (`SeamWalletSuppressionMachine`), this type only makes PassKit's calls. The app needs
/// the `com.apple.developer.passkit.pass-presentation-suppression` entitlement, which Apple
/// grants on request; see <doc:WalletSuppression>.
///
/// ```swift
/// Seam.shared.walletPresentationSuppressor = SeamPassKitPresentationSuppressor()
/// ```
///
/// In an app extension it reports itself unavailable and nothing is asked: PassKit's
/// suppression is for an app in the foreground.
@MainActor
public final class SeamPassKitPresentationSuppressor: SeamWalletSuppressionHold.PassPresentationSuppressing {
    public init() {}

    /// `false` in an app extension (its bundle ends in `.appex`) and where the pass library
    /// is not available.
    public var isAvailable: Bool {
        Bundle.main.bundleURL.pathExtension != "appex" && PKPassLibrary.isPassLibraryAvailable()
    }

    /// Whether the system suppresses Wallet right now, for whatever reason (this SDK's
    /// request or the app's own).
    public var isSystemSuppressing: Bool {
        PKPassLibrary.isSuppressingAutomaticPassPresentation()
    }

    public func requestSuppression(
        answer: @escaping @MainActor @Sendable (SeamWalletSuppressionHold.SuppressionResult) -> Void
    ) -> SeamWalletSuppressionHold.SuppressionToken {
        let token = PKPassLibrary.requestAutomaticPassPresentationSuppression { result in
            let mapped = SeamWalletSuppressionHold.SuppressionResult(result)
            // PassKit may answer on any thread, and before this call returns (an unsupported
            // device answers at once): always a later turn of the main actor.
            Task { @MainActor in answer(mapped) }
        }
        return SeamWalletSuppressionHold.SuppressionToken(token)
    }

    public func endSuppression(_ token: SeamWalletSuppressionHold.SuppressionToken) {
        PKPassLibrary.endAutomaticPassPresentationSuppression(withRequestToken: token.rawValue)
    }
}

extension SeamWalletSuppressionHold.SuppressionResult {
    init(_ result: PKAutomaticPassPresentationSuppressionResult) {
        switch result {
        case .success: self = .success
        case .denied: self = .denied
        case .notSupported: self = .notSupported
        case .alreadyPresenting: self = .alreadyPresenting
        case .cancelled: self = .cancelled
        @unknown default: self = .cancelled
        }
    }
}
#endif
