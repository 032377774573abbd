#if os(Linux) || os(macOS)
import Foundation
import SeamAccess

/// `--token-command`: a shell command whose standard output is a fresh client session token,
/// run when the Seam API answers 401, the way git runs a credential helper. Its standard error
/// goes to the demo's, so the helper can explain a failure; its output is never printed.
/// Where there are processes to run (Linux, macOS); the iOS build leaves it out.
public struct DemoTokenCommand: Sendable {
    /// Why the command gave no token (the message never holds its output).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let command: String
    let shell: String
    let warn: @Sendable (String) -> Void

    /// `warn` receives a warning line (`warning: …`) when the command gives no token.
    public init(_ command: String, shell: String = "/bin/sh", warn: @escaping @Sendable (String) -> Void = { _ in }) {
        self.command = command
        self.shell = shell
        self.warn = warn
    }

    /// The provider the cloud configuration takes.
    public var provider: SeamCloudConfiguration.TokenProvider {
        SeamCloudConfiguration.TokenProvider { [self] in
            do {
                return try await run()
            } catch {
                warn("warning: the session expired and no fresh token came: \(error).")
                throw error
            }
        }
    }

    /// Runs the command through the shell and returns its output without surrounding white
    /// space. Waits on a thread of its own, not one of Swift concurrency's few.
    public func run() async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runBlocking() })
            }
        }
    }

    private func runBlocking() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-c", command]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "could not start \(shell)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(description: "--token-command ended with status \(process.terminationStatus)")
        }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !token.isEmpty else { throw Failure(description: "--token-command printed nothing") }
        return token
    }
}
#endif
