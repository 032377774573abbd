import Foundation

extension SeamCredentialsViewModel {
    /// Where activation stands, as the key list shows it.
    public enum Activation: Hashable, Sendable {
        /// Not activated yet and not trying; also while the list waits for the app to call
        /// `Seam.initialize(clientSessionToken:)` (its own activation found it had not yet). The
        /// list shows loading and becomes ``active`` when the service does.
        case inactive
        /// Signing in: the keys are on their way.
        case activating
        /// Signed in: the keys are listed.
        case active
        /// The last activation failed; offer ``SeamCredentialsViewModel/activate()`` again.
        case failed(SeamFailure)
    }
}
