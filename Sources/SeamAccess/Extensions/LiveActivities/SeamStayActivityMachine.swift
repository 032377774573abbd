import Foundation

/// What ``SeamStayActivityCoordinator`` does, as a pure function: which requests it keeps,
/// when it plans, and which stays it starts, updates and ends. `SeamStayActivityPlan` makes
/// each plan; the machine holds what lies between plans, so the coordinator only carries out
/// its effects through a `SeamStayActivityHost`.
package struct SeamStayActivityMachine: SeamMachine, Hashable, Sendable {
    package typealias Rules = SeamStayActivityCoordinator.Rules
    package typealias Eligibility = SeamStayActivityCoordinator.Eligibility
    package typealias Activity = SeamStayActivityPlan.RunningActivity

    /// What the host shows, read when an event is sent.
    package struct LockScreen: Hashable, Sendable {
        /// The stays the system shows now.
        package var running: [Activity]
        /// The stays that have ended but may still be on the Lock Screen.
        package var lingering: [Activity]

        package init(running: [Activity] = [], lingering: [Activity] = []) {
            self.running = running
            self.lingering = lingering
        }
    }

    package struct State: Hashable, Sendable {
        package var credentials: [SeamAccessCredential]
        package var isActive: Bool
        /// Set at the first active state: until then a launch still activating (no keys yet)
        /// ends only the stays no request keeps, and a request waits for the keys.
        package var hasBeenActive = false
        package var signedOut: Bool
        /// The stays asked for, by key, as stored.
        package var requests: [String: SeamStayRequest]
        /// From a start or a refresh until the app resigns active: ActivityKit refuses to
        /// start a stay in the background.
        package var inForeground = false
        /// What was last sent each activity, and the ones being ended, so a plan made before
        /// ActivityKit has applied them neither repeats an update nor ends one twice.
        package var sent: [String: SeamStayActivityState] = [:]
        package var ending: Set<String> = []
        /// A `.due` has been asked for and not come yet.
        package var isScheduled = false
        /// Keys whose Unlock link the router used since the last plan: their stays get new links.
        package var usedLinks: Set<String> = []

        package init(credentials: [SeamAccessCredential], isActive: Bool, signedOut: Bool,
                     requests: [SeamStayRequest] = []) {
            self.credentials = credentials
            self.isActive = isActive
            self.signedOut = signedOut
            self.requests = Dictionary(requests.map { ($0.credentialId, $0) }, uniquingKeysWith: { _, last in last })
        }
    }

    package enum Event: Hashable, Sendable {
        /// The coordinator began with the state it read.
        case launched
        case credentialsChanged([SeamAccessCredential])
        case activeChanged(Bool)
        /// The service signed out (``SeamServiceProtocol/deactivationPublisher``).
        case signedOut
        /// The router used the Unlock link of this key's stay.
        case linkUsed(credentialId: String)
        /// The app asked for a stay; `eligibility` is ``eligibility(of:in:now:rules:)``'s answer.
        case asked(credentialId: String, Eligibility, LockScreen)
        /// The app asked to end the stay.
        case stopped(credentialId: String, LockScreen)
        /// The app is in the foreground (it became active): plan now.
        case refreshed
        /// The app resigned active.
        case leftForeground
        /// The host reported what became of an activity.
        case lifecycle(activityId: String, SeamStayActivityLifecycle, now: Date)
        /// The time asked for with ``Effect/wake(at:)`` came.
        case woke
        /// The turn asked for with ``Effect/schedule`` came.
        case due(LockScreen, now: Date)
        /// The rules asked for with ``Effect/readRules``.
        case rulesRead(Rules, LockScreen, now: Date)
        /// The host started the stay as `activityId`.
        case started(SeamStayActivityPlan.Start, activityId: String, LockScreen, now: Date)
        /// The host refused to start a stay for the key (the coordinator reports it).
        case startRefused(credentialId: String)
    }

    package enum Effect: Hashable, Sendable {
        /// Send ``Event/due`` on the next turn of the main actor.
        case schedule
        /// Send ``Event/rulesRead(_:_:now:)`` with the app's rules, read now.
        case readRules
        /// Start a stay; send ``Event/started(_:activityId:_:now:)`` or ``Event/startRefused(credentialId:)``.
        case start(SeamStayActivityPlan.Start)
        case update(activityId: String, SeamStayActivityState)
        case end(activityId: String)
        /// Keep these requests (none: remove what is stored).
        case save([SeamStayRequest])
        /// Send ``Event/woke`` at this time, instead of any time asked before; `nil`: never.
        case wake(at: Date?)
    }

    package typealias Step = SeamStep<State, Effect>

    package init() {}

    /// Whether the key `credentialId` may have a stay now; `rules` is read only for a listed key.
    package static func eligibility(of credentialId: String, in state: State, now: Date,
                                    rules: () -> Rules) -> Eligibility {
        guard !state.signedOut, state.isActive || !state.hasBeenActive else { return .signedOut }
        return state.credentials.first { $0.id == credentialId }
            .map { rules().eligibility(of: $0, now: now) } ?? .unknownKey
    }

    package func reduce(_ state: State, _ event: Event) -> Step {
        var state = state
        var effects: [Effect] = []
        switch event {
        case .launched, .woke: break
        case .credentialsChanged(let credentials): state.credentials = credentials
        case .activeChanged(let isActive): state.isActive = isActive
        case .signedOut: state.signedOut = true
        case .linkUsed(let credentialId): state.usedLinks.insert(credentialId)
        case .refreshed: state.inForeground = true
        case .leftForeground:
            state.inForeground = false
            return Step(state)
        case .asked(let credentialId, let eligibility, let screen):
            guard eligibility == .eligible || eligibility.mayBecomeEligible else { return Step(state) }
            let isShown = state.requests[credentialId]?.activityId.map { id in screen.running.contains { $0.id == id } }
            if isShown != true {
                state.requests[credentialId] = SeamStayRequest(credentialId: credentialId)
                effects.append(Self.save(state))
            }
            state.inForeground = true
        case .stopped(let credentialId, let screen):
            state.requests[credentialId] = nil
            effects.append(Self.save(state))
            let shown = Self.running(&state, screen).filter { $0.credentialId == credentialId }
            effects += Self.end(&state, shown) { _ in true }
            return Step(state, effects)
        case .lifecycle(let activityId, let lifecycle, let now):
            guard !state.ending.contains(activityId),
                  let request = state.requests.values.first(where: { $0.activityId == activityId }) else { return Step(state) }
            let next = request.observing(lifecycle, at: now)
            guard next != request else { return Step(state) }
            state.requests[request.credentialId] = next
            effects.append(Self.save(state))
        case .due(let screen, let now): return due(state, screen, now: now)
        case .rulesRead(let rules, let screen, let now): return plan(state, rules: rules, screen, now: now)
        case .started(let start, let activityId, let screen, let now):
            return started(state, start, activityId: activityId, screen, now: now)
        case .startRefused(let credentialId):
            state.requests[credentialId] = nil
            return Step(state, [Self.save(state)])
        }
        if !state.isScheduled {
            // Keys and sign-in change together (a sign-out publishes "no keys" then
            // "inactive"): planning once, on the next turn of the main actor, sees both.
            state.isScheduled = true
            effects.append(.schedule)
        }
        return Step(state, effects)
    }
}
