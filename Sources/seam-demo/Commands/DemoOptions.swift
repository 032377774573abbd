import ArgumentParser
import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit

extension DemoSandboxOptions.LockOutcome: ExpressibleByArgument {}

/// Options every command shares: the backend, how the sandbox behaves, and the output.
struct DemoOptions: ParsableArguments {
    @Option(name: .customLong("api-url"), help: ArgumentHelp(
        "Seam API base URL: selects the Seam cloud engine (default https://connect.getseam.com when a token is given).",
        valueName: "url"))
    var apiURL: String?

    @Option(help: ArgumentHelp(
        "Client session token: selects the Seam cloud engine. SEAM_CLIENT_SESSION_TOKEN does the same. "
            + "Other users can see it in the process list: prefer --token-file.",
        valueName: "token"))
    var token: String?

    @Option(name: .customLong("token-file"), help: ArgumentHelp(
        "Read the client session token from this file (- for standard input) instead of --token: "
            + "selects the Seam cloud engine.", valueName: "path"))
    var tokenFile: String?

    @Option(name: .customLong("token-command"), help: ArgumentHelp(
        "Cloud only: a shell command that prints a fresh client session token, run when the Seam API answers 401 "
            + "(the session expired).", valueName: "command"))
    var tokenCommand: String?

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp(
        "Cloud only: where the offline cache lives (default $XDG_CACHE_HOME/seam-access or ~/.cache/seam-access).",
        valueName: "folder"))
    var cacheDirectory: String?

    @Option(name: .customLong("request-timeout"), parsing: .unconditional, help: ArgumentHelp(
        "Cloud only: seconds one API request may take: more than 0, at most 300 (default: 30).", valueName: "seconds"))
    var requestTimeout: Double?

    @Option(name: .customLong("lock-latency"), parsing: .unconditional, help: ArgumentHelp(
        "Sandbox only: seconds every simulated lock takes to answer (0 or more).", valueName: "seconds"))
    var lockLatency: Double?

    @Option(name: .customLong("lock-outcome"), help: ArgumentHelp(
        "Sandbox only: what every simulated lock answers.", valueName: "grant|timeout|fail"))
    var lockOutcome: DemoSandboxOptions.LockOutcome?

    @Option(name: .customLong("ready-after"), parsing: .unconditional, help: ArgumentHelp(
        "Sandbox only: seconds until the key being prepared becomes ready (default: 8; negative: never).",
        valueName: "seconds"))
    var readyAfter: Double?

    @Option(name: .customLong("locale"), help: ArgumentHelp(
        "Language of the SDK's messages, e.g. fr or de_DE (default: LC_ALL, LC_MESSAGES or LANG).",
        valueName: "locale"))
    var localeIdentifier: String?

    @Flag(help: "No colours (also when NO_COLOR is set and not empty, or output is not a terminal).")
    var plain = false

    /// The options' help, for the root command's help (which otherwise would not show them).
    static var helpSection: String {
        let text = helpMessage(columns: 79)
        guard let range = text.range(of: "OPTIONS:\n") else { return "" }
        let lines = text[range.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("--help") }
        return "OPTIONS OF EVERY COMMAND:\n" + lines.joined(separator: "\n")
    }

    var environment: [String: String] { ProcessInfo.processInfo.environment }

    func validate() throws {
        if let token, token.isEmpty {
            // Left out, the token comes from the environment when it is set there.
            let instead = environment["SEAM_CLIENT_SESSION_TOKEN"]?.isEmpty == false
                ? "leave it out to use SEAM_CLIENT_SESSION_TOKEN" : "leave it out for the sandbox"
            throw ValidationError("--token is empty; give a client session token, or \(instead).")
        }
        if let tokenFile {
            guard token == nil else { throw ValidationError("--token and --token-file both give a token; use one of them.") }
            guard !tokenFile.isEmpty else { throw ValidationError("--token-file is empty; give a file, or - for standard input.") }
            do {
                _ = try DemoTokenFile.token(from: tokenFile)
            } catch let failure as DemoTokenFile.Failure {
                throw ValidationError(failure.description)
            }
        }
        if let tokenCommand, tokenCommand.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--token-command is empty; give a command that prints a client session token.")
        }
        if let cacheDirectory, cacheDirectory.isEmpty {
            throw ValidationError("--cache-dir is empty; give a folder, or leave it out for the default.")
        }
        if let lockLatency, !(lockLatency.isFinite && lockLatency >= 0) {
            throw ValidationError("--lock-latency must be a number of seconds, 0 or more.")
        }
        if let requestTimeout, !(requestTimeout.isFinite && requestTimeout > 0 && requestTimeout <= 300) {
            throw ValidationError("--request-timeout must be more than 0 and at most 300 seconds.")
        }
        if let readyAfter, readyAfter.isNaN { throw ValidationError("--ready-after must be a number of seconds.") }
        if let localeIdentifier, !DemoLocale.isValid(localeIdentifier) {
            throw ValidationError("--locale must be a locale such as en, fr or de_DE.")
        }
        if let apiURL {
            guard let url = URL(string: apiURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                  url.host != nil else {
                throw ValidationError("--api-url must be an http(s) URL, e.g. https://connect.getseam.com.")
            }
            guard url.user == nil, url.password == nil else {
                // Said without the address: echoing it would print the password.
                throw ValidationError("--api-url must not hold a user name or password (the part before \"@\"); "
                    + "the Seam API is authorized by the client session token alone.")
            }
            guard SeamCloudConfiguration.isAcceptableBaseURL(url) else {
                throw ValidationError("--api-url must use https; http is allowed only for localhost, "
                    + "so the token never crosses the network in clear text.")
            }
        }
        if usesCloud {
            guard clientSessionToken != nil else {
                throw ValidationError("The Seam cloud engine needs a client session token: --token-file, --token "
                    + "or SEAM_CLIENT_SESSION_TOKEN.")
            }
            let sandboxOnly = [("--lock-latency", lockLatency != nil), ("--lock-outcome", lockOutcome != nil),
                               ("--ready-after", readyAfter != nil)].filter(\.1).map(\.0)
            if !sandboxOnly.isEmpty {
                throw ValidationError("\(sandboxOnly.joined(separator: ", ")) only \(sandboxOnly.count == 1 ? "applies" : "apply") "
                    + "to the sandbox, "
                    + "but a token or --api-url selects the Seam cloud engine.")
            }
        } else {
            let cloudOnly = [("--cache-dir", cacheDirectory != nil), ("--request-timeout", requestTimeout != nil),
                             ("--token-command", tokenCommand != nil)]
                .filter(\.1).map(\.0)
            if !cloudOnly.isEmpty {
                throw ValidationError("\(cloudOnly.joined(separator: ", ")) only \(cloudOnly.count == 1 ? "applies" : "apply") "
                    + "to the Seam cloud engine; give --token (or SEAM_CLIENT_SESSION_TOKEN) to use it.")
            }
        }
        if let warning = DemoLocale.unshippedWarning(option: localeIdentifier, environment: environment) {
            DemoOutput.errors.line(warning)
        }
    }

    /// A token (`--token`, or a non-empty SEAM_CLIENT_SESSION_TOKEN) or `--api-url` selects
    /// the Seam cloud engine; otherwise the sandbox runs.
    var usesCloud: Bool { apiURL != nil || clientSessionToken != nil }

    var clientSessionToken: String? {
        if let tokenFile { return try? DemoTokenFile.token(from: tokenFile) }
        if let token { return token }
        let fromEnvironment = environment["SEAM_CLIENT_SESSION_TOKEN"]
        return fromEnvironment?.isEmpty == false ? fromEnvironment : nil
    }

    var locale: Locale { DemoLocale.resolve(option: localeIdentifier, environment: environment) }

    var apiURLValue: URL { apiURL.flatMap(URL.init(string:)) ?? SeamCloudConfiguration.productionURL }

    /// The cloud configuration these options describe (the token is kept in memory only, as
    /// the SDK keeps it everywhere; the demo never kept one in the Keychain, so it clears none).
    func cloud(syncInterval: TimeInterval?, cacheDirectory: URL?) -> SeamCloudConfiguration {
        var configuration = SeamCloudConfiguration(
            baseURL: apiURLValue, cacheDirectory: cacheDirectory, requestTimeout: requestTimeout ?? 30,
            syncInterval: syncInterval)
        configuration.tokenLeftovers = nil
        configuration.tokenProvider = tokenCommand.map { command in
            DemoTokenCommand(command, timeout: configuration.requestTimeout) { line in DemoOutput.errors.line(line) }.provider
        }
        return configuration
    }

    func sandbox(instant: Bool) -> DemoSandboxOptions {
        let readyAfter = readyAfter ?? 8
        return DemoSandboxOptions(
            lockLatency: lockLatency, lockOutcome: lockOutcome, readyAfter: readyAfter < 0 ? nil : readyAfter,
            instant: instant)
    }

    func style(isTerminal: Bool) -> DemoStyle {
        plain ? DemoStyle(usesColor: false) : DemoStyle.detect(environment: environment, isTerminal: isTerminal)
    }
}
