import Foundation

/// A backend behind the ``Seam`` facade: where credentials come from and which locks exist.
///
/// ``Seam`` enforces the lifecycle (initialize → activate → deactivate), the unlock
/// preconditions, timeouts and the event contract; an engine only fetches and keeps
/// credentials. SeamAccess ships the sandbox (``SeamBackend/sandbox(_:)``); the Seam cloud
/// backend plugs in the same way.
///
/// Engines throw ``SeamError`` values. ``Seam`` calls one engine method at a time per
/// lifecycle step, but ``refresh()`` may run while background updates are being published.
package protocol SeamEngine: Sendable {
    /// Starts the session and returns the first credential list. Use `context` to publish
    /// later changes (background sync) for as long as the session is active.
    ///
    /// A deactivation may interrupt an activation: ``Seam`` cancels the activating task and
    /// calls ``deactivate(deintegrate:)`` without waiting for this method to return. Work this
    /// method starts after that call (a sync loop, a timer) would outlive the session, so start
    /// it only where a concurrent deactivation cannot have run unseen, for example under the
    /// same lock, or on the same actor after checking that no deactivation came in between.
    func activate(context: SeamEngineContext) async throws -> [SeamCredential]

    /// Fetches the current credential list.
    func refresh() async throws -> [SeamCredential]

    /// Fetches the current credential list with a request sent after this call: one already in
    /// flight (sent before a change the caller knows of) is waited out, never joined.
    func refreshWithNewRequest() async throws -> [SeamCredential]

    /// Stops background work and forgets what the engine stored for the signed-out user (their
    /// keys, their token). With `deintegrate`, also what it stored for this device (an
    /// installation id).
    func deactivate(deintegrate: Bool) async

    /// A lock integration this backend provides itself (the sandbox simulates its locks).
    /// Integrations registered with ``Seam/register(_:)-swift.type.method`` take precedence.
    func integration(forProvider provider: String) -> (any SeamLockIntegration)?

    /// An integration whose `unlock` *locks* the provider's lock (``Seam/lock(using:timeout:)``
    /// runs it through the unlock attempt's race); `nil` when the backend cannot lock it.
    func lockingIntegration(forProvider provider: String) -> (any SeamLockIntegration)?

    /// The lock events since `since`, newest first (``Seam/recentActivity(within:of:)``), of
    /// lock `deviceId` only when given; none when the backend has no events.
    func recentActivity(since: Date, deviceId: String?) async throws -> [SeamLockActivity]
}

extension SeamEngine {
    /// ``refresh()``: an engine whose every refresh reads its keys anew.
    package func refreshWithNewRequest() async throws -> [SeamCredential] { try await refresh() }
    package func integration(forProvider provider: String) -> (any SeamLockIntegration)? { nil }
    package func lockingIntegration(forProvider provider: String) -> (any SeamLockIntegration)? { nil }
    package func recentActivity(since: Date, deviceId: String?) async throws -> [SeamLockActivity] { [] }
}

/// What an active engine may use: the clock, the logger, and a way to publish changes.
package struct SeamEngineContext: Sendable {
    /// The clock the engine must use for every wait and every "now".
    package let clock: any SeamClock
    /// Where to report what happens. Never log the token.
    package let logger: SeamLogger
    private let sink: @Sendable ([SeamCredential]) async -> Void
    private let endSink: @Sendable (SeamError, Bool) async -> Void
    /// Tells the facade when the keys the engine last confirmed may unlock.
    let setKeyWindow: @Sendable (SeamKeyWindow) -> Void
    /// Whether the app can open a key's lock (``Seam/hasIntegration(for:)``), for what the
    /// engine writes for extensions (the key snapshot marks the keys it cannot).
    package let hasIntegration: @Sendable (SeamCredential) -> Bool

    init(clock: any SeamClock, logger: SeamLogger, sink: @escaping @Sendable ([SeamCredential]) async -> Void,
         end: @escaping @Sendable (SeamError, Bool) async -> Void = { _, _ in },
         keyWindow: @escaping @Sendable (SeamKeyWindow) -> Void = { _ in },
         hasIntegration: @escaping @Sendable (SeamCredential) -> Bool = { _ in true }) {
        self.hasIntegration = hasIntegration
        self.clock = clock
        self.logger = logger
        self.sink = sink
        endSink = end
        setKeyWindow = keyWindow
    }

    /// Ends the session from the backend's side: the server said it is over (the token was
    /// revoked, or expired and could not be renewed). ``Seam`` deactivates (the engine's
    /// `SeamEngine.deactivate(deintegrate:)` is called, the keys are cleared and
    /// ``Seam/isActive`` turns `false`) and tells the app through
    /// ``Seam/sessionEndedPublisher``. Returns once that is done. Drop the session's stored
    /// keys before calling it. Ignored once the session is no longer current.
    ///
    /// An unlock or lock running then ends saying the lock may have acted: whatever noticed the
    /// end (a sync, a refresh) cannot know whether its request had been sent.
    package func endSession(because error: SeamError) async {
        await endSink(error, true)
    }

    /// ``endSession(because:)`` from the running attempt itself, which knows whether its request
    /// had been sent (`requestWasSent`; `false` when the API refused the request itself).
    package func endSession(because error: SeamError, requestWasSent: Bool) async {
        await endSink(error, requestWasSent)
    }

    /// Publishes a new credential list. Ignored once the session is no longer active;
    /// subscribers only hear about it when it differs from the current list.
    package func publish(_ credentials: [SeamCredential]) async {
        await sink(credentials)
    }
}

/// Chooses the engine ``Seam`` creates when it is initialized.
///
/// ```swift
/// let seam = Seam(backend: .sandbox(.default))
/// try seam.initialize(clientSessionToken: "seam_cst_sandbox")
/// ```
public struct SeamBackend: Sendable {
    let makeEngine: @Sendable (SeamClientSessionToken, any SeamClock) -> any SeamEngine
    /// Deletes what an earlier session left on this device when there is no session to sign
    /// out (`deactivate()` before `initialize` in this launch); `true` deintegrates.
    let signOutWithoutSession: (@Sendable (_ deintegrate: Bool, _ logger: SeamLogger) -> Void)?

    /// A backend built from a factory that receives the validated token and the clock.
    package init(makeEngine: @escaping @Sendable (SeamClientSessionToken, any SeamClock) -> any SeamEngine,
                 signOutWithoutSession: (@Sendable (_ deintegrate: Bool, _ logger: SeamLogger) -> Void)? = nil) {
        self.makeEngine = makeEngine
        self.signOutWithoutSession = signOutWithoutSession
    }
}
