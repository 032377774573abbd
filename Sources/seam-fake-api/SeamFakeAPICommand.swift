import ArgumentParser
import Foundation
import SeamFakeAPI

/// `swift run seam-fake-api`: a fake Seam API on 127.0.0.1 for trying the demo's cloud path
/// without an account. It prints its address, a token and the scenario's keys and locks, then
/// one line per request it answers, until Ctrl-C.
@main
struct SeamFakeAPICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seam-fake-api",
        abstract: "A fake Seam API on 127.0.0.1 with keys and locks that show every outcome of the demo's cloud path.",
        discussion: """
            It listens on the loopback address only and accepts the token it prints (and, for \
            seam-demo --token-command, a second one). Nothing it serves is real: no account, no \
            network, no door. Ctrl-C stops it.
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("The port on 127.0.0.1 (0: any free port).", valueName: "port"))
    var port: UInt16 = 8765

    @Option(name: .customLong("open-after"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds the Front Door's unlock stays pending before it succeeds (0 to 60).", valueName: "seconds"))
    var openAfter: Double = 1

    // `.unconditional`: a negative count is read as the option's value and refused as one,
    // rather than taken for an unknown flag ("Missing value").
    @Option(name: .customLong("token-expires-after-requests"), parsing: .unconditional, help: ArgumentHelp(
        "The token is refused (401, expired) once this many requests have used it (0: at once).", valueName: "count"))
    var expiresAfterRequests: Int?

    @Option(name: .customLong("token-expires-after"), parsing: .unconditional, help: ArgumentHelp(
        "The token is refused (401, expired) this many seconds after the start.", valueName: "seconds"))
    var expiresAfterSeconds: Double?

    @Flag(help: "Do not print a line per request.")
    var quiet = false

    func validate() throws {
        guard openAfter.isFinite, (0...60).contains(openAfter) else {
            throw ValidationError("--open-after must be a number of seconds from 0 to 60.")
        }
        if let expiresAfterRequests, expiresAfterRequests < 0 {
            throw ValidationError("--token-expires-after-requests must be 0 or more.")
        }
        if let expiresAfterSeconds, !(expiresAfterSeconds.isFinite && expiresAfterSeconds >= 0) {
            throw ValidationError("--token-expires-after must be a number of seconds, 0 or more.")
        }
        if expiresAfterRequests != nil, expiresAfterSeconds != nil {
            throw ValidationError("Give --token-expires-after-requests or --token-expires-after, not both.")
        }
    }

    func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        let started = Date()
        var scenario = FakeSeamScenario(openAfter: openAfter)
        if let expiresAfterRequests { scenario.tokenExpiry = .afterRequests(expiresAfterRequests) }
        if let expiresAfterSeconds { scenario.tokenExpiry = .at(started.addingTimeInterval(expiresAfterSeconds)) }
        let api: FakeSeamAPI
        do {
            api = try await scenario.start(port: port, now: started)
        } catch {
            let reason = FakeSeamAPI.listenFailureReason(error)
            let advice = reason == "the port is already in use"
                ? "Stop the program using it (perhaps another seam-fake-api), or choose another port with --port."
                : "Choose another port with --port."
            FakeAPIOutput.error("error: cannot listen on 127.0.0.1:\(port): \(reason). \(advice)")
            throw ExitCode(1)
        }
        let url = try await api.baseURL
        FakeAPIOutput.line(FakeAPISummary.lines(scenario: scenario, url: url, now: started).joined(separator: "\n"))
        if !quiet {
            let names = Dictionary(uniqueKeysWithValues: scenario.locks.map { ($0.id, $0.name) })
            await api.state.observe { exchange in
                FakeAPIOutput.line(FakeAPISummary.line(for: exchange, at: Date().timeIntervalSince(started), names: names))
            }
        }
        while true {
            try await Task.sleep(nanoseconds: 3_600 * 1_000_000_000)
        }
    }
}

/// Writes lines at once (a pipe gets each as it happens), never trapping on a closed reader.
enum FakeAPIOutput {
    static func line(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }
}
