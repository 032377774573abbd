import Foundation
@_spi(SeamInternal) import SeamSDK

/// Keeps the app's stays on the Lock Screen in step with its keys: starts one when the app
/// asks (``start(credentialId:)``), updates it when the key changes or its countdown begins,
/// signs its Unlock link again before the link's proof runs out and as soon as the app's
/// ``SeamUnlockRouter`` has used a link of that key (each starts one unlock), and ends it at checkout,
/// when the key goes, and on sign-out (with or without deintegration). Every decision is
/// `SeamStayActivityMachine`'s; this object feeds it and carries it out through a
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
    private let storage: any SeamStayActivityStorage
    private let store: SeamStore<SeamStayActivityMachine>
    private var subscriptions: [AnyCancellable] = []
    /// The host's updates and ends, run one after the other.
    private var work: Task<Void, Never>?
    /// Sends `.woke` when the machine asked to.
    private var timer: Task<Void, Never>?

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
        makeRules = rules
        self.clock = clock
        store = SeamStore(SeamStayActivityMachine(), state: .init(
            credentials: service.credentials, isActive: service.isActive,
            signedOut: service.sessionState == .signedOut, requests: storage.load()))
        store.run(perform: { [weak self] in self?.perform($0) })
        subscriptions = [
            service.credentialsPublisher.sinkOnMainActor { [weak self] in self?.store.send(.credentialsChanged($0)) },
            service.isActivePublisher.sinkOnMainActor { [weak self] in self?.store.send(.activeChanged($0)) },
            service.deactivationPublisher.sinkOnMainActor { [weak self] in self?.store.send(.signedOut) },
            (router ?? .shared).signedLinkUsed.sinkOnMainActor { [weak self] in
                self?.store.send(.linkUsed(credentialId: $0))
            },
        ]
        host.onLifecycle = { [weak self] id, state in
            guard let self else { return }
            store.send(.lifecycle(activityId: id, state, now: clock.now))
        }
        store.send(.launched)
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
        let eligibility = SeamStayActivityMachine.eligibility(of: credentialId, in: store.state, now: clock.now,
                                                              rules: makeRules)
        store.send(.asked(credentialId: credentialId, eligibility, lockScreen))
        return eligibility
    }

    /// Ends the stay for `credentialId`, or forgets the request for it.
    public func stop(credentialId: String) {
        store.send(.stopped(credentialId: credentialId, lockScreen))
    }

    /// Plans again now, with the app in the foreground: call when the app becomes active,
    /// where it may have been suspended past a countdown's start or a link's renewal, or the
    /// system may have ended a stay (it starts again), and after changing what the rules
    /// closure returns.
    public func refresh() {
        store.send(.refreshed)
    }

    /// The app left the foreground (it resigned active): plans start nothing until the next
    /// ``refresh()`` or ``start(credentialId:)``, since ActivityKit refuses to start activities
    /// in the background; the requests wait.
    package func leftForeground() {
        store.send(.leftForeground)
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

    private var lockScreen: SeamStayActivityMachine.LockScreen {
        .init(running: host.running, lingering: host.lingering)
    }

    private func perform(_ effect: SeamStayActivityMachine.Effect) {
        switch effect {
        case .schedule:
            Task { @MainActor [weak self] in
                guard let self else { return }
                store.send(.due(lockScreen, now: clock.now))
            }
        case .readRules:
            store.send(.rulesRead(makeRules(), lockScreen, now: clock.now))
        case .start(let start):
            do {
                let id = try host.start(credentialId: start.credentialId, state: start.state)
                store.send(.started(start, activityId: id, lockScreen, now: clock.now))
            } catch {
                store.send(.startRefused(credentialId: start.credentialId))
                onStartFailure?(start.credentialId, error)
            }
        case .update(let activityId, let state):
            enqueue { await $0.update(activityId: activityId, state: state) }
        case .end(let activityId):
            enqueue { await $0.end(activityId: activityId) }
        case .save(let requests):
            if requests.isEmpty { storage.remove() } else { storage.save(requests) }
        case .wake(let date):
            wake(at: date)
        }
    }

    /// Runs host work in order, after the work already asked for.
    private func enqueue(_ body: @escaping @MainActor (any SeamStayActivityHost) async -> Void) {
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
            self?.store.send(.woke)
        }
    }
}
