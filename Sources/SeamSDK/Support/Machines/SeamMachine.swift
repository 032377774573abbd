import Foundation

/// A state machine: a pure function from a state and an event to the next state and the
/// effects its owner performs. Every machine in the package has this one signature, and a
/// ``SeamStore`` runs any of them.
///
/// ```swift
/// let step = SeamWalletSuppressionMachine().reduce(.init(), .attemptStarted(isAvailable: true))
/// // step.state.attempts == 1, step.effects == [.request(id: 1)]
/// ```
package protocol SeamMachine {
    associatedtype State
    associatedtype Event
    associatedtype Effect

    /// The next state and the effects to perform. Pure: same inputs, same answer.
    func reduce(_ state: State, _ event: Event) -> SeamStep<State, Effect>
}

/// What one event did: the machine's next state and the effects its owner performs, in order.
package struct SeamStep<State, Effect> {
    package var state: State
    package var effects: [Effect]

    package init(_ state: State, _ effects: [Effect] = []) {
        self.state = state
        self.effects = effects
    }
}

extension SeamStep: Equatable where State: Equatable, Effect: Equatable {}
extension SeamStep: Hashable where State: Hashable, Effect: Hashable {}
extension SeamStep: Sendable where State: Sendable, Effect: Sendable {}
