import Foundation

/// Keeps Apple Wallet suppressed until released: what ``Seam/holdWalletSuppression(forKey:)``
/// returns, for the time before an unlock talks to the lock (the unlock card takes one while
/// the owner confirms with Face ID at the reader).
///
/// A hold counts as one more running attempt for `SeamWalletSuppressionMachine`: holds and
/// unlocks that overlap share one request to the system, and the last of them to end releases
/// it. ``release()`` may be called any number of times; a hold dropped without it is released
/// when it goes away.
///
/// ```swift
/// let hold = Seam.shared.holdWalletSuppression(forKey: credential.id)
/// // … ask the owner, then unlock …
/// hold?.release()
/// ```
@MainActor
public final class SeamWalletSuppressionHold: Sendable {
    private let coordinator: SeamWalletSuppressionCoordinator
    private let released = LockIsolated(false)

    init(coordinator: SeamWalletSuppressionCoordinator) {
        self.coordinator = coordinator
        coordinator.attemptStarted()
    }

    /// Whether ``release()`` has been called.
    public var isReleased: Bool { released.snapshot }

    /// Ends this hold; Wallet is released once no unlock or other hold needs it.
    public func release() {
        guard Self.markReleased(released) else { return }
        coordinator.attemptEnded()
    }

    deinit {
        guard Self.markReleased(released) else { return }
        Task { @MainActor [coordinator] in coordinator.attemptEnded() }
    }

    /// Sets the flag; `true` when it was not set yet (this caller releases).
    private nonisolated static func markReleased(_ released: LockIsolated<Bool>) -> Bool {
        released.withLock { wasReleased in
            defer { wasReleased = true }
            return !wasReleased
        }
    }
}
