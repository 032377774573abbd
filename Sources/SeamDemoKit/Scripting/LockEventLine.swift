import Foundation
import SeamAccess

/// The one-line form of a lock event printed by `seam-demo lock`, and the run's exit status,
/// as ``UnlockEventLine`` gives them for `unlock`.
public enum LockEventLine {
    /// `launched`, `locked`, `timedOut`, `failed`, then the card's words for it (a failure's
    /// sentence says why, as the card's status line does).
    public static func line(for event: SeamLockEvent, locale: Locale) -> String {
        switch event {
        case .launched: "launched: " + SeamLockActionViewModel.title(for: .locking, locale: locale)
        case .locked: "locked: " + (SeamLockActionViewModel.status(for: .locked, locale: locale) ?? "")
        case .timedOut: "timedOut: " + (SeamLockActionViewModel.status(for: .timedOut, locale: locale) ?? "")
        case .failed(let debugDescription):
            "failed: " + (SeamLockActionViewModel.status(for: .failed(.init(debugDescription: debugDescription)),
                                                         locale: locale) ?? "")
        }
    }

    /// The process exit status for an attempt that ended with `event`, as `unlock`'s: 0
    /// locked; 2 when nothing reached the lock (the API could not be reached or refused the
    /// lock, or the session ended before it was sent), as for a lock refused before it
    /// started; 1 otherwise (timed out, the lock failed, the answer never came, or the session
    /// ended after it was sent: the door may have locked).
    public static func exitCode(for event: SeamLockEvent?) -> Int32 {
        switch event {
        case .locked?: 0
        case .failed(let debugDescription)?:
            switch SeamLockActionViewModel.Failure(debugDescription: debugDescription) {
            case .notSent, .refusedByService, .sessionEnded: 2
            case .sentWithoutAnswer, .lockRefused, .superseded, .sessionEndedAfterSending, .keyUnavailable, .unknown: 1
            }
        default: 1
        }
    }
}
