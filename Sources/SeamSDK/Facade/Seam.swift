import Foundation

/// The SDK entry point: one object that follows the spec's lifecycle
/// `initialize → activate → (refresh, unlock) → deactivate`.
///
/// Most apps use the shared instance:
///
/// ```swift
/// func startSeamSession(clientSessionToken: String) {
///     do {
///         try Seam.initialize(clientSessionToken: clientSessionToken)
///         Task { try await Seam.shared.activate() }
///     } catch {
///         // SeamError.invalidClientSessionToken, .alreadyInitialized, …
///     }
/// }
/// ```
///
/// Every member is safe to call from any thread. ``credentials`` and ``isActive`` publish like
/// `@Published` properties (`Seam.shared.$credentials`), and `Seam` is an `ObservableObject`, so
/// SwiftUI can observe it directly; publishers deliver on the main actor (the main thread on
/// Apple platforms). Tests and previews create their own instance, e.g.
/// `Seam(backend: .sandbox())`.
///
/// The UI layer (SeamAccess's `SeamService`) adapts it to the UI models the SeamComponents views
/// show.
// @unchecked Sendable: every stored property is a `let` of a Sendable type except the two
// `SeamPublished` storages behind `credentials` and `isActive`, which are assigned once in
// `init` and never again (the wrapper has no setter); what changes lives in lock-isolated
// values (`lifecycle`, `outputs`, `registeredIntegrations`, …).
public final class Seam: ObservableObject, @unchecked Sendable {
    /// The instance behind ``Seam/initialize(clientSessionToken:)`` and `SeamService`.
    ///
    /// Its backend is the Seam cloud API (``SeamBackend/cloud(_:)`` with its defaults); choose
    /// another per session with ``Seam/initialize(clientSessionToken:backend:)-swift.type.method``, e.g. the
    /// sandbox for a demo build.
    ///
    /// Its favourite keys (``favourites``) are kept in `UserDefaults.standard`.
    public static let shared = Seam(backend: .cloud(),
                                    favourites: SeamFavourites(storage: SeamFavourites.UserDefaultsStorage()))

    let defaultBackend: SeamBackend
    package let clock: any SeamClock
    package let logger: SeamLogger
    let lifecycle = LockIsolated(SeamLifecycle.uninitialized)
    package let outputs = SeamOutputs()
    let registeredIntegrations = LockIsolated([String: any SeamLockIntegration]())
    let unlocks = SeamUnlockRegistry()
    let walletSuppression = LockIsolated<SeamWalletSuppressionSlot?>(nil)
    /// The person's favourite keys on this installation: pinned first in key lists, forgotten
    /// when the person signs out (``deactivate(deintegrate:)``).
    public let favourites: SeamFavourites

    /// Creates an independent SDK instance.
    ///
    /// - Parameters:
    ///   - backend: The engine ``initialize(clientSessionToken:)`` creates.
    ///   - logger: Receives diagnostics; never a token.
    ///   - favourites: The favourite keys (``favourites``); `nil` (the default) keeps them in memory only,
    ///     so tests and previews never touch the app's stored ones. Give an instance the app
    ///     keeps for its lifetime a stored one, as ``shared`` has.
    public convenience init(
        backend: SeamBackend,
        logger: SeamLogger = .disabled,
        favourites: SeamFavourites? = nil
    ) {
        self.init(backend: backend, clock: SeamSystemClock(), logger: logger, favourites: favourites)
    }

    /// An instance on `clock` (SPI: tests, fuzzing and benchmarks inject time).
    ///
    /// - Parameters:
    ///   - backend: The engine ``initialize(clientSessionToken:)`` creates.
    ///   - clock: Time for timeouts, expiry and simulated latency.
    ///   - logger: Receives diagnostics; never a token.
    ///   - favourites: The favourite keys (``favourites``); `nil` (the default) keeps them in memory only,
    ///     so tests and previews never touch the app's stored ones. Give an instance the app
    ///     keeps for its lifetime a stored one, as ``shared`` has.
    @_spi(SeamInternal) public init(
        backend: SeamBackend,
        clock: any SeamClock,
        logger: SeamLogger = .disabled,
        favourites: SeamFavourites? = nil
    ) {
        self.defaultBackend = backend
        self.clock = clock
        self.logger = logger
        self.favourites = favourites ?? SeamFavourites(storage: SeamInMemoryFavouritesStorage())
        let outputs = self.outputs
        _credentials = SeamPublished(current: { outputs.credentials }, changes: { outputs.credentialsPublisher })
        _isActive = SeamPublished(current: { outputs.isActive }, changes: { outputs.isActivePublisher })
    }

