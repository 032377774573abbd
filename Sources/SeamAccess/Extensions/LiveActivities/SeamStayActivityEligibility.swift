import Foundation

extension SeamStayActivityCoordinator {
    /// Whether a key may start a stay on the Lock Screen (``SeamStayActivityCoordinator/Rules/eligibility(of:now:)``).
    public enum Eligibility: Hashable, Sendable {
        /// Usable now, with a checkout within ``SeamStayActivityCoordinator/Rules/maximumStayLength``.
        case eligible
        /// The key is not listed (yet): the request waits until the keys arrive.
        case unknownKey
        /// The key's access has not begun.
        case notYetValid
        /// The key has no expiry, so there is no checkout to show.
        case noCheckout
        /// The key has expired.
        case expired
        /// The checkout is further away than ``SeamStayActivityCoordinator/Rules/maximumStayLength``.
        case endsTooLate
        /// The key cannot unlock now (the first of its problems).
        case notUsable(SeamCredentialError)
        /// The app is signed out.
        case signedOut

        /// Whether a request may still be met later by itself: the keys are still loading.
        var mayBecomeEligible: Bool { self == .unknownKey }
    }
}
