import ArgumentParser
import Foundation
import SeamDemoKit

/// A failure a command already described: printed as one ``DemoErrorLine``.
struct DemoFailure: Error {
    let line: DemoErrorLine
    let status: Int32
}

/// Ends the process for every way a run can fail, in one format on stderr.
enum DemoExit {
    static func fail(_ line: DemoErrorLine, status: Int32, hint: String? = nil) -> Never {
        var text = "\(line)\n"
        if let hint { text += "Run `\(hint)` for usage.\n" }
        FileHandle.standardError.write(Data(text.utf8))
        Foundation.exit(status)
    }

    static func exit(with error: any Error, arguments: [String]) -> Never {
        if let failure = error as? DemoFailure { fail(failure.line, status: failure.status) }
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        let status = SeamDemo.exitCode(for: error)
        if status == .success {
            // --help and --version.
            FileHandle.standardOutput.write(Data((SeamDemo.fullMessage(for: error) + "\n").utf8))
            Foundation.exit(0)
        }
        let message = SeamDemo.message(for: error)
            .replacingOccurrences(of: "Error: ", with: "")
            .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
        guard status == .validationFailure else {
            // Not the command line's fault (e.g. writing the output failed).
            fail(DemoErrorLine(code: "failure", message: message), status: status.rawValue)
        }
        let command = arguments.first.flatMap { SeamDemo.commandNames.contains($0) ? $0 : nil }
        fail(.usage(message), status: status.rawValue, hint: ["seam-demo", command, "--help"].compactMap { $0 }.joined(separator: " "))
    }
}
