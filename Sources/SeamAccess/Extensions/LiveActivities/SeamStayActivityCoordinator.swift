import Foundation
@_spi(SeamInternal) import SeamSDK

/// Keeps the app's stays on the Lock Screen in step with its keys: starts one when the app
/// asks (``start(credentialId:)``), updates it when the key changes or its countdown begins,
/// signs its Unlock link again before the link's proof runs out and as soon as the app's
/// ``SeamUnlockRouter`` has used a link of that key (each starts one unlock), and ends it at checkout,
/// when the key goes, and on sign-out (with or without deintegration). Every decision is
/// `SeamStayActivityPlan`'s; this object feeds it and carries it out through a
/// `SeamStayActivityHost`.
///
/// iOS ends every Live Activity after eight hours. The coordinator keeps the stays the app
/// asked for (`SeamStayActivityStorage`, so a relaunch keeps them), tells a stay the system
/// ended from one the person dismissed (`SeamStayRequest.disappearance(now:)`), and starts
/// again a stay the system ended the next time the app becomes active (``refresh()``), never
/// one the person dismissed. Without push there is no other way to bring it back: between
/// the end and the next time the app is opened, the stay is not on the Lock Screen.
///
/// Until the service has been active once, it ends only the stays it does not keep (left
/// from a run that signed out) and, on sign-out, every stay: a launch that is still
/// activating (no keys yet) ends none it keeps, and a request waits for the keys.
///
/// ```swift
/// let stays = SeamStayActivityCoordinator(service: service, host: host) {
///     SeamStayActivityCoordinator.Rules(linkFormat: SeamExtensionConfiguration.current.resolvedLinkFormat)
/// }
/// stays.start(credentialId: "room-101")  // .eligible
/// ```
@MainActor
public final class SeamStayActivityCoordinator {
    private let host: any SeamStayActivityHost
    private let clock: any SeamClock
    private var subscriptions: [AnyCancellable] = []
    private var credentials: [SeamAccessCredential]
    private var isActive: Bool
    private var hasBeenActive = false
    private var signedOut = false
    private let storage: any SeamStayActivityStorage
    /// The stays asked for, by key, as stored.
    private var requests: [String: SeamStayRequest]
    /// Whether the app is in the foreground: from a start or a refresh until it resigns active
    /// (``leftForeground()``). Stays start only then: ActivityKit refuses them in the background.
    private var inForeground = false
    /// What this process last sent each activity, and the ones it is ending, so a plan made
    /// before ActivityKit has applied them neither repeats an update nor ends one twice.
    private var sent: [String: SeamStayActivityState] = [:]
    private var ending: Set<String> = []
    private var isScheduled = false
    /// Keys whose Unlock link the router used since the last plan: their stays get new links.
    private var usedLinks: Set<String> = []
    private var timer: Task<Void, Never>?
    private var work: Task<Void, Never>?

    /// The rules, read for every plan: the install's link secret changes with each sign-out.
    private let makeRules: @MainActor () -> SeamStayActivityCoordinator.Rules

    /// Called when the system refuses to start a stay (the request is then forgotten), e.g.
    /// Live Activities turned off for the app.
    public var onStartFailure: (@MainActor (_ credentialId: String, _ error: any Error) -> Void)?

    /// - Parameters:
    ///   - service: The app's service.
    ///   - host: Carries out the plans (ActivityKit in an app).
    ///   - clock: When countdowns begin and stays end.
    ///   - storage: Where the requested stays are kept between launches. In memory by default
    ///     (tests, previews): a launch then keeps no stay of the one before, and ends them. An
    ///     app passes `SeamUserDefaultsStayActivityStorage`, as SeamWidgets'
    ///     `SeamStayActivities` does.
    ///   - router: The router that takes the stay's links; `nil` for ``SeamUnlockRouter/shared``.
    ///   - rules: The rules, read each time the coordinator plans.
    package init(service: any SeamServiceProtocol, host: any SeamStayActivityHost,
                clock: any SeamClock = SeamSystemClock(),
                storage: any SeamStayActivityStorage = SeamInMemoryStayActivityStorage(),
                router: SeamUnlockRouter? = nil,
                rules: @escaping @MainActor () -> SeamStayActivityCoordinator.Rules) {
        self.host = host
        self.storage = storage
        requests = Dictionary(storage.load().map { ($0.credentialId, $0) }, uniquingKeysWith: { _, last in last })
        signedOut = service.sessionState == .signedOut
        makeRules = rules
        self.clock = clock
        credentials = service.credentials
        isActive = service.isActive
        subscriptions = [
            service.credentialsPublisher.sinkOnMainActor { [weak self] in self?.credentials = $0; self?.schedule() },
            service.isActivePublisher.sinkOnMainActor { [weak self] in self?.isActive = $0; self?.schedule() },
            service.deactivationPublisher.sinkOnMainActor { [weak self] in self?.signOut() },
            (router ?? .shared).signedLinkUsed.sinkOnMainActor { [weak self] in
                self?.usedLinks.insert($0)
                self?.schedule()
            },
        ]
        host.onLifecycle = { [weak self] id, state in self?.observe(activityId: id, state) }
        schedule()
    }

