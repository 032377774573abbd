import Foundation

/// The latest time the cloud engine has seen on the device's clock: a high-water mark, so a
/// clock set back cannot make a revoked or expired key usable offline again. Every check
/// that reads the clock (an unlock, an activation, a fetch) notes the time; a clock that
/// reads more than ``tolerance`` earlier than the mark has been set back, and the keys count
/// as stale (``SeamStaleKeys``) until Seam confirms them again.
///
/// Kept in the installation's file (`installation.json`), not in a session's cache: it says
/// nothing about the user, so it stays at sign-out with the installation id, and signing out
/// and in again does not forget it. A deintegration deletes it with every key; the next
/// activation must then reach Seam.
final class SeamTimeMark: Sendable {
    /// How far the clock may read behind the mark and still be trusted: 5 minutes. Network
    /// time corrects a drifting clock by seconds, and a clock set by hand is seldom minutes
    /// off, so a person who never turned the clock back is not refused; turning it back by
    /// less than this gains at most 5 minutes of a key's life.
    static let tolerance: TimeInterval = 5 * 60

    private struct State {
        var latest: Date?
        /// After the engine deactivated: notes nothing more (the file may be gone).
        var isClosed = false
    }

    private let state: LockIsolated<State>
    private let store: SeamCloudStore

    /// The mark `store` kept, if any.
    init(store: SeamCloudStore) {
        self.store = store
        state = LockIsolated(State(latest: store.observedTime()))
    }

    /// Notes `now` as seen and says whether the clock can be trusted: `false` when it reads
    /// more than ``tolerance`` earlier than the latest time seen (which then stays), or once
    /// the engine has deactivated.
    func accepts(_ now: Date) -> Bool {
        state.withLock { state in
            guard !state.isClosed else { return false }
            if let latest = state.latest, now < latest.addingTimeInterval(-Self.tolerance) { return false }
            raise(&state, to: now)
            return true
        }
    }

    /// Notes `date` as seen without judging the clock: when a cache loaded from disk was saved.
    func include(_ date: Date) {
        state.withLock { state in
            guard !state.isClosed else { return }
            raise(&state, to: date)
        }
    }

    /// Seam has just confirmed the keys, at `now` on the device's clock and `serverDate` on
    /// its own (its `Date` header), when it said. The server is the authority on time too:
    /// a mark later than its clock was never real time (the device's clock ran ahead, then
    /// was set right), so it comes down to the server's time. A mark that its clock has
    /// reached stays: the device's clock was set back, and keys stay stale until it is set
    /// right. Without the server's time the confirmation wins: the mark restarts from `now`,
    /// so no mark can keep confirmed keys from unlocking.
    func confirm(at now: Date, serverDate: Date?) {
        state.withLock { state in
            guard !state.isClosed else { return }
            let confirmed: Date
            if let serverDate, let latest = state.latest {
                confirmed = max(min(latest, serverDate), now)
            } else {
                confirmed = now
            }
            guard confirmed != state.latest else { return }
            state.latest = confirmed
            store.saveObservedTime(confirmed)
        }
    }

    /// Whether ``close()`` was called.
    var isClosed: Bool { state.withLock { $0.isClosed } }

    /// Stops noting times: the engine deactivated (and may have deleted the file).
    func close() {
        state.withLock { $0.isClosed = true }
    }

    private func raise(_ state: inout State, to date: Date) {
        if let latest = state.latest, date <= latest { return }
        state.latest = date
        store.saveObservedTime(date)
    }
}
