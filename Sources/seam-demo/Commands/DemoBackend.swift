import Foundation
import SeamAccess
import SeamDemoKit

import ArgumentParser

/// Builds the service a command drives: the sandbox, or the Seam cloud engine when
/// `--api-url`/`--token` are given.
enum DemoBackend {
    /// A service on a fresh SDK instance, initialized and (optionally) activated. An SDK error
    /// (a refused token, no network and nothing cached) becomes one line on stderr and exit 2.
    @MainActor
    static func service(_ options: DemoOptions, interactive: Bool) async throws -> SeamService {
        let backend: SeamBackend
        let token: String
        if options.usesCloud, let cloudToken = options.clientSessionToken {
            backend = .cloud(options.cloud(syncInterval: interactive ? 60 : nil))
            token = cloudToken
        } else {
            backend = .sandbox(options.sandbox(instant: !interactive).scenario())
            token = SeamSandboxSamples.token
        }
        let service = SeamService(seam: Seam(backend: backend))
        do {
            try service.initialize(clientSessionToken: token)
            if !interactive { try await service.activate() }
        } catch let error as SeamError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        return service
    }
}
