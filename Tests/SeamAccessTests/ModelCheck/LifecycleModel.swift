import SeamAccess

/// The reference model: the documented lifecycle of ``Seam`` as a small state machine whose
/// calls take effect in one or two atomic events, so concurrent calls can interleave.
///
/// - `initialize`: one event. Legal from `uninitialized` only; otherwise `alreadyInitialized`
///   (or `deactivationInProgress` while deactivating).
/// - `activate`: *begin* (from `initialized` it starts an activation; while one runs it joins
///   it; when active it returns at once) and the activation's *completion* (`active`, unless a
///   deactivation began meanwhile: then `deactivationInProgress`), then *published* (the
///   credentials reach subscribers; until then the facade is active with no keys yet).
/// - `refresh`: *begin* (must be active) and *end* (may fail once a deactivation began).
/// - `unlock`: one event; needs `active` with published keys (before they are published, the
///   SDK is not active yet for its callers: `initializationRequired`).
/// - `deactivate`: *begin* (cancels a running activation; joins a running deactivation) and
///   *end* (`uninitialized`).
/// With faults injected, an activation or refresh may also fail with any backend error.
/// When the backend may end the session (the cloud engine, told 401), an activation may fail
/// by ending it, and an active session may end by itself: both begin a deactivation nobody
/// called, which ends in `uninitialized`.
struct LifecycleModel {
    enum State: Hashable, CustomStringConvertible {
        case uninitialized, initialized, activating(Int), active(published: Bool), deactivating(Int)

        var description: String {
            switch self {
            case .uninitialized: "uninitialized"
            case .initialized: "initialized"
            case .activating: "activating"
            case .active(let published): published ? "active" : "active(unpublished)"
            case .deactivating: "deactivating"
            }
        }

        var isStable: Bool {
            switch self {
            case .uninitialized, .initialized, .active(published: true): true
            default: false
            }
        }
    }

    /// What a call returned, in the model's terms.
    enum Outcome: Hashable, CustomStringConvertible {
        case ok
        case failed(SeamError)
        /// Any backend error (faults).
        case backendError

        var description: String {
            switch self {
            case .ok: "ok"
            case .failed(let error): "\(error)"
            case .backendError: "backend error"
            }
        }

        func matches(_ observed: Outcome) -> Bool {
            if self == observed { return true }
            if case .backendError = self, case .failed = observed { return true }
            return false
        }
    }

    let faultsPossible: Bool
    var sessionMayEnd = false

    /// The states the facade may be in after `ops` ran concurrently from any of `starts`,
    /// given what each call returned and whether the facade reported itself active.
    func successors(of starts: Set<State>, ops: [ModelOp], outcomes: [Outcome], isActive: Bool) -> Set<State> {
        var finals = Set<State>()
        for start in starts {
            var search = Search(model: self, ops: ops, observed: outcomes)
            search.explore(Node(state: start, begun: Array(repeating: false, count: ops.count)))
            finals.formUnion(search.finals)
        }
        return finals.filter { ($0 == .active(published: true)) == isActive }
    }

    private struct Node: Hashable {
        var state: State
        var begun: [Bool]
        /// Calls that have begun but not returned, waiting for an activation/deactivation/refresh.
        var waiting: [Int: Int] = [:]  // op index → id of the event it waits for
        var resolved: [Int: Outcome] = [:]
        var pendingRefreshes: [Int: Bool] = [:]  // op index → a deactivation began since
        var nextId = 1
    }

    private struct Search {
        let model: LifecycleModel
        let ops: [ModelOp]
        let observed: [Outcome]
        var finals = Set<State>()
        var seen = Set<Node>()

        mutating func explore(_ node: Node) {
            guard seen.insert(node).inserted else { return }
            var moved = false
            for index in ops.indices where !node.begun[index] {
                moved = true
                for next in begin(index, in: node) { explore(next) }
            }
            for next in internalEvents(node) {
                moved = true
                explore(next)
            }
            // The backend may end an active session, or not: a node where it has not is final too.
            if model.sessionMayEnd, case .active = node.state {
                var next = node
                next.state = .deactivating(node.nextId)
                next.nextId += 1
                for key in next.pendingRefreshes.keys { next.pendingRefreshes[key] = true }
                explore(next)
            }
            if !moved, node.state.isStable || node.state == .active(published: false) {
                // `active(unpublished)` always publishes (handled as an internal event), so a
                // final node is one with nothing left to happen.
                if node.waiting.isEmpty, node.pendingRefreshes.isEmpty, node.state.isStable { finals.insert(node.state) }
            }
        }

