import Foundation

/// argument-parser's message for a command-line mistake, made into the one safe sentence of a
/// usage error: what the person typed is echoed with its control and format characters
/// escaped (`'--x\u{1B}[31my'`), so a value cannot drive the terminal, and a newline inside a
/// value no longer ends the sentence early.
public enum DemoUsageMessage {
    /// `parserMessage` without its `Error: ` prefix and the lines after its first (usage and
    /// help, which `seam-demo` prints as a hint instead), every `argument` (or an option's
    /// `=value`) it echoes escaped first.
    public static func sentence(_ parserMessage: String, arguments: [String]) -> String {
        var message = parserMessage
        // Longest first: an option with its value before the value alone.
        let echoed = arguments.flatMap { argument -> [String] in
            guard let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [argument, String(argument[argument.index(after: equals)...])]
        }
        for part in Set(echoed).filter({ $0.unicodeScalars.contains(where: DemoQuoted.isUnsafe) })
            .sorted(by: { $0.unicodeScalars.count > $1.unicodeScalars.count }) {
            message = message.replacingOccurrences(of: part, with: DemoQuoted.escaped(part))
        }
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        let first = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        let line = DemoQuoted.escaped(first.trimmingCharacters(in: .whitespaces))
        return line.isEmpty ? "Invalid arguments." : line
    }
}
