import Foundation
@_spi(SeamInternal) import SeamSDK

/// Something the unlock card's view should play or do; SeamAccess decides, the UI performs.
package enum SeamUnlockCardOutput: Hashable, Sendable {
    case haptic(SeamHaptic)
    /// Text to post as a VoiceOver announcement.
    case announcement(String)
    /// The attempt is over (Done, or the success dwell with `dismissesOnSuccess`). The card is
    /// back at idle; what else happens depends on how it is hosted
    /// (``SeamUnlockFinish/closesPresentation``).
    case finished(SeamUnlockFinish)
}

/// Drives one credential's unlock card: runs `SeamUnlockMachine` against a service.
///
/// It follows the credential live: an error that appears mid-unlock stops the attempt and
/// shows the error; a key that becomes ready returns to idle.
///
/// Creating one is cheap and starts nothing: it reads `service.credentials` once for its first
/// state, and subscribes to the service only in ``start()`` (which `SeamUnlockCardView` calls
/// when it appears, and ``unlock()`` calls too). So an instance made and dropped by a
/// re-render costs nothing and cannot touch an attempt another instance is running.
/// `SeamUnlockCardView` keeps the first instance it is given for a key for as long as it
/// shows that key (`cardIdentity`), and switches when it is given one for another key.
///
/// Works with any ``SeamServiceProtocol`` conformer: publishers that do not replay their
/// current value are covered by reading ``SeamServiceProtocol/credentials``, and values a
/// conformer emits off the main thread are handled on the main actor.
///
/// ```swift
/// let viewModel = SeamUnlockCardViewModel(credentialId: key.id, service: service)
/// viewModel.unlock()
/// ```
@MainActor
public final class SeamUnlockCardViewModel: ObservableObject {
    /// The current phase of the card.
    @Published public private(set) var phase: SeamUnlockCardViewModel.Phase = .idle {
        didSet { updateRequestPhase() }
    }
    /// The credential as the service currently has it; `nil` when it no longer exists.
    @Published public private(set) var credential: SeamAccessCredential?
    /// The language of ``presentation`` and announcements. `SeamUnlockCardView` sets it from
    /// its `\.locale` environment, so the card speaks the language the app's screen uses.
    @Published public var locale: Locale {
        didSet { lockAction?.locale = locale }
    }
    /// Whether the card's Lock is under way (``lockAction``): Unlock is refused meanwhile, and
    /// the screen's requests count the card as busy.
    @Published public internal(set) var isLocking = false {
        didSet { updateRequestPhase() }
    }
    /// The card's phase as the screen's requests see it: a card whose Lock runs counts as
    /// unlocking (busy), so a request for another key waits for it as for an unlock.
    @Published package private(set) var requestPhase: SeamUnlockCardViewModel.Phase = .idle
    /// How many times the card told its container an attempt ended (``closeSheet()``).
    private var finishes = 0
    /// The card's Lock button, for the card's whole life (one per card, never rebuilt by a
    /// render); `nil` when ``service`` is not a ``SeamService``. ``offersLock`` says whether
    /// it shows.
    public let lockAction: SeamLockActionViewModel?
    /// The card's Recent activity section, loaded when the card starts and after each lock or
    /// unlock ends; `nil` when ``service`` is not a ``SeamService``.
    public let recentActivity: SeamRecentActivityViewModel?

    /// The key the card unlocks with.
    public let credentialId: String
    /// The service the card unlocks through.
    public let service: any SeamServiceProtocol
    /// Runs `SeamUnlockMachine`; its `confirmation` is set from the confirmation policy for
    /// this key before each attempt.
    private let store: SeamStore<SeamUnlockMachine>

