import Foundation

/// Runs a ``SeamMachine`` for the object that owns it: holds the state, handles events one at
/// a time in the order they come, and hands each step to the owner, which connects once with
/// ``run(willReduce:didReduce:perform:didSettle:)`` and then only sends events. An event sent while
/// another is handled waits its turn; `didSettle` runs when the queue is empty, so a value is never
/// published from inside its own notification. Not `Sendable`: it lives on its owner's actor.
package final class SeamStore<Machine: SeamMachine> {
    package typealias Step = SeamStep<Machine.State, Machine.Effect>

    /// The machine; an owner may change its settings between events.
    package var machine: Machine
    /// The machine's state. Only steps change it, but for what the machine does not decide (a
    /// setting kept in the state, a part the owner holds elsewhere between events).
    package var state: Machine.State

    private var queue: [Machine.Event] = []
    private var isRunning = false
    private var isSettling = false
    private var settlesAgain = false
    private var willReduce: (Machine.Event) -> Void = { _ in }
    private var didReduce: (_ old: Machine.State, _ step: Step) -> Void = { _, _ in }
    private var perform: (Machine.Effect) -> Void = { _ in }
    private var didSettle: () -> Void = {}

    package init(_ machine: Machine, state: Machine.State) {
        self.machine = machine
        self.state = state
    }

    /// Connects the owner. Capture the owner weakly: the owner holds the store.
    /// - Parameters:
    ///   - willReduce: Called with each event before it is reduced (to set the machine's
    ///     settings for it).
    ///   - didReduce: Called with the state before and the step, after the state is stored and
    ///     before the effects are performed.
    ///   - perform: Performs one effect.
    ///   - didSettle: Called once the queue is empty (to publish what the events changed); again
    ///     while events sent meanwhile changed the state, at most 16 times in a row.
    package func run(
        willReduce: @escaping (Machine.Event) -> Void = { _ in },
        didReduce: @escaping (_ old: Machine.State, _ step: Step) -> Void = { _, _ in },
        perform: @escaping (Machine.Effect) -> Void,
        didSettle: @escaping () -> Void = {}
    ) {
        self.willReduce = willReduce
        self.didReduce = didReduce
        self.perform = perform
        self.didSettle = didSettle
    }

    /// Handles `event`, then every event sent meanwhile. Returns the effects of `event` when it
    /// was handled now, or `[]` when it was queued behind the event being handled.
    @discardableResult
    package func send(_ event: Machine.Event) -> [Machine.Effect] {
        queue.append(event)
        guard !isRunning else { return [] }
        isRunning = true
        var first: [Machine.Effect]?
        while !queue.isEmpty {
            let next = queue.removeFirst()
            willReduce(next)
            let old = state
            let step = machine.reduce(old, next)
            state = step.state
            didReduce(old, step)
            if first == nil { first = step.effects }
            step.effects.forEach(perform)
        }
        isRunning = false
        settle()
        return first ?? []
    }

    private func settle() {
        guard !isSettling else {
            settlesAgain = true
            return
        }
        isSettling = true
        defer { isSettling = false }
        for _ in 0..<16 {
            settlesAgain = false
            didSettle()
            if !settlesAgain { return }
        }
        assertionFailure("SeamStore: events sent while publishing kept changing the state")
    }
}
