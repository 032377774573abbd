import SeamAccess

/// ANSI styling for the terminal demo, or none at all (`NO_COLOR`, no terminal, `--plain`).
public struct DemoStyle: Sendable {
    public let usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Colour unless `NO_COLOR` is set to something (https://no-color.org: an empty value
    /// does not count), `TERM` is `dumb`, or output is not a terminal.
    public static func detect(environment: [String: String], isTerminal: Bool) -> DemoStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return DemoStyle(usesColor: isTerminal && !noColor && environment["TERM"] != "dumb")
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func accent(_ text: String) -> String { wrap(text, "36") }
    public func inverse(_ text: String) -> String { wrap(text, "7") }

    /// Colours text the way the SwiftUI theme colours a tone.
    public func tone(_ tone: SeamStatusPresentation.Tone, _ text: String) -> String {
        switch tone {
        case .info: wrap(text, "34")
        case .success: wrap(text, "32")
        case .warning: wrap(text, "33")
        case .error: wrap(text, "31")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
