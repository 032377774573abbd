import Foundation

/// Keys the cloud engine could not confirm with the server for longer than
/// ``SeamCloudConfiguration/maximumOfflineAge``: still listed (the user sees what they had),
/// but with ``SeamCredentialError/RequiredUserInteraction/enableInternet`` first among their
/// errors, so the card asks for a connection and ``Seam/unlock(using:proximity:timeout:)`` refuses them
/// with `SeamError.credentialErrors([.userInteractionRequired(.enableInternet), …])` until a
/// refresh reaches Seam. A revoked key must not keep opening doors just because the phone
/// stays offline.
enum SeamStaleKeys {
    static let error = SeamCredentialError.userInteractionRequired(.enableInternet)

    /// When keys confirmed at `confirmedAt` stop unlocking; `nil` (no limit) for an infinite
    /// `maximumAge`. A negative age counts as 0, and one that is not a number as the default.
    static func deadline(confirmedAt: Date, maximumAge: TimeInterval) -> Date? {
        if maximumAge.isNaN { return confirmedAt.addingTimeInterval(SeamCloudConfiguration.defaultMaximumOfflineAge) }
        guard maximumAge.isFinite else { return nil }
        return confirmedAt.addingTimeInterval(max(0, maximumAge))
    }

    /// `credentials` as shown once too old: the connection request first, once.
    static func marked(_ credentials: [SeamCredential]) -> [SeamCredential] {
        credentials.map { key in
            SeamCredential(
                id: key.id,
                isManaged: key.isManaged,
                name: key.name,
                location: key.location,
                providerName: key.providerName,
                startsAt: key.startsAt,
                expiry: key.expiry,
                cardNumber: key.cardNumber,
                code: key.code,
                supportedUnlockProximities: key.supportedUnlockProximities,
                errors: [error] + key.errors.filter { $0 != error }
            )
        }
    }

    /// The errors that stop `credential` unlocking at `now`: its effective errors, and the
    /// connection request first when the keys are no longer usable (`usableUntil` has come),
    /// even if the marked list was not published yet (a timer that fired late).
    static func errors(of credential: SeamCredential, at now: Date, usableUntil: Date?) -> [SeamCredentialError] {
        let errors = credential.effectiveErrors(at: now)
        guard let usableUntil, now >= usableUntil, !errors.contains(error) else { return errors }
        return [error] + errors
    }
}
