import Foundation

/// Keys the cloud engine could not confirm with the server for longer than
/// ``SeamCloudConfiguration/maximumOfflineAge``, or while the device's clock reads earlier
/// than a time already seen (``SeamTimeMark``: the clock was set back): still listed (the
/// user sees what they had), but with ``SeamCredentialError/RequiredUserInteraction/enableInternet``
/// first among their errors, so the card asks for a connection and
/// ``Seam/unlock(using:proximity:timeout:)`` refuses them with
/// `SeamError.credentialErrors([.userInteractionRequired(.enableInternet), …])` until a
/// refresh reaches Seam. A revoked or expired key must not keep opening doors just because
/// the phone stays offline or its clock was turned back.
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
        credentials.map { key in key.replacingErrors(with: [error] + key.errors.filter { $0 != error }) }
    }

    /// The errors that stop `credential` unlocking at `now`: its effective errors, and the
    /// connection request first when the keys are no longer usable (outside `window`: its
    /// deadline has come, or the clock was set back), even if the marked list was not
    /// published yet (a timer that fired late, a clock turned back since).
    static func errors(of credential: SeamCredential, at now: Date, window: SeamKeyWindow) -> [SeamCredentialError] {
        let isOpen = window.isOpen(at: now)
        let errors = credential.effectiveErrors(at: now)
        guard !isOpen, !errors.contains(error) else { return errors }
        return [error] + errors
    }
}
