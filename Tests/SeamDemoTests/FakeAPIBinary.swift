import Foundation
import SeamTestSupport

/// Runs the built `seam-fake-api` executable (SwiftPM builds it next to the test bundle, as
/// `seam-demo`) until ``stop()``, collecting what it prints.
final class FakeAPIBinary {
    let process: Process
    let output: OutputBuffer
    /// The address it printed on start.
    let url: URL

    private init(process: Process, output: OutputBuffer, url: URL) {
        self.process = process
        self.output = output
        self.url = url
    }

    /// Starts it with `arguments` (on any free port unless they say otherwise) and waits until
    /// it has printed its start-up summary, which ends with the `Try:` line.
    static func start(_ arguments: [String]) async throws -> FakeAPIBinary {
        guard let binary = DemoBinary.url?.deletingLastPathComponent().appendingPathComponent("seam-fake-api"),
              FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw ConditionTimeout(what: "the seam-fake-api binary")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0"] + arguments
        process.environment = childProcessEnvironment()
        let output = OutputBuffer(), pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
        try process.run()
        var found: URL?
        do {
            try await eventually("seam-fake-api printed its summary") {
                let text = output.text
                found = text.contains("\nTry:") && text.hasSuffix("\n\n") ? address(in: text) : nil
                return found != nil || !process.isRunning
            }
        } catch {
            process.terminate()
            throw error
        }
        guard let found else { throw ConditionTimeout(what: "seam-fake-api's address; it printed: \(output.text)") }
        return FakeAPIBinary(process: process, output: output, url: found)
    }

    /// `http://127.0.0.1:<port>` from the first line, `Fake Seam API on http://…: (…)`.
    static func address(in text: String) -> URL? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Fake Seam API on ") }),
              let word = line.split(separator: " ").first(where: { $0.hasPrefix("http://") }) else { return nil }
        return URL(string: String(word))
    }

    /// Stops it (SIGTERM, which ends it at once) and waits until it has exited.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
