import ArgumentParser
import SeamAccess
import SeamDemoKit

/// The root command: its help lists the subcommands and the options they all take.
struct SeamDemo: AsyncParsableCommand {
    static let subcommands: [any ParsableCommand.Type] = [InteractiveCommand.self, ListCommand.self, UnlockCommand.self,
                                                                 LockCommand.self, ActivityCommand.self, SignOutCommand.self]

    static let configuration = CommandConfiguration(
        commandName: "seam-demo",
        abstract: "The SeamComponents access flow in a terminal, on the embedded sandbox by default.",
        usage: "seam-demo [interactive | list | unlock <key-id> | lock <key-id> | activity | sign-out] [<options>]",
        discussion: """
            With no command, shows your keys interactively (this needs a terminal): ↑/↓, Page Up/Down, \
            Home/End or a key's number select (a pause of a second ends a number), Enter unlocks, a \
            performs the key's action, l locks a lock that can be locked from the phone, c cancels, r \
            refreshes and sorts the keys again, / searches by \
            the start of words in a key's name or place (Enter keeps the search, Esc clears it; while \
            typing, only Ctrl-C quits), f makes the selected key a favourite (favourites come first; \
            on the sandbox they last until the demo quits, with --token they are kept in the cache \
            folder until `seam-demo sign-out`), ? lists every key and what it does, q or Ctrl-C quits.

            The screen speaks the language of --locale, LC_ALL, LC_MESSAGES or LANG (16 languages); \
            this help and command-line errors are English. Arabic and Hebrew are printed in logical \
            order and aligned right: whether they read correctly depends on your terminal's bidi support.

            \(DemoOptions.helpSection)
            """,
        version: Seam.sdkVersion,
        subcommands: subcommands,
        defaultSubcommand: InteractiveCommand.self
    )

    /// The subcommands' names, for the "unknown command" message.
    static var commandNames: [String] { subcommands.compactMap { $0.configuration.commandName } }
    /// The options that take no value.
    static let flags: Set<String> = ["--plain", "--json", "--deintegrate", "--help", "-h", "--version"]
}

@main
enum SeamDemoMain {
    static func main() async {
        DemoOutput.prepare()
        let arguments = DemoArguments.commandFirst(Array(CommandLine.arguments.dropFirst()),
                                                   commands: SeamDemo.commandNames, flags: SeamDemo.flags)
        if let first = arguments.first, !first.hasPrefix("-"), first != "help",
           !SeamDemo.commandNames.contains(first) {
            // A token pasted where the command goes is not repeated on screen.
            let named = DemoTokenShape.looksLikeToken(first)
                ? "\(DemoTokenShape.placeholder) (give a token with --token-file or SEAM_CLIENT_SESSION_TOKEN)"
                : DemoQuoted.text(first)
            DemoExit.fail(.usage("Unknown command \(named). Commands: \(SeamDemo.commandNames.joined(separator: ", ")) "
                + "(interactive is the default)."), status: 64, hint: "seam-demo --help")
        }
        if arguments.first == "help", let topic = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }),
           !SeamDemo.commandNames.contains(topic) {
            let named = DemoTokenShape.looksLikeToken(topic) ? DemoTokenShape.placeholder : DemoQuoted.text(topic)
            DemoExit.fail(.usage("There is no help for \(named). Commands: "
                + "\(SeamDemo.commandNames.joined(separator: ", ")) (interactive is the default)."),
                status: 64, hint: "seam-demo --help")
        }
        if arguments.first == "help" {
            // The commands have no subcommands: a second word would be ignored without a word.
            let words = arguments.dropFirst().filter { !$0.hasPrefix("-") }
            if words.count > 1, let extra = words.dropFirst().first {
                DemoExit.fail(.usage("help takes one command; \(DemoQuoted.text(extra)) is not part of "
                    + "\(DemoQuoted.text(words[words.startIndex])). Run `seam-demo help <command>`."),
                    status: 64, hint: "seam-demo --help")
            }
        }
        do {
            var command = try SeamDemo.parseAsRoot(arguments)
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            DemoExit.exit(with: error, arguments: arguments)
        }
        DemoOutput.shared.finish()
        DemoExit.terminate(0)
    }
}
