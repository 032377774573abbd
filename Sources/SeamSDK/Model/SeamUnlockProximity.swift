import Foundation

/// How close to the lock the phone has to be for an unlock.
///
/// A credential lists the proximities it supports in
/// ``SeamCredential/supportedUnlockProximities``, most preferred first, and
/// ``Seam/unlock(using:proximity:timeout:)`` takes one of them (or `nil` for the credential's
/// first). Credentials for locks opened over the internet (``SeamRemoteUnlock/provider``) list
/// ``remote``.
///
/// ```swift
/// let proximity = key.supportedUnlockProximities.first   // .touch
/// let events = try Seam.shared.unlock(using: key.id, proximity: .nearby)
/// ```
public enum SeamUnlockProximity: String, Hashable, Sendable, CaseIterable, Codable {
    /// The phone is held at the reader (NFC or short-range Bluetooth).
    case touch
    /// The phone is within a few metres of the door (Bluetooth range).
    case nearby
    /// No distance applies: the lock is opened over the internet, wherever the phone is.
    case remote
}

extension SeamUnlockProximity {
    /// `proximities` in order, a repeated one kept only where it first appears: the rule both
    /// credential models apply to `supportedUnlockProximities`.
    package static func firstOccurrences(_ proximities: [SeamUnlockProximity]) -> [SeamUnlockProximity] {
        var seen = Set<SeamUnlockProximity>()
        return proximities.filter { seen.insert($0).inserted }
    }
}
