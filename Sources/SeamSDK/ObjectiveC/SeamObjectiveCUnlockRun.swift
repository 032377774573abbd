import Foundation

/// One unlock started for Objective-C, where nothing can subscribe to a Combine publisher: it
/// subscribes at once, records the events, replays them to each observer and then forwards new
/// ones, and keeps itself alive until the unlock ends or is cancelled. `SeamSDKUnlock` is its
/// Objective-C face.
package final class SeamObjectiveCUnlockRun: @unchecked Sendable {
    // Safe to share: `received`, `observers`, `finished` and `subscription` are only touched
    // while `lock` is held. Observers are handed to `deliver` (the main queue in the app) with
    // the lock held, so each observer gets the events in the order they happened.
    private let lock = NSLock()
    private let deliver: @Sendable (@escaping @Sendable () -> Void) -> Void
    private var received: [SeamUnlockEvent] = []
    private var observers: [@Sendable (SeamUnlockEvent) -> Void] = []
    private var finished = false
    /// Holds the subscription, whose closure holds this run: the run outlives whoever started
    /// it until the terminal event or `cancel()` drops the subscription (and with it the cycle).
    private var subscription: AnyCancellable?

    package init(events: AnyPublisher<SeamUnlockEvent, Never>,
                 deliver: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) {
        self.deliver = deliver
        let subscription = events.sink { event in self.receive(event) }
        lock.withLock {
            // The publisher may have finished while `sink` ran; keep nothing alive then.
            if !finished { self.subscription = subscription }
        }
    }

    /// The events so far, in order.
    package var events: [SeamUnlockEvent] { lock.withLock { received } }

    /// Whether the unlock has ended (a terminal event) or was cancelled.
    package var isFinished: Bool { lock.withLock { finished } }

    /// Hands `observer` every event so far, then each new one, through `deliver`.
    package func observe(_ observer: @escaping @Sendable (SeamUnlockEvent) -> Void) {
        lock.withLock {
            for event in received { deliver { observer(event) } }
            if !finished { observers.append(observer) }
        }
    }

    /// Stops the unlock (as cancelling its subscription does); observers hear nothing more.
    package func cancel() {
        let dropped = lock.withLock { () -> AnyCancellable? in
            finished = true
            observers = []
            defer { subscription = nil }
            return subscription
        }
        dropped?.cancel()
    }

    private func receive(_ event: SeamUnlockEvent) {
        let ended = lock.withLock { () -> AnyCancellable? in
            guard !finished else { return nil }
            received.append(event)
            for observer in observers { deliver { observer(event) } }
            guard event.isTerminal else { return nil }
            finished = true
            observers = []
            defer { subscription = nil }
            return subscription
        }
        // Released here, outside the lock: the run is no longer kept alive.
        withExtendedLifetime(ended) {}
    }

    /// An event's name for Objective-C (`launched`, `grantedAccess`, `timedOut`,
    /// `connectionFailed`) and its detail (the connection failure's debug description).
    package static func name(of event: SeamUnlockEvent) -> (name: String, detail: String?) {
        switch event {
        case .launched: ("launched", nil)
        case .grantedAccess: ("grantedAccess", nil)
        case .timedOut: ("timedOut", nil)
        case .connectionFailed(let debugDescription): ("connectionFailed", debugDescription)
        }
    }
}