    private let clock: any SeamClock
    private let logger: SeamLogger
    private let outputSubject: PassthroughSubject<SeamUnlockCardOutput, Never>
    private var credentialSubscription: AnyCancellable?
    private var unlockSubscription: AnyCancellable?
    private var attempt = 0
    private var dwellTask: Task<Void, Never>?
    /// Wakes the card when the key's start comes, so it turns ready without a refresh.
    private var startTask: Task<Void, Never>?
    /// The running attempt the monitor heard start (only while a monitor is set), for its end,
    /// also when the card is released mid-attempt.
    private let attemptRecord = SeamUnlockAttemptRecord()
    /// The policy given at init, applied with ``SeamUnlockConfirmation/current`` (read each time).
    private let confirmationPolicy: SeamUnlockConfirmation?
    /// The authenticator given at init, or `nil` for ``SeamUnlockConfirmation/authenticator``.
    private let authenticator: (any SeamOwnerAuthenticator)?
    /// Who asked for the attempt being requested, when a request started it by itself
    /// (``unlock(startedBy:)``); read, and cleared, when that attempt starts.
    private var startingSource: SeamUnlockRequest.Source?
    /// The question to the owner that is showing; its count tells a stale answer from the current one.
    private var authenticationTask: Task<Void, Never>?
    private var authentications = 0
    /// The lock's phase as last seen, its subscriptions, and a request's start that waits for it.
    var lockPhase = SeamLockActionViewModel.Phase.idle
    var lockSubscriptions: [AnyCancellable] = []
    var deferredRequestStart: (@MainActor () -> Void)?
    /// Keeps Wallet away while an attempt runs, the owner's question included
    /// (``updateWalletSuppression()``).
    var walletSuppressionHold: SeamWalletSuppressionHold?

    /// Receives this card's events (shown, unlock started and ended, remedies tapped) on the
    /// main actor; `nil` (the default) costs nothing. `SeamUnlockCardView` sets it from the
    /// `\.seamEventMonitor` environment value when one is set there. See ``SeamEventMonitor``.
    public var eventMonitor: (any SeamEventMonitor)?

    /// Creates the card's view model with the default timeout (10 s) and success dwell (3 s).
    /// It speaks the app's language
    /// (``SeamExtensionConfiguration/AppProcess/preferredLocale()``)
    /// until `SeamUnlockCardView` hands it its environment's `\.locale`.
    public convenience init(credentialId: String, service: any SeamServiceProtocol) {
        self.init(credentialId: credentialId, service: service, configuration: .init(),
                  locale: SeamAppProcess.preferredLocale())
    }

    /// - Parameters:
    ///   - credentialId: The key this card unlocks with.
    ///   - service: What it unlocks through and follows the key in.
    ///   - configuration: Timeout, success dwell and auto-dismiss.
    ///   - locale: Language of ``presentation`` and announcements until ``locale`` is set
    ///     (`SeamUnlockCardView` sets it from its environment).
    ///   - logger: Receives the diagnostic text of failed connections.
    ///   - confirmation: A policy for this card, applied together with the app's
    ///     ``SeamUnlockConfirmation/current`` (read when each attempt starts): it can ask for
    ///     more than the app's policy, never less. `nil` (the default) applies the app's alone.
    ///   - authenticator: What asks the owner; `nil` (the default) uses
    ///     ``SeamUnlockConfirmation/authenticator``.
    public convenience init(
        credentialId: String,
        service: any SeamServiceProtocol,
        configuration: SeamUnlockCardViewModel.Configuration,
        locale: Locale,
        logger: SeamLogger = .disabled,
        confirmation: SeamUnlockConfirmation? = nil,
        authenticator: (any SeamOwnerAuthenticator)? = nil
    ) {
        self.init(credentialId: credentialId, service: service, configuration: configuration, clock: SeamSystemClock(),
                  locale: locale, logger: logger, confirmation: confirmation, authenticator: authenticator)
    }

