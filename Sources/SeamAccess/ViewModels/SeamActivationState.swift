import Foundation

/// Where activation stands, as the key list shows it.
public enum SeamActivationState: Hashable, Sendable {
    /// Not activated yet and not trying.
    case inactive
    case activating
    case active
    /// The last activation failed; offer ``SeamCredentialsViewModel/activate()`` again.
    case failed(SeamError)
}
