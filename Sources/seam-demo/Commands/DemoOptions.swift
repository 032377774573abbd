import ArgumentParser
import Foundation
import SeamAccess
import SeamDemoKit

extension DemoSandboxOptions.LockOutcome: ExpressibleByArgument {}

/// Options every subcommand shares: the backend, and how the sandbox behaves.
struct DemoOptions: ParsableArguments {
    @Option(name: .customLong("api-url"), help: "Seam API base URL: selects the Seam cloud engine.")
    var apiURL: String?

    @Option(help: "Client session token for the cloud engine (or SEAM_CLIENT_SESSION_TOKEN).")
    var token: String?

    @Option(name: .customLong("cache-dir"), help: "Where the cloud engine keeps its offline cache.")
    var cacheDirectory: String?

    @Option(name: .customLong("lock-latency"), help: "Seconds every simulated lock takes to answer.")
    var lockLatency: Double?

    @Option(name: .customLong("lock-outcome"), help: "What every simulated lock answers: grant, timeout or fail.")
    var lockOutcome: DemoSandboxOptions.LockOutcome?

    @Option(name: .customLong("ready-after"), help: "Seconds until the awaiting key becomes ready (negative: never).")
    var readyAfter: Double = 8

    @Flag(help: "No colours (also when NO_COLOR is set or output is not a terminal).")
    var plain = false

    func validate() throws {
        if let lockLatency, !(lockLatency.isFinite && lockLatency >= 0) {
            throw ValidationError("--lock-latency must be a number of seconds, 0 or more.")
        }
        guard !readyAfter.isNaN else { throw ValidationError("--ready-after must be a number of seconds.") }
        if let apiURL {
            guard let url = URL(string: apiURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                  url.host != nil else {
                throw ValidationError("--api-url must be an http(s) URL, e.g. https://connect.getseam.com.")
            }
        }
        if usesCloud, clientSessionToken == nil {
            throw ValidationError("the Seam cloud engine needs a client session token: --token or SEAM_CLIENT_SESSION_TOKEN.")
        }
    }

    /// `--api-url` or `--token` selects the Seam cloud engine; otherwise the sandbox runs.
    var usesCloud: Bool { apiURL != nil || token != nil }

    var clientSessionToken: String? {
        let fromEnvironment = ProcessInfo.processInfo.environment["SEAM_CLIENT_SESSION_TOKEN"]
        return token ?? (fromEnvironment?.isEmpty == false ? fromEnvironment : nil)
    }

    /// The cloud configuration these options describe (the token is kept in memory only).
    func cloud(syncInterval: TimeInterval?) -> SeamCloudConfiguration {
        SeamCloudConfiguration(
            baseURL: apiURL.flatMap(URL.init(string:)) ?? SeamCloudConfiguration.productionURL,
            cacheDirectory: cacheDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) },
            tokenStore: SeamMemoryTokenStore(),
            syncInterval: syncInterval)
    }

    func sandbox(instant: Bool) -> DemoSandboxOptions {
        DemoSandboxOptions(
            lockLatency: lockLatency, lockOutcome: lockOutcome, readyAfter: readyAfter < 0 ? nil : readyAfter,
            instant: instant)
    }
}
