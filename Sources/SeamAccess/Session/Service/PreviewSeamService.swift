import Foundation
@_spi(SeamInternal) import SeamSDK

/// A ``SeamService`` on its own sandboxed ``Seam``, for SwiftUI previews, tests and demos.
/// It needs no account and no network.
///
/// With `activated: true` (the default) it initializes and activates itself, so the
/// scenario's keys appear within a main-actor turn.
///
/// Create it once and keep it (a `@StateObject`, a preview's `static let`): each instance is a
/// session of its own, so one made inline in `body` starts over on every render.
///
/// ```swift
/// struct KeysPreview: View {
///     @StateObject private var service = PreviewSeamService()
///
///     var body: some View {
///         SeamAccessView()
///             .environment(\.seamService, service)
///     }
/// }
/// ```
@MainActor
public final class PreviewSeamService: SeamService {
    /// A service on the sandbox's sample keys and simulated locks.
    ///
    /// - Parameter activated: Initialize and activate at once (with no activation latency);
    ///   `false` shows the state before the app's sign-in.
    public convenience init(activated: Bool = true) {
        self.init(scenario: .default, activated: activated)
    }

    /// A service on `scenario` in real time (the package's previews).
    package convenience init(scenario: SeamSandboxScenario, activated: Bool = true) {
        self.init(scenario: scenario, activated: activated, clock: SeamSystemClock())
    }

    /// - Parameters:
    ///   - scenario: What the sandbox simulates.
    ///   - activated: Initialize and activate at once (with no activation latency).
    ///   - clock: Time for the sandbox; tests pass a manual clock.
    package init(scenario: SeamSandboxScenario = .default, activated: Bool = true, clock: any SeamClock) {
        var scenario = scenario
        if activated { scenario.activationLatency = 0 }
        let seam = Seam(backend: .sandbox(scenario), clock: clock)
        super.init(seam: seam)
        guard activated else { return }
        do {
            try seam.initialize(clientSessionToken: PreviewSeamService.Samples.token)
        } catch {
            // Unreachable: the instance is new and the sandbox token is well-formed.
            assertionFailure("Sandbox initialization failed: \(error)")
            return
        }
        Task { try? await seam.activate() }
    }

    /// Signs in to the sandbox, as an app's sign-in does: initializes with the sandbox's
    /// token unless a session is already initialized, then activates. Use it for a demo's
    /// Sign In after ``SeamServiceProtocol/deactivate(deintegrate:)``, when ``SeamServiceProtocol/activate()`` alone would throw
    /// ``SeamError/initializationRequired``.
    ///
    /// ```swift
    /// Button("Sign In") { Task { try? await service.signIn() } }
    /// ```
    ///
    /// - Throws: What ``SeamServiceProtocol/activate()`` throws (the scenario's activation failures, or
    ///   ``SeamError/deactivationInProgress`` while a sign-out runs).
    public func signIn() async throws {
        do {
            try initialize(clientSessionToken: PreviewSeamService.Samples.token)
        } catch SeamError.alreadyInitialized {
            // Initialized already (a failed activation leaves the session initialized): activate it.
        }
        try await activate()
    }
}

extension PreviewSeamService {
    /// The sandbox's sample keys (the SDK's ``SeamSandboxSamples``), as previews and tests name them.
    public typealias Samples = SeamSandboxSamples
}

extension SeamSandboxSamples {
    /// The sample keys as the UI models the views take (``credentials(now:)`` gives the SDK's),
    /// e.g. `SeamCredentialGrid(credentials: PreviewSeamService.Samples.accessCredentials(now: .now), …)`.
    /// A key of a provider the sandbox does not simulate (``Provider/hid``) has no lock
    /// integration, as the sandbox's service says (``SeamAccessCredential/hasLockIntegration``).
    public static func accessCredentials(now: Date) -> [SeamAccessCredential] {
        credentials(now: now).map { SeamAccessCredential($0, hasLockIntegration: locks[$0.providerName ?? ""] != nil) }
    }
}
