import Foundation

/// A ``SeamServiceProtocol`` on its own sandboxed ``Seam``, for SwiftUI previews, tests and
/// demos. It needs no account and no network.
///
/// With `activated: true` (the default) it initializes and activates itself, so the
/// scenario's keys appear within a main-actor turn.
///
/// ```swift
/// SeamAccessView()
///     .environment(\.seamService, PreviewSeamService())
/// ```
@MainActor
public final class PreviewSeamService: SeamServiceProtocol {
    /// The sandboxed SDK instance behind this service.
    public let seam: Seam
    private let service: SeamService

    /// - Parameters:
    ///   - scenario: What the sandbox simulates.
    ///   - activated: Initialize and activate at once (with no activation latency).
    ///   - clock: Time for the sandbox; tests pass a manual clock.
    public init(scenario: SeamSandboxScenario = .default, activated: Bool = true, clock: any SeamClock = SeamSystemClock()) {
        var scenario = scenario
        if activated { scenario.activationLatency = 0 }
        seam = Seam(backend: .sandbox(scenario), clock: clock)
        service = SeamService(seam: seam)
        guard activated else { return }
        do {
            try seam.initialize(clientSessionToken: SeamSandboxSamples.token)
        } catch {
            preconditionFailure("The sandbox token is well-formed and the instance is new: \(error)")
        }
        Task { [seam] in try? await seam.activate() }
    }

    public nonisolated var objectWillChange: AnyPublisher<Void, Never> { seam.outputs.willChange }

    public var credentials: [SeamAccessCredential] { service.credentials }
    public var isActive: Bool { service.isActive }
    public var isActivePublisher: AnyPublisher<Bool, Never> { service.isActivePublisher }
    public var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { service.credentialsPublisher }

    public func initialize(clientSessionToken: String) throws {
        try service.initialize(clientSessionToken: clientSessionToken)
    }

    public func activate() async throws {
        try await service.activate()
    }

    @discardableResult
    public func refresh() async throws -> [SeamAccessCredential] {
        try await service.refresh()
    }

    public func unlock(using credentialId: String, timeout: TimeInterval = Seam.defaultUnlockTimeout) throws
        -> AnyPublisher<SeamAccessUnlockEvent, Never>
    {
        try service.unlock(using: credentialId, timeout: timeout)
    }

    public func deactivate(deintegrate: Bool = false) async {
        await service.deactivate(deintegrate: deintegrate)
    }
}