    /// A card on `clock` (SPI: tests inject time).
    ///
    /// - Parameters:
    ///   - configuration: Timeout, success dwell and auto-dismiss.
    ///   - clock: Time for the success dwell and expiry checks.
    ///   - locale: Language of ``presentation`` and announcements until ``locale`` is set
    ///     (`SeamUnlockCardView` sets it from its environment).
    ///   - logger: Receives the diagnostic text of failed connections.
    ///   - confirmation: A policy for this card, applied together with the app's
    ///     ``SeamUnlockConfirmation/current`` (read when each attempt starts): it can ask for
    ///     more than the app's policy, never less. `nil` (the default) applies the app's alone.
    ///   - authenticator: What asks the owner; `nil` (the default) uses
    ///     ``SeamUnlockConfirmation/authenticator``.
    @_spi(SeamInternal) public init(
        credentialId: String,
        service: any SeamServiceProtocol,
        configuration: SeamUnlockCardViewModel.Configuration,
        clock: any SeamClock,
        locale: Locale,
        logger: SeamLogger = .disabled,
        confirmation: SeamUnlockConfirmation? = nil,
        authenticator: (any SeamOwnerAuthenticator)? = nil
    ) {
        self.credentialId = credentialId
        self.service = service
        self.clock = clock
        self.locale = locale
        self.logger = logger
        self.confirmationPolicy = confirmation
        self.authenticator = authenticator
        let outputSubject = PassthroughSubject<SeamUnlockCardOutput, Never>()
        self.outputSubject = outputSubject
        outputs = outputSubject.eraseToAnyPublisher()
        // The first state, from what the service has now. Effects are dropped: nobody can be
        // listening yet, and an instance that is never shown must not announce anything.
        let current = service.credentials.first { $0.id == credentialId }
        credential = current
        let machine = SeamUnlockMachine(configuration: configuration)
        let first = machine.reduce(.idle, .credentialUpdated(errors: current?.effectiveErrors(at: clock.now),
                                                             hasLockIntegration: current?.hasLockIntegration ?? true)).state
        store = SeamStore(machine, state: first)
        phase = first
        lockAction = SeamLockActionViewModel(credentialId: credentialId, service: service,
                                             timeout: configuration.timeout, locale: locale)
        recentActivity = SeamRecentActivityViewModel(keyId: credentialId, service: service)
        requestPhase = phase
        lockAction?.mayStart = { [weak self] in !(self?.phase.isUnlocking ?? false) }
        store.run(willReduce: { [weak self] in self?.prepare(for: $0) },
                  didReduce: { [weak self] old, step in self?.stepped(from: old, step) },
                  perform: { [weak self] in self?.perform($0) })
        followLock()
    }

    deinit {
        dwellTask?.cancel()
        startTask?.cancel()
        authenticationTask?.cancel()
        // Releasing the card cancels its attempt (its subscription goes with it): say so.
        attemptRecord.released(clock: clock)
    }

    /// Starts following the credential live. Idempotent; `SeamUnlockCardView` calls it when it
    /// appears and ``unlock()`` calls it before an attempt.
    public func start() {
        guard credentialSubscription == nil else { return }
        eventMonitor?.record(.unlockCardShown(credentialId: credentialId, provider: credential?.provider))
        // Catch up first: a publisher that does not replay (a `PassthroughSubject`) would
        // otherwise leave the card on a state older than the service's.
        credentialsChanged(service.credentials)
        credentialSubscription = service.credentialsPublisher.sinkOnMainActor { [weak self] credentials in
            self?.credentialsChanged(credentials)
        }
        reloadActivity()
    }

    /// What to show for the current phase. A key blocked because its start is still to come
    /// reads "Not yet valid" (``SeamStatusPresentation/notYetValid(locale:)``), a lock that is
    /// offline says so; a lock key opened
    /// over the internet has its own copy (``SeamStatusPresentation/init(phase:provider:locale:)``);
    /// ready and unlocking say what to do with the phone at ``proximity``.
    public var presentation: SeamStatusPresentation {
        presentation(of: phase, locale: locale)
    }

    /// ``presentation`` in `locale`: a view passes its environment's, which it has from the
    /// first frame, before ``locale`` is handed over.
    public func presentation(in locale: Locale) -> SeamStatusPresentation {
        presentation(of: phase, locale: locale)
    }

    /// The sentence under a blocked card's title, as the key's presentation reads `error`
    /// (``SeamAccessCredential/Presentation/message(for:styled:)``): when and why a key before
    /// its start will work, or else `styled(error)`, the app's wording of the error
    /// (`SeamAccessCredentialErrorStyle` in SeamComponents).
    package func blockedMessage(_ error: SeamCredentialError, locale: Locale,
                               styled: (SeamCredentialError) -> String) -> String {
        keyPresentation(locale: locale)?.message(for: error, styled: styled) ?? styled(error)
    }

    /// The symbol of a blocked card, as the key's presentation reads `error`: for a key before
    /// its start, the calendar clock of ``SeamStatusPresentation/notYetValid(locale:)``, else
    /// `styled(error)`, the app's symbol.
    package func blockedSystemImage(_ error: SeamCredentialError, styled: (SeamCredentialError) -> String) -> String {
        keyPresentation(locale: locale)?.systemImage(for: error, styled: styled) ?? styled(error)
    }

