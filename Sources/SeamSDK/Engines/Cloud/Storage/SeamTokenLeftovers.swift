import Foundation

/// Where earlier versions of the SDK kept the client session token between launches (the
/// Keychain, ``SeamCloudConfiguration/tokenLeftovers``), so the cloud engine can delete it:
/// Keychain items outlive the app's deletion, and a token left there is a live bearer token.
@_spi(SeamInternal) public protocol SeamTokenLeftovers: Sendable {
    /// Deletes every token kept there. Returns whether none is left (deleted, or none was
    /// there); `false` when the storage could not be reached (the Keychain before the first
    /// unlock), so the deletion is tried again at the next activation.
    func deleteAll() -> Bool
}

/// When the cloud engine clears the tokens earlier versions left: at the first activation of
/// an installation, and at each one after until a deletion succeeds. The installation's file
/// in the cache folder remembers that it did (it stays at sign-out; a deintegration, or the
/// app's deletion with its folder, forgets it, and the next activation checks again).
enum SeamTokenLeftoverSweep {
    static func run(_ leftovers: (any SeamTokenLeftovers)?, store: SeamCloudStore, logger: SeamLogger) {
        guard let leftovers, !store.hasClearedTokenLeftovers() else { return }
        guard leftovers.deleteAll() else {
            logger.log(.warning, "Could not delete the client session token an earlier version kept; trying again next time")
            return
        }
        store.markTokenLeftoversCleared()
    }
}
