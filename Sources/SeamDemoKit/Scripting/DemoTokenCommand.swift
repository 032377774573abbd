#if os(Linux) || os(macOS)
import Foundation
@_spi(SeamInternal) import SeamAccess

/// `--token-command`: a shell command whose standard output is a fresh client session token,
/// run when the Seam API answers 401, the way git runs a credential helper. Its standard error
/// goes to the demo's, so the helper can explain a failure; its output is never printed.
/// Where there are processes to run (Linux, macOS); the iOS build leaves it out.
///
/// The output must be the token alone, on one line: anything else is refused, saying why (never
/// what it printed). A command still running after `timeout` seconds, or when the SDK stops
/// waiting for it, is stopped with everything it started (its process group), and the demo
/// says so: nothing it started outlives the demo.
public struct DemoTokenCommand: Sendable {
    /// Why the command gave no token (the message never holds its output).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let command: String
    let shell: String
    /// How long the command may run: the SDK waits as long for a token provider (the request
    /// timeout), so the demo stops it then.
    let timeout: TimeInterval
    let warn: @Sendable (String) -> Void

    /// `warn` receives a warning line (`warning: …`) when the command gives no token.
    public init(_ command: String, shell: String = "/bin/sh", timeout: TimeInterval = 30,
                warn: @escaping @Sendable (String) -> Void = { _ in }) {
        self.command = command
        self.shell = shell
        self.timeout = timeout
        self.warn = warn
    }

    /// The provider the cloud configuration takes.
    public var provider: SeamCloudConfiguration.TokenProvider {
        SeamCloudConfiguration.TokenProvider { [self] in
            do {
                return try await run()
            } catch is CancellationError {
                // The cancellation said why, as it stopped the command.
                throw CancellationError()
            } catch {
                warn("warning: the session expired and no fresh token came: \(error).")
                throw error
            }
        }
    }

    /// Runs the command through the shell and returns the token it printed. Waits on a thread
    /// of its own, not one of Swift concurrency's few; cancelling stops the command.
    public func run() async throws -> String {
        let child = DemoTokenCommandRun(command: command, shell: shell, timeout: timeout)
        let warn = warn
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // A thread, not a Dispatch queue: on Linux those share Swift concurrency's threads.
                Thread {
                    continuation.resume(with: Result { try Self.token(in: child.runBlocking()) })
                }.start()
            }
        } onCancel: {
            guard let ran = child.stop(because: .cancelled) else { return }
            // The SDK waits for a token as long as the command may run (the request timeout):
            // a wait that ended then is that timeout, whichever clock noticed first.
            warn(ran >= child.timeout * 0.9
                ? "warning: \(DemoTokenCommandRun.timedOut(child.timeout))."
                : "warning: the demo stopped waiting for --token-command; it was still running and has been stopped.")
        }
    }

    /// The token in the command's output, or why there is none (never quoting the output).
    static func token(in output: Data) throws -> String {
        let lines = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let token = lines.first else { throw Failure(description: "--token-command printed nothing") }
        guard lines.count == 1 else {
            throw Failure(description: "--token-command printed \(lines.count) lines; it must print the client session "
                + "token alone, on one line")
        }
        guard (try? SeamClientSessionToken(validating: token)) != nil else {
            let why = token.contains(where: \.isWhitespace) ? "more than the token (it must print the token alone)"
                : "something that is not a client session token (one starts with \(SeamClientSessionToken.prefix) "
                    + "and holds only letters, digits, _ and -)"
            throw Failure(description: "--token-command printed \(why)")
        }
        return token
    }
}

/// One run of the command: started in a process group of its own (so stopping it stops what it
/// started), stopped at its timeout or when its caller stops waiting.
final class DemoTokenCommandRun: @unchecked Sendable {
    // Safe to share: `process`, `stopped` and `exited` are only read or written while `lock` is held.
    private let lock = NSLock()
    private var process: Process?
    private var stopped: Reason?
    private var exited = false
    private var startedAt: Date?
    let command: String
    let shell: String
    let timeout: TimeInterval

