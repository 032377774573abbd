import Foundation

extension SeamWalletSuppressionHold {
    /// What the system answered to a request to keep Apple Wallet from popping up at a reader;
    /// the platform-neutral twin of PassKit's `PKAutomaticPassPresentationSuppressionResult`.
    public enum SuppressionResult: String, Hashable, Sendable, CaseIterable {
        /// Wallet stays hidden until the request is ended.
        case success
        /// The system refused: the app lacks the
        /// `com.apple.developer.passkit.pass-presentation-suppression` entitlement, is not in the
        /// foreground, or the person prevented it.
        case denied
        /// The device cannot suppress Wallet (for example an iPad).
        case notSupported
        /// Wallet is already on screen, so it cannot be suppressed now.
        case alreadyPresenting
        /// The system cancelled the request (or a suppression it had granted).
        case cancelled
    }
}

extension SeamWalletSuppressionHold {
    /// The handle of one suppression request, used to end it; PassKit's `PKSuppressionRequestToken`.
    public struct SuppressionToken: Hashable, Sendable {
        /// PassKit's token value.
        public var rawValue: Int

        /// Wraps PassKit's suppression request token.
        public init(_ rawValue: Int) {
            self.rawValue = rawValue
        }
    }
}

extension SeamWalletSuppressionHold {
    /// The calls that keep Apple Wallet from appearing while an unlock talks to a reader.
    ///
    /// SeamAccess decides when to ask and when to stop (`SeamWalletSuppressionMachine`);
    /// a conformer only makes the platform calls. SeamComponents ships the PassKit one,
    /// `SeamPassKitPresentationSuppressor`; tests pass a fake. Set it with
    /// ``Seam/walletPresentationSuppressor``.
    ///
    /// ```swift
    /// Seam.shared.walletPresentationSuppressor = SeamPassKitPresentationSuppressor()
    /// ```
    @MainActor
    public protocol PassPresentationSuppressing: AnyObject, Sendable {
        /// Whether this process may ask at all: `false` in an app extension (where PassKit's
        /// suppression is unavailable) or where there is no pass library. Nothing is requested
        /// when it is `false`.
        var isAvailable: Bool { get }

        /// Asks the system to suppress Wallet and returns the request's token at once.
        ///
        /// `answer` receives the system's result on the main actor, after this method has
        /// returned (never from inside it); it may be called again later, with
        /// ``SeamWalletSuppressionHold/SuppressionResult/cancelled``, when the system ends a suppression it granted.
        func requestSuppression(answer: @escaping @MainActor @Sendable (SeamWalletSuppressionHold.SuppressionResult) -> Void) -> SeamWalletSuppressionHold.SuppressionToken

        /// Ends the suppression `token` stands for. An unknown or finished token is ignored.
        func endSuppression(_ token: SeamWalletSuppressionHold.SuppressionToken)
    }
}
