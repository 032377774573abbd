import Foundation
import SeamAccess

/// The one-line form of an unlock event printed by `seam-demo unlock`: the event's name is a
/// stable contract; after a failed connection comes SeamAccess's sentence for people (in
/// `locale`, for the key's `provider`: a lock opened over the internet has its own), never the
/// engine's debug text.
public enum UnlockEventLine {
    public static func line(for event: SeamAccessUnlockEvent, provider: String? = nil,
                            locale: Locale) -> String {
        switch event {
        case .launched: "launched"
        case .grantedAccess: "grantedAccess"
        case .timedOut:
            // The lock may still open: said, as the card says it.
            "timedOut: " + sentence(SeamStatusPresentation(phase: .timedOut, provider: provider, locale: locale))
        case .connectionFailed(let debugDescription):
            "connectionFailed: " + sentence(SeamStatusPresentation(
                phase: .connectionFailed(debugDescription: debugDescription), provider: provider, locale: locale))
        }
    }

    /// The process exit status for an attempt that ended with `event`: 0 granted; 2 when
    /// nothing reached the lock (the API could not be reached or refused the unlock, its token
    /// included), as for an unlock refused before it started; 1 otherwise (timed out, the lock
    /// failed, the answer never came, or the session ended after the request was sent: the
    /// door may have opened).
    public static func exitCode(for event: SeamAccessUnlockEvent?) -> Int32 {
        switch event {
        case .grantedAccess?: return 0
        case .connectionFailed(let debugDescription)?:
            switch SeamUnlockFailureReason(debugDescription: debugDescription) {
            // The session ended before the unlock was sent (its request was refused): nothing
            // reached the lock. Ended after it may have been sent: the lock may have acted.
            case .notSent?, .refusedByService?, .sessionEnded?: return 2
            case .sessionEndedAfterSending?, .sentWithoutAnswer?, .lockRefused?, .superseded?, nil: return 1
            }
        default: return 1
        }
    }

    private static func sentence(_ status: SeamStatusPresentation) -> String {
        DemoErrorLine.joined(title: status.title, message: status.message)
    }
}