    enum Reason { case timedOut, cancelled }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    init(command: String, shell: String, timeout: TimeInterval) {
        self.command = command
        self.shell = shell
        self.timeout = max(0, timeout)
    }

    /// Runs the command and returns its standard output.
    func runBlocking() throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-c", command]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        let started: Result<Void, Failure> = locked {
            if stopped != nil { return .failure(.cancelled) }
            do {
                try process.run()
            } catch {
                return .failure(.message("could not start \(shell)"))
            }
            self.process = process
            startedAt = Date()
            DemoRunningCommands.shared.insert(process.processIdentifier)
            return .success(())
        }
        if case .failure(let failure) = started { throw failure.error }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
            _ = self?.stop(because: .timedOut)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let reason = locked {
            exited = true
            return stopped
        }
        DemoRunningCommands.shared.remove(process.processIdentifier)
        switch reason {
        case .timedOut?:
            throw DemoTokenCommand.Failure(description: Self.timedOut(timeout))
        case .cancelled?:
            throw CancellationError()
        case nil:
            break
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw DemoTokenCommand.Failure(description: "--token-command ended with status \(process.terminationStatus)")
        }
        return data
    }

    /// Stops the command if it still runs (SIGKILL to its process group: it was started from a
    /// thread whose blocked signals it may inherit, SIGTERM included, and the demo may
    /// exit right after, so there is no time to ask it nicely); returns how long it had run, or
    /// `nil` when it was not running.
    /// Before it started, it never starts.
    func stop(because reason: Reason) -> TimeInterval? {
        let running: (pid: pid_t, since: Date?)? = locked {
            guard stopped == nil, !exited else { return nil }
            stopped = reason
            return process.map { ($0.processIdentifier, startedAt) }
        }
        guard let running else { return nil }
        Self.kill(running.pid)
        return running.since.map { Date().timeIntervalSince($0) } ?? 0
    }

    /// What the demo says of a command stopped at its timeout.
    static func timedOut(_ timeout: TimeInterval) -> String {
        "--token-command did not finish within \(DemoSeconds.text(timeout)) s (--request-timeout), so it was stopped"
    }

    /// Kills the command's process group when it leads one (Foundation starts it so on
    /// Linux), else the shell alone.
    static func kill(_ pid: pid_t) {
        if getpgid(pid) == pid {
            _ = Foundation.kill(-pid, SIGKILL)
        } else {
            _ = Foundation.kill(pid, SIGKILL)
        }
    }

    private enum Failure: Error {
        case cancelled
        case message(String)

        var error: any Error {
            switch self {
            case .cancelled: CancellationError()
            case .message(let text): DemoTokenCommand.Failure(description: text)
            }
        }
    }
}

/// The token commands running now, killed when the process exits (`exit`, from anywhere), so
/// none outlives the demo.
final class DemoRunningCommands: @unchecked Sendable {
    // Safe to share: `pids` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var pids: Set<pid_t> = []
    private var hookInstalled = false

    static let shared = DemoRunningCommands()

    func insert(_ pid: pid_t) {
        lock.lock()
        pids.insert(pid)
        let install = !hookInstalled
        hookInstalled = true
        lock.unlock()
        if install { atexit { DemoRunningCommands.shared.killAll() } }
    }

    func remove(_ pid: pid_t) {
        lock.lock()
        pids.remove(pid)
        lock.unlock()
    }

    func killAll() {
        lock.lock()
        let running = pids
        pids = []
        lock.unlock()
        running.forEach(DemoTokenCommandRun.kill)
    }
}
/// What `seam-demo` runs before it ends the process itself.
public enum DemoChildren {
    /// Stops every token command still running (as the exit hook would).
    public static func stopAll() {
        DemoRunningCommands.shared.killAll()
    }
}
#endif
