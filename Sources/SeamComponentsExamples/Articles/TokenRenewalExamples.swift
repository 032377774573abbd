#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents

// GettingStarted.md, "Keep the session when its token expires".

/// The app's own backend client, which creates client session tokens.
protocol KeysBackend: Sendable {
    func freshClientSessionToken() async throws -> String
}

@MainActor
func signIn(clientSessionToken: String, renewingWith backend: any KeysBackend) async {
    var configuration = SeamCloudConfiguration()
    configuration.tokenProvider = SeamCloudConfiguration.TokenProvider {
        try await backend.freshClientSessionToken()
    }
    do {
        try Seam.initialize(clientSessionToken: clientSessionToken, backend: .cloud(configuration))
        try await Seam.shared.activate()
    } catch {
        // As above.
    }
}
#endif
