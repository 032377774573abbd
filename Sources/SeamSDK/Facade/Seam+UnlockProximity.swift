import Foundation

extension Seam {
    /// The proximity an attempt with `credential` uses: `requested` when the key lists it,
    /// the key's first when `requested` is `nil`.
    static func proximity(_ requested: SeamUnlockProximity?,
                          for credential: SeamCredential) throws -> SeamUnlockProximity? {
        guard let requested else { return credential.supportedUnlockProximities.first }
        guard credential.supportedUnlockProximities.contains(requested) else {
            throw SeamUnsupportedUnlockProximityError(proximity: requested)
        }
        return requested
    }
}