    deinit {
        timer?.cancel()
    }

    /// Asks for a stay on the Lock Screen for the key `credentialId`, and says whether it can
    /// have one now. `.eligible` starts it (on the next turn of the main actor);
    /// `.unknownKey` waits for the keys to arrive; anything else is refused and forgotten.
    /// Asking again for a running stay changes nothing; asking for one the person dismissed
    /// shows it again, so ask when the person wants the stay (or once per stay, remembering
    /// it yourself), not at every launch: the request is kept across launches. Call it while
    /// the app is in the foreground.
    @discardableResult
    public func start(credentialId: String) -> Eligibility {
        guard !signedOut, isActive || !hasBeenActive else { return .signedOut }
        let eligibility = credentials.first { $0.id == credentialId }
            .map { makeRules().eligibility(of: $0, now: clock.now) } ?? .unknownKey
        if eligibility == .eligible || eligibility.mayBecomeEligible {
            if requests[credentialId].map({ !isRunning($0) }) ?? true {
                requests[credentialId] = SeamStayRequest(credentialId: credentialId)
                save()
            }
            inForeground = true
            schedule()
        }
        return eligibility
    }

    /// Ends the stay for `credentialId`, or forgets the request for it.
    public func stop(credentialId: String) {
        requests[credentialId] = nil
        save()
        let ids = running().filter { $0.credentialId == credentialId }.map(\.id)
        ids.forEach { ending.insert($0) }
        perform { host in for id in ids { await host.end(activityId: id) } }
    }

    /// Plans again now, with the app in the foreground: call when the app becomes active,
    /// where it may have been suspended past a countdown's start or a link's renewal, or the
    /// system may have ended a stay (it starts again), and after changing what the rules
    /// closure returns.
    public func refresh() {
        inForeground = true
        schedule()
    }

    /// The app left the foreground (it resigned active): plans start nothing until the next
    /// ``refresh()`` or ``start(credentialId:)``, since ActivityKit refuses to start activities
    /// in the background; the requests wait.
    package func leftForeground() {
        inForeground = false
    }

    /// Calls ``leftForeground()`` each time `signal` emits (SeamWidgets' `SeamStayActivities`
    /// passes UIKit's will-resign-active notification), for as long as this coordinator lives.
    package func leaveForeground(on signal: AnyPublisher<Void, Never>) {
        subscriptions.append(signal.sinkOnMainActor { [weak self] _ in self?.leftForeground() })
    }

    /// Plans again each time `signal` emits, e.g. when the app becomes active (SeamWidgets'
    /// `SeamStayActivities` passes UIKit's did-become-active notification), for as long as
    /// this coordinator lives.
    public func refresh(on signal: AnyPublisher<Void, Never>) {
        subscriptions.append(signal.sinkOnMainActor { [weak self] _ in self?.refresh() })
    }

    private func signOut() {
        signedOut = true
        schedule()
    }