    // MARK: Observable state

    /// The current credentials, in the backend's order, kept current in the background. Empty
    /// until activated. `$credentials` emits them at once, then every change on the main thread.
    @SeamPublished public var credentials: [SeamCredential]

    /// Whether the SDK is activated. `$isActive` emits it at once, then every change on the main thread.
    @SeamPublished public var isActive: Bool

    /// Fires on the main thread just before ``credentials`` or ``isActive`` change.
    public var objectWillChange: AnyPublisher<Void, Never> { outputs.willChange }

    /// Emits the current credentials at once, then every change on the main thread.
    public var credentialsPublisher: AnyPublisher<[SeamCredential], Never> { outputs.credentialsPublisher }

    /// Emits whether the SDK is active at once, then every change on the main thread.
    public var isActivePublisher: AnyPublisher<Bool, Never> { outputs.isActivePublisher }

    /// Where the session stands: not signed in, activating, active, failed (with the error),
    /// or signed out. An activation's failure is published before ``activate()`` throws it.
    public var sessionState: Seam.SessionState { outputs.sessionState }

    /// Emits ``sessionState``, then every change, on the main thread. An activation that ends
    /// before the main actor could publish ``Seam/SessionState/activating`` goes straight to its
    /// result; a state never arrives after a newer one.
    public var sessionStatePublisher: AnyPublisher<Seam.SessionState, Never> { outputs.sessionStatePublisher }

    // MARK: Lifecycle

    /// Validates `clientSessionToken` and prepares a session on `backend`.
    ///
    /// - Throws: ``SeamError/invalidClientSessionToken`` for an empty or malformed token,
    ///   ``SeamError/alreadyInitialized`` when already initialized (deactivate first),
    ///   ``SeamError/deactivationInProgress`` while a deactivation runs.
    public func initialize(clientSessionToken: String, backend: SeamBackend? = nil) throws {
        let token = try SeamClientSessionToken(validating: clientSessionToken)
        try lifecycle.withLock { state in
            switch state {
            case .uninitialized:
                let engine = (backend ?? defaultBackend).makeEngine(token, clock)
                state = .initialized(SeamSession(engine: engine))
            case .deactivating:
                throw SeamError.deactivationInProgress
            case .initialized, .activating, .active:
                throw SeamError.alreadyInitialized
            }
        }
        logger.log(.info, "Seam initialized with \(token)")
    }

    /// Starts the session: fetches credentials and keeps them current.
    ///
    /// Calling it while active does nothing; concurrent calls share one activation.
    ///
    /// - Throws: ``SeamError/initializationRequired`` before ``initialize(clientSessionToken:backend:)-swift.method``,
    ///   ``SeamError/deactivationInProgress`` during (or when interrupted by) a deactivation,
    ///   or the backend's error (for example ``SeamError/internetConnectionRequired``).
    public func activate() async throws {
        var started: SeamSession?
        let activation: Task<Void, any Error>? = try lifecycle.withLock { state in
            switch state {
            case .uninitialized:
                throw SeamError.initializationRequired
            case .deactivating:
                throw SeamError.deactivationInProgress
            case .active:
                return nil
            case .activating(_, let task):
                return task
            case .initialized(let session):
                let task = Task { try await self.runActivation(of: session) }
                state = .activating(session, task)
                started = session
                return task
            }
        }
        if let started {
            // Its own task: the activation never waits for the main actor before its engine.
            Task { await self.publishActivating(started) }
        }
        try await activation?.value
    }

    private func runActivation(of session: SeamSession) async throws {
        do {
            let context = SeamEngineContext(clock: clock, logger: logger, sink: { [weak self, weak session] credentials in
                guard let self, let session else { return }
                await self.publishIfCurrent(credentials, from: session)
            }, end: { [weak self, weak session] error, requestWasSent in
                guard let self, let session else { return }
                await self.endSession(session, because: error, requestWasSent: requestWasSent)
            }, keyWindow: { [weak session] window in
                session?.keyWindow.withLock { $0 = window }
            }, hasIntegration: { [weak self] credential in
                self?.hasIntegration(for: credential) ?? true
            })
            let credentials = try await session.engine.activate(context: context)
            guard await becomeActive(session, publishing: credentials) else { throw SeamError.deactivationInProgress }
            logger.log(.info, "Seam activated with \(credentials.count) credentials")
        } catch {
            lifecycle.withLock { state in
                if case .activating(let current, _) = state, current === session {
                    state = .initialized(session)
                }
            }
            let failure = normalized(error)
            await publishFailure(of: session, failure)
            logger.log(.warning, "Seam activation failed: \(failure)")
            throw failure.error
        }
    }