        /// Assigns `outcome` to call `index` when it is what the call returned.
        func resolve(_ index: Int, _ outcome: Outcome, in node: inout Node) -> Bool {
            guard outcome.matches(observed[index]) else { return false }
            node.resolved[index] = outcome
            return true
        }

        func begin(_ index: Int, in original: Node) -> [Node] {
            var node = original
            node.begun[index] = true
            var results: [Node] = []
            func finish(_ outcome: Outcome, _ change: ((inout Node) -> Void)? = nil) {
                var next = node
                change?(&next)
                if resolve(index, outcome, in: &next) { results.append(next) }
            }
            switch (ops[index], node.state) {
            case (.initialize, .uninitialized): finish(.ok) { $0.state = .initialized }
            case (.initialize, .deactivating): finish(.failed(.deactivationInProgress))
            case (.initialize, _): finish(.failed(.alreadyInitialized))

            case (.activate, .uninitialized): finish(.failed(.initializationRequired))
            case (.activate, .deactivating): finish(.failed(.deactivationInProgress))
            case (.activate, .active): finish(.ok)
            case (.activate, .activating(let id)): node.waiting[index] = id; results.append(node)
            case (.activate, .initialized):
                let id = node.nextId
                node.nextId += 1
                node.state = .activating(id)
                node.waiting[index] = id
                results.append(node)

            case (.refresh, .active): node.pendingRefreshes[index] = false; results.append(node)
            case (.refresh, .deactivating): finish(.failed(.deactivationInProgress))
            case (.refresh, _): finish(.failed(.initializationRequired))

            case (.unlock, .active(published: true)): finish(.ok)
            case (.unlock, .active(published: false)): finish(.failed(.initializationRequired))
            case (.unlock, .deactivating): finish(.failed(.deactivationInProgress))
            case (.unlock, _): finish(.failed(.initializationRequired))

            case (.deactivate, .uninitialized): finish(.ok)
            case (.deactivate, .deactivating(let id)): node.waiting[index] = id; results.append(node)
            case (.deactivate, _):
                let id = node.nextId
                node.nextId += 1
                node.state = .deactivating(id)
                node.waiting[index] = id
                for key in node.pendingRefreshes.keys { node.pendingRefreshes[key] = true }
                results.append(node)

            case (.cancelUnlock, _), (.advance, _), (.fault, _): finish(.ok)
            }
            return results
        }

        /// Completions of activations, deactivations and refreshes that may happen now.
        func internalEvents(_ node: Node) -> [Node] {
            var results: [Node] = []
            // Activation completion (its id is the one callers wait on).
            let activations = Set(node.waiting.compactMap { index, id in ops[index] == .activate ? id : nil })
            for id in activations {
                let joiners = node.waiting.filter { $0.value == id }.map(\.key)
                var outcomes: [(Outcome, State?)] = []
                if node.state == .activating(id) {
                    outcomes.append((.ok, .active(published: false)))
                    if model.faultsPossible { outcomes.append((.backendError, .initialized)) }
                    if model.sessionMayEnd { outcomes.append((.backendError, .deactivating(node.nextId))) }
                } else {
                    outcomes.append((.failed(.deactivationInProgress), nil))
                    if model.faultsPossible { outcomes.append((.backendError, nil)) }
                }
                for (outcome, state) in outcomes {
                    var next = node
                    if let state { next.state = state }
                    if case .deactivating(let ended)? = state, ended == node.nextId { next.nextId += 1 }
                    for joiner in joiners { next.waiting[joiner] = nil }
                    if joiners.allSatisfy({ resolve($0, outcome, in: &next) }) { results.append(next) }
                }
            }
            if node.state == .active(published: false) {
                var next = node
                next.state = .active(published: true)
                results.append(next)
            }
            // Deactivation end.
            if case .deactivating(let id) = node.state {
                var next = node
                next.state = .uninitialized
                let joiners = node.waiting.filter { $0.value == id }.map(\.key)
                for joiner in joiners { next.waiting[joiner] = nil }
                if joiners.allSatisfy({ resolve($0, .ok, in: &next) }) { results.append(next) }
            }
            // Refresh end.
            for (index, deactivated) in node.pendingRefreshes {
                var candidates: [Outcome] = [.ok]
                if model.faultsPossible { candidates.append(.backendError) }
                if deactivated { candidates += [.failed(.initializationRequired), .failed(.deactivationInProgress)] }
                for outcome in candidates {
                    var next = node
                    next.pendingRefreshes[index] = nil
                    if resolve(index, outcome, in: &next) { results.append(next) }
                }
            }
            return results
        }
    }
}