    /// The key as the list shows it now, which decides how a blocked card reads its error.
    private func keyPresentation(locale: Locale) -> SeamAccessCredential.Presentation? {
        credential.map { SeamAccessCredential.Presentation(credential: $0, now: clock.now, locale: locale) }
    }

    private func presentation(of phase: SeamUnlockCardViewModel.Phase, locale: Locale) -> SeamStatusPresentation {
        if case .blocked(let error) = phase, let status = keyPresentation(locale: locale)?.status(for: error) {
            return status
        }
        if phase == .authenticating, let method = store.machine.confirmation {
            return .confirming(method, locale: locale)
        }
        return SeamStatusPresentation(phase: phase, provider: credential?.provider, proximity: proximity, locale: locale)
    }

    /// How close the phone should be, which the card tells the person: the key's preferred
    /// proximity (the first of its ``SeamAccessCredential/supportedUnlockProximities``), which
    /// ``Seam/unlock(using:timeout:)`` uses, so ``SeamService`` unlocks at it. `nil` for a key
    /// that lists none.
    public var proximity: SeamUnlockProximity? {
        credential?.supportedUnlockProximities.first
    }

    /// Haptics, announcements and the end of attempts, in order, on the main actor. One
    /// instance for the view model's life, so a view's `onReceive` keeps one subscription.
    package let outputs: AnyPublisher<SeamUnlockCardOutput, Never>

    /// Starts an attempt (from idle or after an outcome). A key whose lock the app cannot
    /// open (``SeamAccessCredential/hasLockIntegration``) starts nothing, not even the owner's
    /// confirmation: the card shows it as not supported again.
    public func unlock() {
        start()
        // One at a time: not while the card's Lock runs.
        guard !isLocking, !showsLockNotSupported() else { return }
        send(.unlockRequested)
    }

    /// Puts the card back on "not supported" when its key has no lock integration and no
    /// error; `false` (nothing sent) otherwise.
    private func showsLockNotSupported() -> Bool {
        guard let credential, !credential.hasLockIntegration, credential.effectiveErrors(at: clock.now).isEmpty else {
            return false
        }
        send(.credentialUpdated(errors: [], hasLockIntegration: false))
        return true
    }

    /// Starts the attempt a request from `source` asked for, without a tap: as ``unlock()``,
    /// also asking the owner first where that request's source calls for it
    /// (``SeamUnlockConfirmation/confirmsLinkStartedRemoteUnlocks``).
    package func unlock(startedBy source: SeamUnlockRequest.Source) {
        startingSource = source
        unlock()
    }

    /// Restarts after a timeout or failure (never for a key whose lock the app cannot open).
    public func retry() {
        start()
        guard !isLocking, !showsLockNotSupported() else { return }
        if phase.canRetry, let eventMonitor {
            eventMonitor.record(.actionTaken(credentialId: credentialId, provider: credential?.provider,
                                             action: .retry, errorCode: SeamAccessEvent.ErrorCode(phase)))
        }
        send(.retryRequested)
    }

    /// Records that the person tapped the remedy offered for `error` (for
    /// ``eventMonitor``); `SeamUnlockCardView` calls it before it performs the remedy. Does
    /// nothing when no monitor is set.
    package func remedyTapped(for error: SeamCredentialError) {
        guard let eventMonitor else { return }
        let action = SeamStatusPresentation(error: error, locale: locale).action.map { SeamAccessEvent.Action($0.kind) }
        eventMonitor.record(.actionTaken(credentialId: credentialId, provider: credential?.provider,
                                         action: action ?? .custom, errorCode: SeamAccessEvent.ErrorCode(error)))
    }

    /// Ends a successful attempt (the Done button): back to idle, and
    /// the view ends the card as its hosting decides.
    public func done() { send(.doneRequested) }
    /// Stops a running attempt, or acknowledges an outcome and returns to idle.
    public func cancel() { send(.cancelRequested) }
    /// Leaves an outcome (the card's Close): a failure returns to idle, a key with an error
    /// keeps showing it, and the card tells its container the attempt is over
    /// (``SeamUnlockFinish/End/closed``). Nothing while an attempt runs (``cancel()`` stops it).
    public func close() { send(.closeRequested) }

