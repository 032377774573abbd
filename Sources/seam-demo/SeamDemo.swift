import ArgumentParser

@main
struct SeamDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seam-demo",
        abstract: "The SeamComponents access flow in a terminal, on the embedded sandbox by default.",
        discussion: """
            With no subcommand, shows your keys interactively: arrows or 1-9 select, Enter unlocks, \
            a performs the key's action, r refreshes, q quits.
            """,
        subcommands: [InteractiveCommand.self, ListCommand.self, UnlockCommand.self],
        defaultSubcommand: InteractiveCommand.self
    )
}
