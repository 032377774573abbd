import Foundation

extension SeamStayActivityMachine {
    /// The scheduled turn: a sign-out ends every stay; before the first active state only the
    /// stays no request keeps end; otherwise the machine asks for the rules to plan with.
    func due(_ state: State, _ screen: LockScreen, now: Date) -> Step {
        var state = state
        state.isScheduled = false
        if state.isActive {
            state.hasBeenActive = true
            state.signedOut = false
        }
        if state.signedOut || (state.hasBeenActive && !state.isActive) {
            // Every request goes, and every stay, the ended ones still on the Lock Screen too.
            state.requests = [:]
            let ends = Self.end(&state, screen.running + screen.lingering) { _ in true }
            return Step(state, [.save([])] + ends + [.wake(at: nil)])
        }
        let effects = Self.noteSystemEnds(&state, screen)
        guard state.hasBeenActive else {
            let kept = state.requests
            return Step(state, effects + Self.end(&state, screen.running + screen.lingering) { kept[$0.credentialId] == nil })
        }
        return Step(state, effects + [.readRules])
    }

    /// Plans with `rules`: starts what is asked for (in the foreground only), forgets what
    /// the person dismissed or cannot be met, updates and ends what the plan says.
    func plan(_ state: State, rules: Rules, _ screen: LockScreen, now: Date) -> Step {
        var state = state
        guard state.hasBeenActive, state.isActive, !state.signedOut else { return Step(state) }
        let running = Self.running(&state, screen)
        let shown = Set(running.map(\.credentialId))
        var wanted: Set<String> = []
        for request in state.requests.values where !shown.contains(request.credentialId) {
            switch request.disappearance(now: now) {
            // In the background a start would be refused: the request waits for the foreground.
            case .neverShown, .endedBySystem: if state.inForeground { wanted.insert(request.credentialId) }
            case .dismissedByPerson: state.requests[request.credentialId] = nil
            }
        }
        let plan = SeamStayActivityPlan(credentials: state.credentials, requested: wanted, running: running,
                                        rules: rules, now: now, renewingLinksOf: state.usedLinks)
        state.usedLinks = []
        plan.declined.keys.forEach { state.requests[$0] = nil }
        for end in plan.ends where end.reason != .duplicate { state.requests[end.credentialId] = nil }
        plan.ends.forEach { state.ending.insert($0.activityId) }
        plan.updates.forEach { state.sent[$0.activityId] = $0.state }
        var effects: [Effect] = [Self.save(state)]
        effects += plan.starts.map { .start($0) }
        effects += plan.updates.map { .update(activityId: $0.activityId, $0.state) }
        effects += plan.ends.map { .end(activityId: $0.activityId) }
        return Step(state, effects + [.wake(at: plan.nextEvaluation)])
    }

    /// A stay started: the system's ended one for the same key, which may still be on the
    /// Lock Screen, gives way to it (kept when the start is refused).
    func started(_ state: State, _ start: SeamStayActivityPlan.Start, activityId: String, _ screen: LockScreen,
                 now: Date) -> Step {
        var state = state
        let ends = Self.end(&state, screen.lingering) { $0.credentialId == start.credentialId }
        state.sent[activityId] = start.state
        state.requests[start.credentialId] = SeamStayRequest(credentialId: start.credentialId, activityId: activityId,
                                                             startedAt: now)
        return Step(state, ends + [Self.save(state)])
    }

    /// Ends the activities that `condition` picks and are not being ended.
    static func end(_ state: inout State, _ activities: [Activity], where condition: (Activity) -> Bool) -> [Effect] {
        let ids = activities.filter { condition($0) && !state.ending.contains($0.id) }.map(\.id)
        state.ending.formUnion(ids)
        return ids.map { .end(activityId: $0) }
    }

    /// A kept stay whose activity is listed as ended was ended by the system (the app
    /// removes the request of each stay it ends).
    static func noteSystemEnds(_ state: inout State, _ screen: LockScreen) -> [Effect] {
        var changed = false
        for activity in screen.lingering {
            guard var request = state.requests[activity.credentialId], request.activityId == activity.id,
                  !request.endedBySystem else { continue }
            request.endedBySystem = true
            state.requests[activity.credentialId] = request
            changed = true
        }
        return changed ? [save(state)] : []
    }

    /// The running activities, without those being ended, with what was last sent them;
    /// forgets what was sent to, or is ending, activities that are gone.
    static func running(_ state: inout State, _ screen: LockScreen) -> [Activity] {
        let ids = Set(screen.running.map(\.id))
        state.ending.formIntersection(ids.union(screen.lingering.map(\.id)))
        state.sent = state.sent.filter { ids.contains($0.key) }
        let sent = state.sent
        return screen.running.filter { !state.ending.contains($0.id) }.map {
            Activity(id: $0.id, credentialId: $0.credentialId, state: sent[$0.id] ?? $0.state)
        }
    }

    static func save(_ state: State) -> Effect {
        .save(state.requests.values.sorted { $0.credentialId < $1.credentialId })
    }
}
