import ArgumentParser
import Foundation
import SeamDemoKit

/// A failure a command already described: printed as one ``DemoErrorLine`` (and, for a usage
/// error, the line saying which help to read).
struct DemoFailure: Error {
    let line: DemoErrorLine
    let status: Int32
    var hint: String?
}

/// Ends the process for every way a run can fail, in one format on stderr.
enum DemoExit {
    /// Ends the process with `status` once its own hooks have run (temporary folders removed,
    /// token commands stopped), without the C library's exit handlers: those tear down
    /// OpenSSL while a URLSession thread may still be using it, which crashed `unlock` now
    /// and then (SIGSEGV in libcrypto, exit 139) after it had printed its result. Everything
    /// the demo prints is written straight to the descriptors, so nothing is left buffered.
    static func terminate(_ status: Int32) -> Never {
        DemoCleanup.removeAll()
        DemoChildren.stopAll()
        fflush(nil)
        _exit(status)
    }

    static func fail(_ line: DemoErrorLine, status: Int32, hint: String? = nil) -> Never {
        DemoOutput.shared.finish()
        var text = "\(line)\n"
        if let hint { text += "Run `\(hint)` for usage.\n" }
        DemoOutput.errors.write(text)
        DemoOutput.shared.finish()  // exits 74 if the message could not be written
        terminate(status)
    }

    static func exit(with error: any Error, arguments: [String]) -> Never {
        if let failure = error as? DemoFailure { fail(failure.line, status: failure.status, hint: failure.hint) }
        if let code = error as? ExitCode {
            DemoOutput.shared.finish()
            terminate(code.rawValue)
        }
        let status = SeamDemo.exitCode(for: error)
        if status == .success {
            // --help and --version.
            DemoOutput.shared.write(helpText(SeamDemo.fullMessage(for: error)) + "\n")
            DemoOutput.shared.finish()
            terminate(0)
        }
        // One safe line (control characters escaped), and argument-parser's echo of a token
        // given in the wrong place is not repeated.
        let message = sentence(DemoTokenShape.redacted(
            DemoUsageMessage.sentence(SeamDemo.message(for: error), arguments: arguments)))
        guard status == .validationFailure else {
            // Not the command line's fault (e.g. writing the output failed).
            fail(DemoErrorLine(code: "failure", message: message), status: status.rawValue)
        }
        let command = arguments.first.flatMap { SeamDemo.commandNames.contains($0) ? $0 : nil }
        fail(.usage(message), status: status.rawValue, hint: ["seam-demo", command, "--help"].compactMap { $0 }.joined(separator: " "))
    }

    /// Every error sentence starts with a capital, also argument-parser's own.
    static func sentence(_ message: String) -> String {
        guard let first = message.first, first.isLowercase else { return message }
        return first.uppercased() + message.dropFirst()
    }

    /// The root help with the options every command takes after USAGE and SUBCOMMANDS, not in
    /// the overview (argument-parser prints a command's discussion right after its abstract).
    static func helpText(_ text: String) -> String {
        let section = DemoOptions.helpSection
        guard !section.isEmpty, let range = text.range(of: "\n\n" + section) else { return text }
        var moved = text
        moved.removeSubrange(range)
        return moved.trimmingCharacters(in: .newlines) + "\n\n" + section.trimmingCharacters(in: .newlines)
    }
}
