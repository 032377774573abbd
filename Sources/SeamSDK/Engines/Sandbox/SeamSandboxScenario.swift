import Foundation

/// Everything the sandbox simulates: the user's keys, the locks, timing and failures.
///
/// ```swift
/// var scenario = SeamSandboxScenario.default
/// scenario.locks[SeamSandboxSamples.Provider.salto] = SeamSimulatedLock(latency: 0.2, outcome: .neverAnswer)
/// scenario.activationFailures = [.internetConnectionRequired]   // first activation fails
/// let seam = Seam(backend: .sandbox(scenario))
/// ```
@_spi(SeamInternal) public struct SeamSandboxScenario: Sendable {
    /// Builds the keys from the activation time, so relative expiries stay meaningful.
    public var credentials: @Sendable (_ now: Date) -> [SeamCredential]
    /// Simulated locks by provider key. A provider missing here has no integration, so
    /// unlocking its keys throws ``SeamError/integrationNotFound``. The lock under
    /// ``SeamRemoteUnlock/provider`` opens lock keys as the cloud's remote unlock does, and also
    /// locks them (``Seam/lock(using:timeout:)``): what it does sets the key's
    /// ``SeamCredential/lockState`` and is listed in ``Seam/recentActivity(within:of:)``.
    public var locks: [String: SeamSimulatedLock]
    /// The lock events that happened before the activation time, in any order; the session's
    /// unlocks and locks of lock keys are added to them.
    public var activity: @Sendable (_ now: Date) -> [SeamLockActivity]
    /// Changes applied after activation, in order of their delay.
    public var changes: [SeamSandboxChange]
    /// Seconds an activation takes.
    public var activationLatency: TimeInterval
    /// Seconds a refresh takes.
    public var refreshLatency: TimeInterval
    /// Errors thrown by the first activations, one per attempt, before one succeeds.
    public var activationFailures: [SeamFailure]
    /// Errors thrown by the first refreshes, one per call, before one succeeds.
    public var refreshFailures: [SeamFailure]

    public init(
        credentials: @escaping @Sendable (_ now: Date) -> [SeamCredential],
        locks: [String: SeamSimulatedLock] = [:],
        activity: @escaping @Sendable (_ now: Date) -> [SeamLockActivity] = { _ in [] },
        changes: [SeamSandboxChange] = [],
        activationLatency: TimeInterval = 0,
        refreshLatency: TimeInterval = 0,
        activationFailures: [SeamFailure] = [],
        refreshFailures: [SeamFailure] = []
    ) {
        self.credentials = credentials
        self.locks = locks
        self.activity = activity
        self.changes = changes
        self.activationLatency = activationLatency
        self.refreshLatency = refreshLatency
        self.activationFailures = activationFailures
        self.refreshFailures = refreshFailures
    }

    /// The sample keys of ``SeamSandboxSamples``: a ready key per lock behaviour, a key for
    /// every ``SeamCredentialError``, an awaiting key that becomes ready after 8 seconds, and a
    /// smart lock opened over the internet with some recent activity.
    public static let `default` = SeamSandboxScenario(
        credentials: SeamSandboxSamples.credentials(now:),
        locks: SeamSandboxSamples.locks,
        activity: SeamSandboxSamples.activity(now:),
        changes: [.becomesReady(SeamSandboxSamples.ID.awaiting, after: 8)],
        activationLatency: 0.4,
        refreshLatency: 0.6
    )
}

extension SeamBackend {
    /// The embedded sandbox: simulated keys and locks, no account and no network.
    public static func sandbox() -> SeamBackend {
        sandbox(.default)
    }

    /// The embedded sandbox simulating `scenario` (fuzzing, benchmarks and the package's tests).
    @_spi(SeamInternal) public static func sandbox(_ scenario: SeamSandboxScenario) -> SeamBackend {
        SeamBackend { _, clock in SeamSandboxEngine(scenario: scenario, clock: clock) }
    }
}
