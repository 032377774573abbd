/// Lets options come before the command, as the top-level help presents them
/// (`seam-demo --plain list` means `seam-demo list --plain`).
public enum DemoArguments {
    /// `arguments` with the first command name that is not an option's value moved to the
    /// front. A word right after an option that takes a value (anything but `flags`) is that
    /// option's value, so `--token list` keeps its meaning.
    public static func commandFirst(_ arguments: [String], commands: [String], flags: Set<String>) -> [String] {
        guard let first = arguments.first, first.hasPrefix("-") else { return arguments }
        for index in arguments.indices.dropFirst() where commands.contains(arguments[index]) {
            let previous = arguments[index - 1]
            let isValue = previous.hasPrefix("-") && !previous.contains("=") && !flags.contains(previous)
            guard !isValue else { continue }
            var reordered = arguments
            reordered.remove(at: index)
            return [arguments[index]] + reordered
        }
        return arguments
    }
}
