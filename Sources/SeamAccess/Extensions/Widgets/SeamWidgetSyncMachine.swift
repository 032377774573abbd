import Foundation

/// When ``SeamWidgetSync`` rewrites the key snapshot and reloads the key widgets, as a pure
/// function of the service's keys and sign-in state. Changes are gathered until the next turn
/// of the main actor (`.due`), so a sign-out's "no keys" then "inactive" cost one reload.
package struct SeamWidgetSyncMachine: SeamMachine, Hashable, Sendable {
    package struct State: Hashable, Sendable {
        package var credentials: [SeamAccessCredential]
        package var isActive: Bool
        /// Set at the first active state or a sign-out: until then a launch that is still
        /// activating leaves the last snapshot and the widget as they are.
        package var hasBeenActive = false
        /// A `.due` has been asked for and not come yet.
        package var isScheduled = false
        /// The router used a widget's signed link since the last reload.
        package var linkUsed = false
        package var trigger = SeamWidgetReloadTrigger()

        package init(credentials: [SeamAccessCredential], isActive: Bool) {
            self.credentials = credentials
            self.isActive = isActive
        }
    }

    package enum Event: Hashable, Sendable {
        /// The sync began with the state it read from the service.
        case launched
        case credentialsChanged([SeamAccessCredential])
        case activeChanged(Bool)
        /// The service signed out (``SeamServiceProtocol/deactivationPublisher``).
        case signedOut
        /// The router used one of the widget's Unlock links: the widget needs a new one.
        case linkUsed
        /// The turn asked for with ``Effect/schedule`` came.
        case due
    }

    package enum Effect: Hashable, Sendable {
        /// Send ``Event/due`` on the next turn of the main actor.
        case schedule
        /// Replace the snapshot with these keys (when the app writes one).
        case writeSnapshot([SeamAccessCredential])
        /// Delete the snapshot (when the app writes one).
        case removeSnapshot
        /// Ask WidgetKit to reload the key widgets.
        case reload
        /// Call ``SeamWidgetSync/onKeysChanged``.
        case keysChanged
    }

    package typealias Step = SeamStep<State, Effect>

    package init() {}

    package func reduce(_ state: State, _ event: Event) -> Step {
        var state = state
        switch event {
        case .launched: break
        case .credentialsChanged(let credentials): state.credentials = credentials
        case .activeChanged(let isActive): state.isActive = isActive
        case .signedOut: state.hasBeenActive = true
        case .linkUsed: state.linkUsed = true
        case .due: return due(state)
        }
        guard !state.isScheduled else { return Step(state) }
        state.isScheduled = true
        return Step(state, [.schedule])
    }

    private func due(_ state: State) -> Step {
        var state = state
        state.isScheduled = false
        if state.isActive { state.hasBeenActive = true }
        let renewsLinks = state.linkUsed && state.isActive
        state.linkUsed = false
        guard state.hasBeenActive, state.trigger.shouldReload(for: state.credentials, isActive: state.isActive) else {
            // The keys are as the widget shows them, but the Unlock link it showed is spent.
            return Step(state, renewsLinks ? [.reload] : [])
        }
        let snapshot: Effect = state.isActive ? .writeSnapshot(state.credentials) : .removeSnapshot
        return Step(state, [snapshot, .reload, .keysChanged])
    }
}
