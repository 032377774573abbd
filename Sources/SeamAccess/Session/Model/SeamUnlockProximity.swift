import Foundation

/// How close to the reader the phone has to be for an unlock.
///
/// A credential lists the proximities it supports in
/// ``SeamAccessCredential/supportedUnlockProximities``, most preferred first, and
/// ``Seam/unlock(using:proximity:timeout:)`` takes one of them (or `nil` for the key's first).
/// Keys opened over the internet (``SeamRemoteUnlock/provider``) list none: no distance applies.
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
}
