import Foundation
@_spi(SeamInternal) import SeamSDK

extension SeamUnlockCardViewModel {
    /// Whether the card shows its Lock button: its key's lock can be locked from the phone
    /// (``SeamLockActionViewModel/offersLock(for:)``) and the card has a ``lockAction``.
    public var offersLock: Bool {
        lockAction != nil && SeamLockActionViewModel.offersLock(for: credential)
    }

    /// Whether the card shows its Recent activity section: a lock key, with a
    /// ``recentActivity`` that has something it may show
    /// (``SeamRecentActivityViewModel/presentation(locale:timeZone:)``).
    public var showsRecentActivity: Bool {
        recentActivity != nil && SeamRecentActivityViewModel.showsActivity(for: credential)
    }

    /// Whether Unlock can be tapped: not while the card's Lock runs.
    public var acceptsUnlock: Bool { !isLocking }

    /// Locks with the card's Lock button; refused while an unlock runs (one at a time).
    public func lock() {
        guard !phase.isUnlocking, let lockAction else { return }
        lockAction.lock()
    }

    /// ``requestPhase`` as it changes.
    package var requestPhases: AnyPublisher<SeamUnlockCardViewModel.Phase, Never> {
        $requestPhase.eraseToAnyPublisher()
    }

    /// Follows ``lockAction``: its outcomes' haptics and announcements become the card's, and
    /// its end reloads the activity and starts an unlock a request asked for meanwhile.
    func followLock() {
        guard let lockAction else { return }
        lockSubscriptions = [
            lockAction.$phase.sink { [weak self] phase in self?.lockPhaseChanged(to: phase) },
            lockAction.outputs.sink { [weak self] output in self?.forward(output) },
        ]
    }

    private func lockPhaseChanged(to next: SeamLockActionViewModel.Phase) {
        let before = lockPhase
        lockPhase = next
        let locking = next == .locking
        if locking != isLocking { isLocking = locking }
        guard before == .locking, !locking else { return }
        reloadActivity()
        if let start = deferredRequestStart {
            deferredRequestStart = nil
            start()
        }
    }

    /// Reads the key's recent activity again (when the card starts, and after a lock or an
    /// unlock ends; never when one starts). Only for a lock key.
    func reloadActivity() {
        guard showsRecentActivity, let recentActivity else { return }
        Task { await recentActivity.load() }
    }
}
