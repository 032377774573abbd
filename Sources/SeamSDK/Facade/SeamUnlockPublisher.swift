import Foundation

/// The publisher ``Seam/unlock(using:proximity:timeout:)`` returns.
///
/// The attempt starts when a subscriber first requests a value and stops when the
/// subscription is cancelled. It never fails and finishes right after its terminal event.
/// Values and completion are delivered on the main actor.
struct SeamUnlockPublisher: Publisher {
    typealias Output = SeamUnlockEvent
    typealias Failure = Never
    typealias Run = @Sendable (_ emit: @escaping @Sendable (SeamUnlockEvent) -> Void) async -> Void

    let run: Run

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: SeamUnlockSubscription(downstream: AnySubscriber(subscriber), run: run))
    }
}

final class SeamUnlockSubscription: Subscription, @unchecked Sendable {
    typealias Downstream = AnySubscriber<SeamUnlockEvent, Never>

    // Safe to share: every mutable field lives in `state` and is only touched under its lock.
    // `Downstream` is called outside the lock, by one thread at a time (`isDelivering`).
    private struct State {
        var downstream: Downstream?
        var demand = Subscribers.Demand.none
        var buffer: [SeamUnlockEvent] = []
        var isSourceFinished = false
        var isStarted = false
        var isDelivering = false
        var task: Task<Void, Never>?
    }

    private enum Step {
        case stop
        case deliver(Downstream, SeamUnlockEvent)
        case complete(Downstream)
    }

    private let state: LockIsolated<State>
    private let run: SeamUnlockPublisher.Run
    let combineIdentifier = CombineIdentifier()

    init(downstream: Downstream, run: @escaping SeamUnlockPublisher.Run) {
        state = LockIsolated(State(downstream: downstream))
        self.run = run
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        let shouldStart = state.withLock { state -> Bool in
            guard state.downstream != nil else { return false }
            state.demand += demand
            defer { state.isStarted = true }
            return !state.isStarted
        }
        if shouldStart { start() }
        drain()
    }

    func cancel() {
        let task = state.withLock { state -> Task<Void, Never>? in
            state.downstream = nil
            state.buffer = []
            return state.task
        }
        task?.cancel()
    }

    private func start() {
        let run = run
        // The task keeps the subscription alive until the attempt ends; `cancel()` ends it early.
        // It runs on the main actor so that values and the completion both reach subscribers
        // there (main-actor view models rely on it).
        let task = Task { @MainActor in
            await run { event in self.push(event) }
            self.finishSource()
        }
        let isCancelled = state.withLock { state -> Bool in
            state.task = task
            return state.downstream == nil
        }
        if isCancelled { task.cancel() }
    }

    private func push(_ event: SeamUnlockEvent) {
        state.withLock { $0.buffer.append(event) }
        drain()
    }

    private func finishSource() {
        state.withLock { $0.isSourceFinished = true }
        drain()
    }

    private func drain() {
        while true {
            let step = state.withLock { state -> Step in
                guard !state.isDelivering, let downstream = state.downstream else { return .stop }
                if !state.buffer.isEmpty, state.demand > .none {
                    state.demand -= 1
                    state.isDelivering = true
                    return .deliver(downstream, state.buffer.removeFirst())
                }
                if state.buffer.isEmpty, state.isSourceFinished {
                    state.downstream = nil
                    return .complete(downstream)
                }
                return .stop
            }
            switch step {
            case .stop:
                return
            case .deliver(let downstream, let event):
                let more = downstream.receive(event)
                state.withLock { state in
                    state.isDelivering = false
                    state.demand += more
                }
            case .complete(let downstream):
                downstream.receive(completion: .finished)
                return
            }
        }
    }
}
