import Foundation
import SeamAccess
import SeamDemoKit

/// Builds the service a command drives.
enum DemoBackend {
    /// A service on a fresh sandboxed SDK, initialized and (optionally) activated.
    @MainActor
    static func service(_ options: DemoSandboxOptions, activate: Bool) async throws -> SeamService {
        let seam = Seam(backend: .sandbox(options.scenario()))
        let service = SeamService(seam: seam)
        try service.initialize(clientSessionToken: SeamSandboxSamples.token)
        if activate { try await service.activate() }
        return service
    }
}
