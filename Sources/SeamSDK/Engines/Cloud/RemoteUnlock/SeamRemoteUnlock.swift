import Foundation

/// Remote unlock: how the Seam cloud engine opens Seam-connected smart locks (August, Yale,
/// Schlage, Nuki, Kwikset, TTLock, …) over the Seam API, with no lock maker's SDK.
///
/// The cloud engine lists the session's locks beside its mobile keys; every lock the API can
/// unlock remotely becomes a key whose ``SeamCredential/providerName`` is ``provider`` and whose
/// ``SeamCredential/supportedUnlockProximities`` are `[.remote]`, and the engine provides the
/// integration for it, so ``Seam/unlock(using:proximity:timeout:)`` works on it without
/// ``Seam/register(_:)-swift.type.method``:
///
/// ```swift
/// let lock = Seam.shared.credentials.first { $0.providerName == SeamRemoteUnlock.provider }
/// if let lock {
///     let cancellable = try Seam.shared.unlock(using: lock.id).sink { event in print(event) }
/// }
/// ```
///
/// One attempt sends `POST /locks/unlock_door` exactly once, then reads the action attempt
/// (`/action_attempts/get`) on the schedule of `pollDelay(after:)` until it succeeds
/// (`grantedAccess`), fails (`connectionFailed`, with the API's error type in the debug text)
/// or the unlock's timeout passes (`timedOut`; reading stops). The unlock request is never
/// sent again after a server error, a timeout or a lost connection, because the door may
/// already have opened: the attempt ends with `connectionFailed` instead. A 429 (too many
/// requests) means the API created no action, so the request is sent again once its
/// `Retry-After` has passed, if that is before the unlock's timeout (see
/// `rateLimitedWait(retryAfter:)` and `maximumRateLimitedRetries`); otherwise the attempt
/// ends with `connectionFailed`, saying the API asked to wait. A client session token the API
/// refuses (after the app's token provider, if any, gave no new one) ends the session as every
/// other refused token does (``Seam/sessionEndedPublisher``). Each `connectionFailed` starts its
/// debug text with why, which the unlock card reads to choose its copy: the session ended,
/// nothing was sent, the API refused it, it was sent without an answer (the door may have
/// opened), or the lock refused.
public enum SeamRemoteUnlock {
    /// The provider key of lock keys: `seam_remote_unlock`.
    public static let provider = "seam_remote_unlock"

    /// Seconds to wait before reading the attempt for the `polls`-th time (0 for the first):
    /// 0.25, 0.5, 0.75, then 1 s for as long as the attempt is pending.
    ///
    /// A success is therefore seen at most 1 s (plus one request) after the server records it,
    /// and a 10 s unlock that never ends reads the attempt 11 times (one POST and 11 reads).
    package static func pollDelay(after polls: Int) -> TimeInterval {
        min(0.25 * (Double(max(polls, 0)) + 1), 1)
    }

    /// How many reads of the attempt in a row may fail (a server error, a lost connection)
    /// before the attempt ends with `connectionFailed`; a read that is answered resets it.
    package static let toleratedPollFailures = 3

    /// How many times an unlock request answered with 429 is sent again within one attempt.
    package static let maximumRateLimitedRetries = 3

    /// Seconds to wait before sending an unlock request again after a 429 whose `Retry-After`
    /// is `retryAfter` seconds: that value, 1 s when the API gave none, never less than 0.25 s
    /// (so a `Retry-After: 0` cannot make the attempt hammer the API).
    package static func rateLimitedWait(retryAfter: TimeInterval?) -> TimeInterval {
        guard let retryAfter, retryAfter.isFinite else { return 1 }
        return max(retryAfter, 0.25)
    }
}
