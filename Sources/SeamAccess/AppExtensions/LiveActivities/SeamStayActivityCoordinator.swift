import Foundation

/// Keeps the app's stays on the Lock Screen in step with its keys: starts one when the app
/// asks (``start(credentialId:)``), updates it when the key changes or its countdown begins,
/// signs its Unlock link again before the link's proof runs out, and ends it at checkout,
/// when the key goes, and on sign-out (with or without deintegration). Every decision is
/// ``SeamStayActivityPlan``'s; this object feeds it and carries it out through a
/// ``SeamStayActivityHost``.
///
/// Until the service has been active once, it only ends stays on sign-out: a launch that is
/// still activating (no keys yet) ends nothing, and a request waits for the keys.
///
/// ```swift
/// let stays = SeamStayActivityCoordinator(service: service, host: host) {
///     SeamStayActivityRules(linkFormat: SeamExtensionConfiguration.current.resolvedLinkFormat)
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
    private var requested: Set<String> = []
    /// What this process last sent each activity, and the ones it is ending, so a plan made
    /// before ActivityKit has applied them neither repeats an update nor ends one twice.
    private var sent: [String: SeamStayActivityState] = [:]
    private var ending: Set<String> = []
    private var isScheduled = false
    private var timer: Task<Void, Never>?
    private var work: Task<Void, Never>?

    /// The rules, read for every plan: the install's link secret changes with each sign-out.
    private let makeRules: @MainActor () -> SeamStayActivityRules

    /// Called when the system refuses to start a stay (the request is then forgotten).
    public var onStartFailure: (@MainActor (_ credentialId: String, _ error: any Error) -> Void)?

    /// - Parameters:
    ///   - service: The app's service.
    ///   - host: Carries out the plans (ActivityKit in an app).
    ///   - clock: When countdowns begin and stays end.
    ///   - rules: The rules, read each time the coordinator plans.
    public init(service: any SeamServiceProtocol, host: any SeamStayActivityHost,
                clock: any SeamClock = SeamSystemClock(),
                rules: @escaping @MainActor () -> SeamStayActivityRules) {
        self.host = host
        makeRules = rules
        self.clock = clock
        credentials = service.credentials
        isActive = service.isActive
        subscriptions = [
            service.credentialsPublisher.sinkOnMainActor { [weak self] in self?.credentials = $0; self?.schedule() },
            service.isActivePublisher.sinkOnMainActor { [weak self] in self?.isActive = $0; self?.schedule() },
            service.deactivationPublisher.sinkOnMainActor { [weak self] in self?.signOut() },
        ]
        schedule()
    }

    deinit {
        timer?.cancel()
    }

    /// Asks for a stay on the Lock Screen for the key `credentialId`, and says whether it can
    /// have one now. `.eligible` starts it (on the next turn of the main actor);
    /// `.unknownKey` waits for the keys to arrive; anything else is refused and forgotten.
    /// Asking again for a running stay changes nothing.
    @discardableResult
    public func start(credentialId: String) -> SeamStayActivityEligibility {
        guard !signedOut, isActive || !hasBeenActive else { return .signedOut }
        let eligibility = credentials.first { $0.id == credentialId }
            .map { makeRules().eligibility(of: $0, now: clock.now) } ?? .unknownKey
        if eligibility == .eligible || eligibility.mayBecomeEligible {
            requested.insert(credentialId)
            schedule()
        }
        return eligibility
    }

    /// Ends the stay for `credentialId`, or forgets the request for it.
    public func stop(credentialId: String) {
        requested.remove(credentialId)
        let ids = running().filter { $0.credentialId == credentialId }.map(\.id)
        ids.forEach { ending.insert($0) }
        perform { host in for id in ids { await host.end(activityId: id) } }
    }

    /// Plans again now: call when the app returns to the foreground, where it may have been
    /// suspended past a countdown's start or a link's renewal, and after changing what the
    /// rules closure returns.
    public func refresh() {
        schedule()
    }

    /// Plans again each time `signal` emits, e.g. when the app becomes active (SeamWidgets'
    /// `SeamStayActivities` passes UIKit's did-become-active notification), for as long as
    /// this coordinator lives.
    public func refresh(on signal: AnyPublisher<Void, Never>) {
        subscriptions.append(signal.sinkOnMainActor { [weak self] _ in self?.schedule() })
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
        let isSignedOut = signedOut || (hasBeenActive && !isActive)
        guard isSignedOut || hasBeenActive else { return }
        let running = running()
        let plan = SeamStayActivityPlan(credentials: isSignedOut ? nil : credentials, requested: requested,
                                        running: running, rules: makeRules(), now: clock.now)
        if isSignedOut { requested = [] }
        plan.declined.keys.forEach { requested.remove($0) }
        // A request is met once its stay runs: if the person or the system removes the stay
        // later, it does not come back by itself.
        running.forEach { requested.remove($0.credentialId) }
        for start in plan.starts {
            requested.remove(start.credentialId)
            do {
                sent[try host.start(credentialId: start.credentialId, state: start.state)] = start.state
            } catch {
                onStartFailure?(start.credentialId, error)
            }
        }
        plan.ends.forEach { ending.insert($0.activityId) }
        plan.updates.forEach { sent[$0.activityId] = $0.state }
        let updates = plan.updates, ends = plan.ends
        perform { host in
            for update in updates { await host.update(activityId: update.activityId, state: update.state) }
            for end in ends { await host.end(activityId: end.activityId) }
        }
        wake(at: plan.nextEvaluation)
    }

    /// The host's activities, without those being ended, with what this process last sent.
    private func running() -> [SeamStayActivityPlan.RunningActivity] {
        let shown = host.running
        let ids = Set(shown.map(\.id))
        ending.formIntersection(ids)
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
