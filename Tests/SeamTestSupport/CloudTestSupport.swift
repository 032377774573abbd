// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
@_spi(SeamInternal) import SeamAccess

/// Runs `body` with a fake API and its own cache directory, and always stops the server and
/// deletes the directory afterwards, also when `body` throws. `body` runs on the caller's actor.
package func withCloudHarness(payload: Data? = nil, isolation: isolated (any Actor)? = #isolation,
                              _ body: (CloudHarness) async throws -> Void) async throws {
    try await withFakeSeamAPI(payload: payload, directoryPrefix: "seam-cloud-tests", isolation: isolation) { api, directory in
        try await body(CloudHarness(api: api, cacheDirectory: directory))
    }
}

/// A cloud-backed `Seam` against a running fake API, with its own cache directory.
///
/// Request deadlines run on ``deadlineClock``, which only moves when a test advances it: a
/// busy machine can make a request slow but never makes it time out.
package struct CloudHarness {
    package let api: FakeSeamAPI
    package let cacheDirectory: URL
    package let tokenStore = SeamMemoryTokenStore()
    package let logs = LogCollector()
    package let deadlineClock = TestClock()

    /// `timeout` is generous on purpose: it is also the URL session's own timeout, which runs
    /// on real time. Tests of the deadline advance ``deadlineClock`` instead.
    package func configuration(baseURL: URL? = nil, retries: Int = 2, timeout: TimeInterval = 120,
                       syncInterval: TimeInterval? = nil,
                       transport: (any SeamHTTPTransport)? = nil) async throws -> SeamCloudConfiguration {
        let url: URL
        if let baseURL { url = baseURL } else { url = try await api.baseURL }
        var configuration = SeamCloudConfiguration(
            baseURL: url, cacheDirectory: cacheDirectory, requestTimeout: timeout, maximumRetries: retries,
            retryBaseDelay: 0.5, syncInterval: syncInterval, syncJitter: 0, sharedContainer: nil)
        configuration.tokenStore = tokenStore
        // Tests never touch the Keychain (on a Mac, the default would clear this process's items).
        configuration.tokenLeftovers = nil
        if let transport { configuration.transport = transport }
        configuration.requestDeadlineClock = deadlineClock
        return configuration
    }

    package func seam(_ configuration: SeamCloudConfiguration, clock: any SeamClock = ImmediateClock(),
              token: String = FakeSeamAPI.token) throws -> Seam {
        let seam = Seam(backend: .cloud(configuration), clock: clock, logger: logs.logger)
        try seam.initialize(clientSessionToken: token)
        return seam
    }

    /// An active `Seam` on `clock` (no retries) whose session lists one Seam-connected lock,
    /// `id` named "Front Door", answering unlocks as `script` says on the same clock.
    package func activeSeam(withLock id: String, script: FakeSeamLocks.Script, clock: TestClock) async throws -> Seam {
        await api.locks.setDevices([FakeSeamLocks.device(id: id, name: "Front Door")])
        await api.locks.script(id, script)
        await api.locks.useClock(clock)
        let seam = try seam(try await configuration(retries: 0), clock: clock)
        try await seam.activate()
        return seam
    }

    /// Activates once online (filling the cache) and returns the keys it saw. The session is
    /// left as an app leaves it when it quits without signing out (a sign-out would delete
    /// the cache): with no background sync, nothing of it runs on.
    @discardableResult
    package func primeCache() async throws -> [SeamAccessCredential] {
        let online = try seam(try await configuration())
        try await online.activate()
        return online.credentials.map(SeamAccessCredential.init)
    }

    /// A `Seam` whose API address has nothing listening.
    package func offlineSeam(token: String = FakeSeamAPI.token) async throws -> Seam {
        try seam(try await configuration(baseURL: try Self.nothingListening(), retries: 0), token: token)
    }

    /// The discard port on loopback: connections are refused at once.
    package static func nothingListening() throws -> URL {
        guard let url = URL(string: "http://127.0.0.1:9") else { throw URLError(.badURL) }
        return url
    }

    package var cacheFiles: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path).sorted()) ?? []
    }

    package func cachedSessionData() -> Data? {
        cacheFiles.first { $0.hasPrefix("session-") }
            .flatMap { try? Data(contentsOf: cacheDirectory.appendingPathComponent($0)) }
    }
}

/// A phone session payload with the given credential objects under one provider.
package func phoneSession(provider: String = "salto_space", isBeingActivated: Bool = false,
                  credentials: [String]) -> Data {
    Data("""
    {"phone_session": {"workspace_id": "w", "is_sandbox_workspace": true, "brand_new_field": {"x": 1},
      "user_identity": {"user_identity_id": "u1"},
      "provider_sessions": [{"phone_registration": {"phone_registration_id": "p", "provider_name": "\(provider)",
        "provider_state": null, "is_being_activated": \(isBeingActivated)},
        "acs_credentials": [\(credentials.joined(separator: ","))]}]}, "ok": true}
    """.utf8)
}

/// One credential object; `extra` is spliced in as more JSON members.
package func credentialJSON(id: String?, name: String, endsAt: String = "2099-01-01T00:00:00Z", extra: String = "") -> String {
    let idJSON = id.map { "\"\($0)\"" } ?? "null"
    let extraJSON = extra.isEmpty ? "" : ", \(extra)"
    let errors = extra.contains("\"errors\"") ? "" : #""errors": [], "#
    let warnings = extra.contains("\"warnings\"") ? "" : #""warnings": [], "#
    return """
    {"acs_credential_id": \(idJSON), "acs_system_id": "s", "connected_account_id": "c", "display_name": "\(name)",
     "access_method": "mobile_key", "external_type": "a_type_added_next_year", "is_managed": true,
     "ends_at": "\(endsAt)", \(errors)\(warnings)"created_at": "2025-01-01T00:00:00Z",
     "acs_entrances": [{"display_name": "Lobby"}, {"display_name": "\(name)"}]\(extraJSON)}
    """
}
#endif