    /// Keys and sign-in change together (a sign-out publishes "no keys" then "inactive"):
    /// planning once, on the next turn of the main actor, sees both.
    private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor [weak self] in self?.evaluate() }
    }

    private func evaluate() {
        isScheduled = false
        if isActive {
            hasBeenActive = true
            signedOut = false
        }
        if signedOut || (hasBeenActive && !isActive) {
            endEverything()
            return
        }
        noteSystemEnds()
        guard hasBeenActive else {
            // No keys yet: end only the stays no request keeps, left from a run that signed out.
            end(host.running + host.lingering, where: { requests[$0.credentialId] == nil })
            return
        }
        let running = running()
        let shown = Set(running.map(\.credentialId))
        var wanted: Set<String> = []
        for request in requests.values where !shown.contains(request.credentialId) {
            switch request.disappearance(now: clock.now) {
            // In the background a start would be refused: the request waits for the foreground.
            case .neverShown, .endedBySystem: if inForeground { wanted.insert(request.credentialId) }
            case .dismissedByPerson: requests[request.credentialId] = nil
            }
        }
        let plan = SeamStayActivityPlan(credentials: credentials, requested: wanted, running: running,
                                        rules: makeRules(), now: clock.now, renewingLinksOf: usedLinks)
        usedLinks = []
        plan.declined.keys.forEach { requests[$0] = nil }
        for start in plan.starts {
            do {
                let id = try host.start(credentialId: start.credentialId, state: start.state)
                // The system's ended stay may still be on the Lock Screen: the new one replaces
                // it (kept when the start is refused, so the Lock Screen does not lose it).
                end(host.lingering, where: { $0.credentialId == start.credentialId })
                sent[id] = start.state
                requests[start.credentialId] = SeamStayRequest(credentialId: start.credentialId, activityId: id,
                                                               startedAt: clock.now)
            } catch {
                requests[start.credentialId] = nil
                onStartFailure?(start.credentialId, error)
            }
        }
        for end in plan.ends where end.reason != .duplicate { requests[end.credentialId] = nil }
        save()
        plan.ends.forEach { ending.insert($0.activityId) }
        plan.updates.forEach { sent[$0.activityId] = $0.state }
        let updates = plan.updates, ends = plan.ends
        perform { host in
            for update in updates { await host.update(activityId: update.activityId, state: update.state) }
            for end in ends { await host.end(activityId: end.activityId) }
        }
        wake(at: plan.nextEvaluation)
    }

    /// Sign-out: forgets every request and removes every stay, the ended ones still on the
    /// Lock Screen included.
    private func endEverything() {
        requests = [:]
        storage.remove()
        end(host.running + host.lingering, where: { _ in true })
        wake(at: nil)
    }

    /// Ends the activities in `activities` that `condition` picks and are not being ended.
    private func end(_ activities: [SeamStayActivityPlan.RunningActivity],
                     where condition: (SeamStayActivityPlan.RunningActivity) -> Bool) {
        let ids = activities.filter { condition($0) && !ending.contains($0.id) }.map(\.id)
        guard !ids.isEmpty else { return }
        ids.forEach { ending.insert($0) }
        perform { host in for id in ids { await host.end(activityId: id) } }
    }

    /// A kept stay whose activity the host lists as ended was ended by the system (the app
    /// removes the request of each stay it ends).
    private func noteSystemEnds() {
        for activity in host.lingering {
            guard var request = requests[activity.credentialId], request.activityId == activity.id,
                  !request.endedBySystem else { continue }
            request.endedBySystem = true
            requests[activity.credentialId] = request
            save()
        }
    }

    /// What the host reports of an activity's life: a kept stay's end or dismissal.
    private func observe(activityId: String, _ state: SeamStayActivityLifecycle) {
        guard !ending.contains(activityId),
              let request = requests.values.first(where: { $0.activityId == activityId }) else { return }
        let next = request.observing(state, at: clock.now)
        guard next != request else { return }
        requests[request.credentialId] = next
        save()
        schedule()
    }

    private func isRunning(_ request: SeamStayRequest) -> Bool {
        guard let id = request.activityId else { return false }
        return host.running.contains { $0.id == id }
    }

    private func save() {
        let stored = requests.values.sorted { $0.credentialId < $1.credentialId }
        if stored.isEmpty { storage.remove() } else { storage.save(stored) }
    }

    /// The host's activities, without those being ended, with what this process last sent.
    private func running() -> [SeamStayActivityPlan.RunningActivity] {
        let shown = host.running
        let ids = Set(shown.map(\.id))
        ending.formIntersection(ids.union(host.lingering.map(\.id)))
        sent = sent.filter { ids.contains($0.key) }
        return shown.filter { !ending.contains($0.id) }.map {
            SeamStayActivityPlan.RunningActivity(id: $0.id, credentialId: $0.credentialId, state: sent[$0.id] ?? $0.state)
        }
    }

    /// Runs host work in order, after the work already asked for.
    private func perform(_ body: @escaping @MainActor (any SeamStayActivityHost) async -> Void) {
        let previous = work
        let host = host
        work = Task { @MainActor in
            await previous?.value
            await body(host)
        }
    }

    private func wake(at date: Date?) {
        timer?.cancel()
        guard let date else { return }
        let delay = max(0, date.timeIntervalSince(clock.now))
        let clock = clock
        timer = Task { @MainActor [weak self] in
            do { try await clock.sleep(for: delay) } catch { return }
            self?.schedule()
        }
    }
}