    /// The Close of SeamComponents' own unlock sheet. On an outcome it is the card's
    /// ``close()``: the container hears ``SeamUnlockFinish/End/closed``, as from a card in an
    /// app's sheet, and the finish closes the sheet. Otherwise it stops whatever runs
    /// (``cancel()``) and returns `true`: the sheet closes itself, no attempt having ended.
    package func closeSheet() -> Bool {
        let before = finishes
        close()
        if finishes != before { return false }
        cancel()
        return true
    }

    /// Feeds an event to the state machine (``SeamStore``: events sent while one is handled,
    /// for example by a publisher that emits synchronously, wait their turn).
    package func send(_ event: SeamUnlockMachine.Event) {
        store.send(event)
    }

    /// Sets the confirmation an attempt asks for, when each attempt starts, so a policy set
    /// later, or a key whose provider changed, is honoured; whoever sends the event. The
    /// provider comes from the service's keys now, not the card's copy (which a late publisher
    /// may leave behind); a key it does not know has no provider, which a per-provider policy
    /// asks for.
    private func prepare(for event: SeamUnlockMachine.Event) {
        guard event == .unlockRequested || event == .retryRequested else { return }
        let listed = service.credentials.first { $0.id == credentialId }
        let requested = SeamUnlockConfirmation.policy(forUnlockStartedBy: startingSource,
                                                      credentialId: credentialId, credential: listed)
        startingSource = nil
        store.machine.confirmation = SeamUnlockConfirmation.method(
            forKey: credentialId, provider: listed?.provider,
            policies: [SeamUnlockConfirmation.current] + [confirmationPolicy, requested].compactMap { $0 })
    }

    /// Publishes a step's phase, and what follows from it, before its effects run.
    private func stepped(from before: SeamUnlockCardViewModel.Phase, _ step: SeamUnlockMachine.Step) {
        if step.state != phase { phase = step.state }
        if before == .unlocking, !step.state.isUnlocking { reloadActivity() }
        updateWalletSuppression()
        if eventMonitor != nil { monitor(from: before, to: step) }
    }

    /// Tells the monitor about an attempt that ended or started with this step (both, for a
    /// retry straight from a finished attempt). An attempt the owner confirms first starts
    /// when the question is asked, and ends there when it is declined (with its code).
    private func monitor(from before: SeamUnlockCardViewModel.Phase, to step: SeamUnlockMachine.Step) {
        guard let eventMonitor else { return }
        let provider = credential?.provider
        if before.isUnlocking, let outcome = SeamAccessEvent.UnlockOutcome(endedIn: step.state) {
            let duration = attemptRecord.startedAt.map { max(0, clock.now.timeIntervalSince($0)) }
            attemptRecord.set(nil)
            if let duration {
                eventMonitor.record(.unlockEnded(credentialId: credentialId, provider: provider, outcome: outcome,
                                                 errorCode: SeamAccessEvent.ErrorCode(step.state), duration: duration))
            }
        }
        let starts = step.effects.contains { effect in
            switch effect {
            case .authenticate: true
            // Not the unlock a confirmed question starts: its attempt started with the question.
            case .startUnlock: before != .authenticating
            default: false
            }
        }
        if starts {
            attemptRecord.set(SeamUnlockAttemptRecord.Running(
                monitor: SeamUnlockAttemptRecord.MonitorReference(monitor: eventMonitor), credentialId: credentialId,
                provider: provider, startedAt: clock.now))
            eventMonitor.record(.unlockStarted(credentialId: credentialId, provider: provider))
        }
    }

    private func credentialsChanged(_ credentials: [SeamAccessCredential]) {
        let current = credentials.first { $0.id == credentialId }
        let integrationFound = credential?.hasLockIntegration == false && current?.hasLockIntegration == true
        // The key it showed went with the session: its end publishes the empty list while
        // `isActive` still reads true, so a service that knows the state being published says.
        let isActive = (service as? any SeamPublishedSessionReading)?.isActiveAsPublished ?? service.isActive
        let wentWithTheSession = credential != nil && current == nil && !isActive
        if current != credential { credential = current }
        lockAction?.lockStateChanged(current?.lockState)
        if integrationFound { send(.integrationFound) }
        send(.credentialUpdated(errors: current?.effectiveErrors(at: clock.now),
                                hasLockIntegration: current?.hasLockIntegration ?? true, wentWithTheSession: wentWithTheSession))
        scheduleStart(of: current)
    }

