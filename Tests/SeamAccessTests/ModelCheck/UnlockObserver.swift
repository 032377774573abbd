import Foundation
@_spi(SeamInternal) import SeamAccess

/// Records one unlock publisher's events and checks the event contract as they arrive.
final class UnlockObserver: @unchecked Sendable {
    // Safe to share: every stored property below is only touched while `lock` is held.
    private let lock = NSLock()
    let key: ModelKeys.Key
    let step: Int
    /// Labels the attempt's clock sleeps (see `TestClock.label`).
    let label = "unlock-\(UUID().uuidString)"
    private var events: [SeamAccessUnlockEvent] = []
    private var finished = false
    private var cancelled = false
    private var cancelRequested = false
    private var violation: String?
    private var cancellable: AnyCancellable?

    init(key: ModelKeys.Key, step: Int) {
        self.key = key
        self.step = step
    }

    func subscribe(_ publisher: AnyPublisher<SeamAccessUnlockEvent, Never>) async {
        let cancellable = publisher.sink(
            receiveCompletion: { [weak self] _ in self?.finish() },
            receiveValue: { [weak self] event in self?.receive(event) })
        let cancelNow = lock.withLock {
            if !cancelRequested { self.cancellable = cancellable }
            return cancelRequested
        }
        if cancelNow { await cancelSubscription(cancellable) }
    }

    /// Cancels the subscription; a cancel that arrives before `subscribe` finished applies as
    /// soon as it does. The cancellable is handed out once, so concurrent cancels never call
    /// `cancel()` on it from two threads at once (OpenCombine's `AnyCancellable` is not safe
    /// for that; ThreadSanitizer caught it).
    func cancel() async {
        let cancellable = lock.withLock { () -> AnyCancellable? in
            cancelRequested = true
            defer { self.cancellable = nil }
            return self.cancellable
        }
        if let cancellable { await cancelSubscription(cancellable) }
    }

    /// "Nothing after cancel" holds from the moment `cancel()` has returned. Events are
    /// delivered on the main actor, so the cancel runs there too, as an app's does: cancelled
    /// from another thread, an event already being delivered may still arrive (as with any
    /// Combine publisher), which is not what the contract promises.
    private func cancelSubscription(_ cancellable: AnyCancellable) async {
        let handOver = CancellableHandOver(cancellable: cancellable)
        await MainActor.run { handOver.cancellable.cancel() }
        lock.withLock { cancelled = true }
    }

    private func receive(_ event: SeamAccessUnlockEvent) {
        lock.withLock {
            if cancelled { violation = violation ?? "\(event) arrived after cancel" }
            if finished { violation = violation ?? "\(event) arrived after completion" }
            if events.isEmpty, event != .launched { violation = violation ?? "first event was \(event), not launched" }
            if !events.isEmpty, event == .launched { violation = violation ?? "launched twice" }
            if events.count >= 2 { violation = violation ?? "\(event) arrived after the terminal event" }
            events.append(event)
        }
    }

    private func finish() {
        lock.withLock {
            if cancelled { violation = violation ?? "completion arrived after cancel" }
            if finished { violation = violation ?? "completed twice" }
            if events.count != 2 { violation = violation ?? "completed after \(events) (want launched and one terminal event)" }
            finished = true
        }
    }


    /// Whether this attempt may still produce a terminal event.
    var isRunning: Bool { lock.withLock { !cancelRequested && !finished } }

    /// A broken contract seen so far: wrong order, something after cancel or completion, or a
    /// terminal event this key's lock cannot cause.
    var problem: String? {
        lock.withLock {
            if let violation { return violation }
            guard events.count == 2 else { return nil }
            switch events[1] {
            case .grantedAccess where !key.ownOutcomes.contains("grantedAccess"):
                return "\(key.id) was granted though its lock never grants"
            case .timedOut where !key.ownOutcomes.contains("timedOut"):
                return "\(key.id) timed out though its lock answers before the timeout"
            default:
                return nil
            }
        }
    }

    var summary: String { lock.withLock { "unlock(\(key.id)) from step \(step): \(events)\(cancelled ? " cancelled" : "")" } }
}

/// Carries the subscription's cancellable to the main actor.
private struct CancellableHandOver: @unchecked Sendable {
    // Safe to send: the observer hands its cancellable out exactly once (under its lock), so
    // the main actor is the only place that touches it afterwards.
    let cancellable: AnyCancellable
}
