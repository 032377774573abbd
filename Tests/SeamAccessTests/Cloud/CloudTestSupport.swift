import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport

/// Runs `body` with a fake API and its own cache directory, and always stops the server and
/// deletes the directory afterwards, also when `body` throws.
func withCloudHarness(payload: Data? = nil, _ body: (CloudHarness) async throws -> Void) async throws {
    let harness = try await CloudHarness.start(payload: payload)
    do {
        try await body(harness)
    } catch {
        await harness.stop()
        throw error
    }
    await harness.stop()
}

/// A cloud-backed `Seam` against a running fake API, with its own cache directory.
///
/// Request deadlines run on ``deadlineClock``, which only moves when a test advances it: a
/// busy machine can make a request slow but never makes it time out.
struct CloudHarness {
    let api: FakeSeamAPI
    let cacheDirectory: URL
    let tokenStore = SeamMemoryTokenStore()
    let logs = LogCollector()
    let deadlineClock = TestClock()

    fileprivate static func start(payload: Data? = nil) async throws -> CloudHarness {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("seam-cloud-tests-\(UUID().uuidString)", isDirectory: true)
        return CloudHarness(api: try await FakeSeamAPI.start(payload: payload), cacheDirectory: directory)
    }

    /// `timeout` is generous on purpose: it is also the URL session's own timeout, which runs
    /// on real time. Tests of the deadline advance ``deadlineClock`` instead.
    func configuration(baseURL: URL? = nil, retries: Int = 2, timeout: TimeInterval = 120,
                       syncInterval: TimeInterval? = nil,
                       transport: (any SeamHTTPTransport)? = nil) async throws -> SeamCloudConfiguration {
        let url: URL
        if let baseURL { url = baseURL } else { url = try await api.baseURL }
        var configuration = SeamCloudConfiguration(
            baseURL: url, cacheDirectory: cacheDirectory, tokenStore: tokenStore, transport: SeamURLSessionTransport(),
            requestTimeout: timeout, maximumRetries: retries, retryBaseDelay: 0.5, syncInterval: syncInterval,
            syncJitter: 0)
        if let transport { configuration.transport = transport }
        configuration.requestDeadlineClock = deadlineClock
        return configuration
    }

    func seam(_ configuration: SeamCloudConfiguration, clock: any SeamClock = ImmediateClock(),
              token: String = FakeSeamAPI.token) throws -> Seam {
        let seam = Seam(backend: .cloud(configuration), clock: clock, logger: logs.logger)
        try seam.initialize(clientSessionToken: token)
        return seam
    }

    /// Activates once online (filling the cache), deactivates without deintegrating, and
    /// returns the keys it saw.
    @discardableResult
    func primeCache() async throws -> [SeamAccessCredential] {
        let online = try seam(try await configuration())
        try await online.activate()
        let keys = online.credentials
        await online.deactivate(deintegrate: false)
        return keys
    }

    /// A `Seam` whose API address has nothing listening.
    func offlineSeam(token: String = FakeSeamAPI.token) async throws -> Seam {
        try seam(try await configuration(baseURL: try Self.nothingListening(), retries: 0), token: token)
    }

    /// The discard port on loopback: connections are refused at once.
    static func nothingListening() throws -> URL {
        guard let url = URL(string: "http://127.0.0.1:9") else { throw URLError(.badURL) }
        return url
    }

    var cacheFiles: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path).sorted()) ?? []
    }

    func cachedSessionData() -> Data? {
        cacheFiles.first { $0.hasPrefix("session-") }
            .flatMap { try? Data(contentsOf: cacheDirectory.appendingPathComponent($0)) }
    }

    func stop() async {
        await api.stop()
        try? FileManager.default.removeItem(at: cacheDirectory)
    }
}

/// A phone session payload with the given credential objects under one provider.
func phoneSession(provider: String = "salto_space", isBeingActivated: Bool = false,
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
func credentialJSON(id: String?, name: String, endsAt: String = "2099-01-01T00:00:00Z", extra: String = "") -> String {
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