    /// Re-reads the key when its start comes (the clock makes it usable; nothing is published).
    private func scheduleStart(of credential: SeamAccessCredential?) {
        startTask?.cancel()
        startTask = nil
        let now = clock.now
        guard let startsAt = credential?.startsAt, startsAt > now else { return }
        startTask = Task { [weak self, clock] in
            guard (try? await clock.sleep(for: startsAt.timeIntervalSince(now))) != nil, let self else { return }
            self.credentialsChanged(self.service.credentials)
        }
    }

    private func perform(_ effect: SeamUnlockMachine.Effect) {
        switch effect {
        case .startUnlock(let timeout):
            startUnlock(timeout: timeout)
        case .cancelUnlock:
            attempt += 1
            unlockSubscription = nil
        case .scheduleSuccessDwell(let seconds):
            dwellTask?.cancel()
            dwellTask = Task { [weak self, clock] in
                guard (try? await clock.sleep(for: seconds)) != nil else { return }
                self?.send(.successDwellElapsed)
            }
        case .cancelSuccessDwell:
            dwellTask?.cancel()
            dwellTask = nil
        case .haptic(let haptic):
            outputSubject.send(.haptic(haptic))
        case .announce(let phase):
            let status = presentation(of: phase, locale: locale)
            outputSubject.send(.announcement(
                status.announcement(for: phase, provider: credential?.provider, proximity: proximity, locale: locale)))
        case .finish(let end):
            finishes += 1
            outputSubject.send(.finished(SeamUnlockFinish(credentialId: credentialId, end: end)))
        case .logFailure(let debugDescription):
            logger.log(.warning, "Unlock with \(credentialId) failed: \(debugDescription)")
        case .authenticate(let method):
            authenticate(method)
        case .cancelAuthentication:
            authentications += 1
            authenticationTask?.cancel()
            authenticationTask = nil
        }
    }

    private func updateRequestPhase() {
        let next = isLocking ? .unlocking : phase
        if next != requestPhase { requestPhase = next }
    }

    /// Plays `output` as the card's own (the card's Lock's haptics and announcements).
    func forward(_ output: SeamUnlockCardOutput) { outputSubject.send(output) }

    /// Asks the owner; the answer counts only if nothing cancelled or replaced the question.
    private func authenticate(_ method: SeamUnlockConfirmation.AuthenticationMethod) {
        authentications += 1
        let current = authentications
        authenticationTask?.cancel()
        let reason = SeamStatusPresentation.confirmationReason(keyName: credential?.name, locale: locale)
        let authenticator = authenticator ?? SeamUnlockConfirmation.authenticator
        authenticationTask = Task { [weak self] in
            let result = await authenticator.authenticate(method, reason: reason)
            guard let self, self.authentications == current, !Task.isCancelled else { return }
            self.authenticationTask = nil
            self.send(.authenticationEnded(result))
        }
    }

    private func startUnlock(timeout: TimeInterval) {
        attempt += 1
        let current = attempt
        unlockSubscription = nil
        do {
            let events = try service.unlock(using: credentialId, timeout: timeout)
            unlockSubscription = events.sinkOnMainActor(
                receiveCompletion: { [weak self] in
                    guard let self, self.attempt == current, self.phase == .unlocking else { return }
                    self.send(.received(.connectionFailed(debugDescription: "The unlock stream ended without an outcome.")))
                },
                receiveValue: { [weak self] event in
                    guard let self, self.attempt == current else { return }
                    self.send(.received(event))
                }
            )
        } catch {
            if let failure = SeamFailure(sdkError: error) {
                send(.unlockThrew(failure))
                return
            }
            // A custom service threw something other than the SDK's errors: treat it as a failed
            // attempt, so the user gets the generic failure and a retry.
            send(.received(.connectionFailed(debugDescription: "unlock(using:) threw \(type(of: error))")))
        }
    }
}
