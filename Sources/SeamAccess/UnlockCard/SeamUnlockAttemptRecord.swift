import Foundation
@_spi(SeamInternal) import SeamSDK

/// The attempt an unlock card told its event monitor had started, kept where the card's
/// `deinit` can reach it: a card released mid-attempt (an embedded card whose screen went,
/// or whose selection moved to another key) cancels the attempt, and the monitor then hears
/// that it ended, cancelled, as it does for Cancel. Without this it heard "unlock started" and
/// never "ended".
final class SeamUnlockAttemptRecord: Sendable {
    /// What the monitor needs to hear of an attempt's end.
    struct Running: Sendable {
        let monitor: MonitorReference
        let credentialId: String
        let provider: String?
        let startedAt: Date
    }

    /// The monitor, carried to the main actor from a `deinit`.
    struct MonitorReference: @unchecked Sendable {
        // Safe to send: the reference never changes, and the monitor is only called inside
        // `MainActor` code (`SeamEventMonitor` is `@MainActor`; `released(clock:)` hops there).
        let monitor: any SeamEventMonitor
    }

    private let running = LockIsolated<Running?>(nil)

    /// The attempt started now; `nil` forgets it (it ended and was reported).
    func set(_ attempt: Running?) {
        running.withLock { $0 = attempt }
    }

    /// When the running attempt started, if one is.
    var startedAt: Date? { running.withLock { $0?.startedAt } }

    /// The card is gone: a running attempt ended, cancelled, and the monitor hears of it on
    /// the main actor, with how long it ran on `clock`.
    func released(clock: any SeamClock) {
        guard let attempt = running.withLock({ value -> Running? in defer { value = nil }; return value }) else { return }
        let duration = max(0, clock.now.timeIntervalSince(attempt.startedAt))
        Task { @MainActor in
            attempt.monitor.monitor.record(.unlockEnded(credentialId: attempt.credentialId, provider: attempt.provider,
                                                         outcome: .cancelled, errorCode: nil, duration: duration))
        }
    }
}