    /// Publishes ``Seam/SessionState/activating`` while `session` is still the one activating
    /// (when it runs after the activation ended, the lifecycle has moved on and it does nothing).
    @MainActor
    private func publishActivating(_ session: SeamSession) {
        let isCurrent = lifecycle.withLock { state -> Bool in
            guard case .activating(let current, _) = state else { return false }
            return current === session
        }
        if isCurrent { outputs.publish(session: .activating) }
    }

    /// Publishes the failure of `session`'s activation, before ``activate()`` throws it, unless
    /// the lifecycle has moved on: an activation a deactivation interrupted publishes nothing
    /// (the deactivation publishes the sign-out), nor does one already retried.
    @MainActor
    private func publishFailure(of session: SeamSession, _ error: SeamFailure) {
        let isCurrent = lifecycle.withLock { state -> Bool in
            guard case .initialized(let current) = state else { return false }
            return current === session
        }
        if isCurrent { outputs.publish(session: .failed(error)) }
    }

    /// Makes the activating `session` active and publishes its first keys in one main-actor
    /// step, so nothing else (a refresh, background updates, a deactivation) can publish in
    /// between: subscribers never see keys before `isActive`, and the first list never
    /// overwrites a newer one.
    @MainActor
    private func becomeActive(_ session: SeamSession, publishing credentials: [SeamCredential]) -> Bool {
        let became = lifecycle.withLock { state in
            guard case .activating(let current, _) = state, current === session else { return false }
            state = .active(session)
            return true
        }
        if became { outputs.publish(credentials: credentials, isActive: true, session: .active) }
        return became
    }

    /// Fetches the credentials now (for pull-to-refresh); they also update by themselves.
    ///
    /// - Returns: The refreshed credentials.
    /// - Throws: ``SeamError/initializationRequired`` when not activated,
    ///   ``SeamError/deactivationInProgress``, or the backend's error. A failed refresh leaves
    ///   the current credentials untouched.
    @discardableResult
    public func refresh() async throws -> [SeamCredential] {
        try await refresh(withNewRequest: false)
    }

    /// ``refresh()`` with a request sent after this call (``SeamPushRefresh``): one in flight,
    /// sent before the change a push announced, is waited out rather than joined.
    package func refresh(withNewRequest: Bool) async throws -> [SeamCredential] {
        let session: SeamSession = try lifecycle.withLock { state in
            switch state {
            case .active(let session): return session
            case .deactivating: throw SeamError.deactivationInProgress
            case .uninitialized, .initialized, .activating: throw SeamError.initializationRequired
            }
        }
        do {
            let credentials = try await withNewRequest ? session.engine.refreshWithNewRequest() : session.engine.refresh()
            await publishIfCurrent(credentials, from: session)
            return credentials
        } catch {
            let failure = normalized(error)
            logger.log(.warning, "Seam refresh failed: \(failure)")
            throw failure.error
        }
    }

    // MARK: Publishing

    @MainActor
    private func publishIfCurrent(_ credentials: [SeamCredential], from session: SeamSession) {
        let isCurrent = lifecycle.withLock { $0.activeSession === session }
        guard isCurrent else { return }
        outputs.publish(credentials: credentials)
    }

    /// Engines promise the SDK's errors; anything else (a transport error, a malformed
    /// response) means the call could not be completed online, which is what
    /// ``SeamError/internetConnectionRequired`` tells the user (``SeamFailure/init(_:)``).
    private func normalized(_ error: any Error) -> SeamFailure {
        let failure = SeamFailure(error)
        if failure == .internetConnectionRequired, (error as? SeamError) != .internetConnectionRequired {
            logger.log(.error, "Backend failed with \(type(of: error)): \(error)")
        }
        return failure
    }
}

extension Seam {
    /// Initializes ``Seam/shared``. See ``initialize(clientSessionToken:backend:)-swift.method``.
    public static func initialize(clientSessionToken: String) throws {
        try shared.initialize(clientSessionToken: clientSessionToken)
    }

    /// Initializes ``Seam/shared`` on a chosen backend.
    public static func initialize(clientSessionToken: String, backend: SeamBackend) throws {
        try shared.initialize(clientSessionToken: clientSessionToken, backend: backend)
    }
}
